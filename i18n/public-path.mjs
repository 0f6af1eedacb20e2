// @ts-check
import { isIsoDay } from '../lib/calendar-day.mjs';
import { categoryFilterParam, dayFilteredListSections, defaultLocale, filteredListSections, locales, sections } from './route-table.mjs';

/**
 * THE reading of a public path: which language, section, slug, festival day and category filter
 * it names (`/fr/calendrier/2027-09-23?categorie=musique` → French, calendar, that day, that
 * category). Plain JavaScript beside the route table, so that the request gate (server/, run by
 * Node.js outside Next's bundler) and the app read paths the same way: the gate, the webhook's
 * plan (which tags a path's page reads), the CDN's other-language pages, the menus' current page
 * and links, and the service worker's offline page all parse here.
 *
 * It reads the shape of a path only: whether a slug names an item, or a day a festival day, is
 * for the routes and the route catalogue to say. The English prefix `/en` is read as English
 * (Next.js redirects it to the unprefixed URL); `prefix` says it was written.
 *
 * @typedef {(typeof locales)[number]} Locale
 * @typedef {keyof typeof sections} SectionKey
 * @typedef {{
 *   locale: Locale,
 *   prefix: Locale | null,
 *   section: SectionKey | null,
 *   rest: string[],
 *   slug: string | null,
 *   tail: string[],
 *   day: string | null,
 *   category: string | null,
 * }} PublicPath
 *   `section` null is the language's home page; `rest` the decoded segments after the section;
 *   `slug` the first of them when it is neither a festival day nor the `category` of a filtered
 *   list (an item's slug, `/event/{slug}`), as written; `tail` what follows it (`ics`); `day` a
 *   festival day of a list (`/calendar/2027-09-23`, `/calendar/category/x/2027-09-23`); `category`
 *   a filtered list's category, from the path (`/calendar/category/x`, the internal form) or the
 *   language's query parameter (`?category=x`, `?categorie=x`), as written.
 */

/** The language a first segment names (`fr`, and `en`, which Next.js redirects), or null. */
export function localeOfSegment(/** @type {string} */ segment) {
  return /** @type {readonly string[]} */ (locales).includes(segment) ? /** @type {Locale} */ (segment) : null;
}

/**
 * The section (its key) whose public first segment is `segment` in `locale`, or null.
 * @param {Locale} locale @param {string} segment @returns {SectionKey | null}
 */
export function sectionOfSegment(locale, segment) {
  for (const [key, segments] of Object.entries(sections)) {
    if (segments[locale] === segment) return /** @type {SectionKey} */ (key);
  }
  return null;
}

/**
 * The language of decoded segments and the segments after its prefix (`['fr', 'evenement', 'x']`
 * → French, `['evenement', 'x']`), whatever those name.
 * @param {readonly string[]} segments
 * @returns {{ locale: Locale, prefix: Locale | null, segments: string[] }}
 */
export function languageOfSegments(segments) {
  const prefix = segments[0] === undefined ? null : localeOfSegment(segments[0]);
  return { locale: prefix ?? defaultLocale, prefix, segments: prefix ? segments.slice(1) : [...segments] };
}

/**
 * A path already split into decoded segments (no empty ones) and decoded query parameters: null
 * when its first segment (after the language) is no section of that language.
 * @param {readonly string[]} segments
 * @param {ReadonlyArray<readonly [string, string]>} [params]
 * @returns {PublicPath | null}
 */
export function parseSegments(segments, params = []) {
  const { locale, prefix, segments: [first, ...rest] } = languageOfSegments(segments);
  if (first === undefined) return { locale, prefix, section: null, rest: [], slug: null, tail: [], day: null, category: null };
  const section = sectionOfSegment(locale, first);
  if (!section) return null;
  const filtered = /** @type {readonly string[]} */ (filteredListSections).includes(section);
  const byDay = /** @type {readonly string[]} */ (dayFilteredListSections).includes(section);
  const fromQuery = filtered ? (params.find(([name, value]) => name === categoryFilterParam[locale] && value !== '')?.[1] ?? null) : null;
  let position = 0;
  let category = fromQuery;
  if (filtered && rest[0] === 'category' && rest[1] !== undefined) {
    category = rest[1];
    position = 2;
  }
  let day = null;
  if (byDay && rest[position] !== undefined && isIsoDay(/** @type {string} */ (rest[position]))) {
    day = /** @type {string} */ (rest[position]);
    position += 1;
  }
  const after = rest.slice(position);
  const slug = position === 0 && after[0] !== undefined ? after[0] : null;
  return { locale, prefix, section, rest, slug, tail: slug === null ? after : after.slice(1), day, category };
}

/**
 * A path or URL path split into decoded segments (no empty ones) and decoded query parameters (a
 * fragment is ignored); null when its percent-encoding does not decode.
 * @param {string} path
 * @returns {{ segments: string[], params: Array<[string, string]> } | null}
 */
function splitPath(path) {
  const [withoutFragment = ''] = path.split('#');
  const queryStart = withoutFragment.indexOf('?');
  const pathname = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withoutFragment.slice(queryStart + 1);
  try {
    return { segments: pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment)), params: [...new URLSearchParams(query)] };
  } catch {
    return null;
  }
}

/**
 * A public path or URL path with its query (`/fr/evenement/x`, `/calendar?category=music`; a
 * fragment is ignored): null when it is malformed (percent-encoding that does not decode) or its
 * first segment is no section of its language.
 * @param {string} path
 * @returns {PublicPath | null}
 */
export function parsePublicPath(path) {
  const split = splitPath(path);
  return split && parseSegments(split.segments, split.params);
}

/**
 * The language of any path, whether or not it names a page of the site (a WordPress path, a page
 * that does not exist), and its decoded segments after the language prefix: `/fr/events/x` →
 * French, `['events', 'x']`. Null when it is malformed.
 * @param {string} path
 * @returns {{ locale: Locale, prefix: Locale | null, segments: string[] } | null}
 */
export function readPathLanguage(path) {
  const split = splitPath(path);
  return split && languageOfSegments(split.segments);
}

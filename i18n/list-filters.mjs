// @ts-check
import { categoryFilterParam, defaultLocale, festivalDayParamPattern, sections } from './route-table.mjs';

/**
 * THE vocabulary of the calendar's combined filters and of the artist list's lineup views, in
 * both languages, and the rewrites that turn them into pre-renderable paths. Plain JavaScript
 * so that next.config.mjs (./rewrites.mjs) and the request gate (server/) read the same names.
 *
 * Calendar (and each festival day, `/calendar/2027-09-23`): `?category=music&venue=club-lumen&free=1&available=1`,
 * French `?categorie=musique&lieu=club-lumen-fr&gratuit=1&disponible=1`. Category and venue take
 * a slug of the page's language; a flag takes `1` only. An empty value (an unticked GET form
 * field, "All venues") is the same as none. Any other value is the language's 404 (the gate).
 *
 * Artist list: `?view=a-z|by-day|by-category`, French `?vue=a-z|par-jour|par-categorie`.
 *
 * @typedef {(typeof import('./route-table.mjs').locales)[number]} Locale
 * @typedef {{ type: 'query', key: string, value?: string }} QueryCondition
 * @typedef {{ source: string, destination: string, has?: QueryCondition[] }} Rewrite
 */

/** The calendar's filter parameters (the category one is the spec's, shared with the artist list). */
export const calendarFilterParams = /** @type {const} */ ({
  category: categoryFilterParam,
  venue: { en: 'venue', fr: 'lieu' },
  free: { en: 'free', fr: 'gratuit' },
  available: { en: 'available', fr: 'disponible' },
});

/** The value of a flag that is on (`?free=1`); the same in both languages. */
export const flagOnValue = '1';

/** The internal path segment of a filter that is not set (never a slug: `~` is no slug character). */
export const unsetFilterSegment = '~';

/** The flags segment of the internal path, by which flags are on. */
export const flagsSegments = /** @type {const} */ ({ none: unsetFilterSegment, free: 'free', available: 'available', both: 'free-available' });

/** The artist list's view parameter and its values (English value → French value). */
export const lineupViewParam = /** @type {const} */ ({ en: 'view', fr: 'vue' });
export const lineupViews = /** @type {const} */ ({
  'a-z': { en: 'a-z', fr: 'a-z' },
  'by-day': { en: 'by-day', fr: 'par-jour' },
  'by-category': { en: 'by-category', fr: 'par-categorie' },
});

/** @param {Locale} locale */
function prefix(locale) {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * Every subset of the filters, the largest first, that holds a venue or a flag (the category
 * alone keeps its own rewrite: ./rewrites.mjs). Next.js takes the first rewrite that matches and
 * a `has` rule ignores other parameters, so the largest subsets must come first: a request then
 * matches the rule of exactly the filters it sets.
 * @returns {Array<Array<keyof typeof calendarFilterParams>>}
 */
function filterSubsets() {
  /** @type {Array<keyof typeof calendarFilterParams>} */
  const keys = ['category', 'venue', 'free', 'available'];
  const subsets = [];
  for (let mask = 1; mask < 1 << keys.length; mask++) {
    const subset = keys.filter((_, index) => mask & (1 << index));
    if (subset.length === 1 && subset[0] === 'category') continue;
    subsets.push(subset);
  }
  return subsets.sort((a, b) => b.length - a.length);
}

/**
 * The calendar (and each of its days) with a venue or a flag → `/{locale}/calendar/filter/{category}/{venue}/{flags}[/{day}]`,
 * one pre-renderable path per combination, whatever the order of the parameters.
 * @param {Locale} locale
 * @returns {Rewrite[]}
 */
export function calendarFilterRewrites(locale) {
  const section = sections.calendar;
  /** @type {Rewrite[]} */
  const rules = [];
  for (const withDay of [true, false]) {
    for (const subset of filterSubsets()) {
      const has = subset.map((key) => {
        const name = calendarFilterParams[key][locale];
        return /** @type {QueryCondition} */ (key === 'free' || key === 'available' ? { type: 'query', key: name, value: flagOnValue } : { type: 'query', key: name, value: `(?<${key}>.+)` });
      });
      const free = subset.includes('free');
      const available = subset.includes('available');
      const flags = free && available ? flagsSegments.both : free ? flagsSegments.free : available ? flagsSegments.available : flagsSegments.none;
      const category = subset.includes('category') ? ':category' : unsetFilterSegment;
      const venue = subset.includes('venue') ? ':venue' : unsetFilterSegment;
      rules.push({
        source: `${prefix(locale)}/${section[locale]}${withDay ? `/:day(${festivalDayParamPattern})` : ''}`,
        has,
        destination: `/${locale}/${section.en}/filter/${category}/${venue}/${flags}${withDay ? '/:day' : ''}`,
      });
    }
  }
  return rules;
}

/**
 * `?view=a-z` (French `?vue=a-z`) on the artist list → `/{locale}/artists/view/a-z`, pre-rendered.
 * @param {Locale} locale
 * @returns {Rewrite[]}
 */
export function lineupViewRewrites(locale) {
  return Object.entries(lineupViews).map(([view, values]) => ({
    source: `${prefix(locale)}/${sections.artists[locale]}`,
    has: [{ type: 'query', key: lineupViewParam[locale], value: values[locale] }],
    destination: `/${locale}/${sections.artists.en}/view/${view}`,
  }));
}

// @ts-check
import { localeOfSegment, parseSegments } from '../i18n/public-path.mjs';
import { defaultLocale, notFoundPageSegment, sections } from '../i18n/route-table.mjs';
import { slugFromDecoded } from '../lib/slug-syntax.mjs';
import { hasUnknownListValue, slugQueryParams } from './list-filter-gate.mjs';

/**
 * THE reading of an incoming request line, before Next.js routes it: one place that validates
 * and normalises the method, the path and the query values, so that nothing malformed reaches
 * routing, rewrites, a render, a cache key or a file name.
 *
 * - Malformed input (percent-encoding that does not decode to UTF-8, control characters, dot
 *   segments, encoded slashes, an over-long URL) is a 400 (414) with one line: Next.js would
 *   answer most of these with a 500.
 * - A method a path does not take is a 405 with `Allow` (`TRACE` makes Next.js throw).
 * - A page path that cannot name anything (a first segment that is no section of its language,
 *   a segment that is no slug, too many segments, a category filter that is no slug) is the
 *   language's 404 page, without asking Next.js: no render, nothing cached, no file written.
 * - A page path whose slugs (or category filter) hold capital letters is a permanent redirect
 *   (308) to the lowercase form: WordPress slugs are lowercase, and each spelling would otherwise
 *   be rendered and cached as a page of its own (a slug of n letters has 2^n spellings).
 * - Everything else passes, unchanged (absolute-form request targets become origin-form).
 *
 * @typedef {import('../i18n/public-path.mjs').Locale} Locale
 * @typedef {'page' | 'api' | 'asset' | 'file'} PathKind
 * @typedef {{ kind: 'pass', url: string, pathKind: PathKind, locale: Locale, section: string | null, rest?: string[], params?: Array<[string, string]> }
 *   | { kind: 'refuse', status: 400 | 405 | 414, message: string, allow?: string }
 *   | { kind: 'not-found', locale: Locale }
 *   | { kind: 'redirect', status: 308, location: string }} GateDecision
 */

/** Longer request targets are refused (Node.js itself stops at 16 KB of headers). */
export const maxUrlLength = 8192;

/** Segments after a section: `event/x/ics`, `calendar/category/x`. */
const maxSegmentsAfterSection = 3;

const readMethods = 'GET, HEAD';
/** Route handlers answer 405 themselves for the methods they do not export. */
const apiMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const allowedMethods = {
  page: new Set(['GET', 'HEAD']),
  file: new Set(['GET', 'HEAD']),
  asset: new Set(['GET', 'HEAD']),
  api: new Set(apiMethods.split(', ')),
};

const controlCharacter = /[\u0000-\u001f\u007f]/;

/** @param {string} message @returns {GateDecision} */
function badRequest(message) {
  return { kind: 'refuse', status: 400, message };
}

/**
 * A request target as a path and a raw query, origin-form (`/a?b`); absolute-form
 * (`http://host/a?b`, which proxies may send) is reduced to it.
 * @param {string} target
 */
function originForm(target) {
  if (target.startsWith('/')) return target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Each path segment, decoded; a string is the reason the path is malformed.
 * @param {string} path
 * @returns {string[] | string}
 */
function decodeSegments(path) {
  if (path.includes('\\')) return 'a backslash in the path';
  /** @type {string[]} */
  const decoded = [];
  for (const raw of path.split('/').slice(1)) {
    if (raw === '') continue; // `//` and a trailing slash: Next.js redirects them (308)
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'malformed percent-encoding in the path';
    }
    if (controlCharacter.test(segment)) return 'a control character in the path';
    if (segment.includes('/') || segment.includes('\\')) return 'an encoded slash in the path';
    if (segment === '.' || segment === '..') return 'a dot segment in the path';
    decoded.push(segment);
  }
  return decoded;
}

/**
 * Each query parameter, decoded (`+` is a space); a string is the reason the query is malformed.
 * @param {string} query the raw query, without `?`
 * @returns {Array<[string, string]> | string}
 */
function decodeQuery(query) {
  /** @type {Array<[string, string]>} */
  const params = [];
  if (query === '') return params;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    let name;
    let value;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return 'malformed percent-encoding in the query';
    }
    if (controlCharacter.test(name) || controlCharacter.test(value)) return 'a control character in the query';
    params.push([name, value]);
  }
  return params;
}

const asciiCapital = /[A-Z]/;

/**
 * The canonical spelling of a decoded slug segment or filter value: ASCII capitals lowercased
 * (what WordPress's `sanitize_title` does; other characters keep their case, as in WordPress).
 * @param {string} decoded
 */
function lowercaseAscii(decoded) {
  return decoded.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * @param {string} method
 * @param {string} target the request target (`req.url`)
 * @param {{ allowNotFoundPage?: boolean }} [options] the gate's own request for the 404 page
 * @returns {GateDecision}
 */
export function inspectRequest(method, target, options = {}) {
  if (target.length > maxUrlLength) return { kind: 'refuse', status: 414, message: `the URL is longer than ${maxUrlLength} characters` };
  const url = originForm(target);
  if (url === null) return badRequest('the request target is not a path');
  if (url.includes('#')) return badRequest('a fragment in the request target');
  if (controlCharacter.test(url)) return badRequest('a control character in the URL');
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);

  const segments = decodeSegments(path);
  if (typeof segments === 'string') return badRequest(segments);
  const params = decodeQuery(query);
  if (typeof params === 'string') return badRequest(params);

  /** @type {PathKind} */
  // A file: a name with an extension, wherever it is (`/sitemap.xml`, `/icons/icon-192.png` from
  // public/, a calendar feed `/my-schedule/feed/2n.3f.ics`); a slug never has a dot.
  const pathKind =
    segments[0] === '_next' ? 'asset' : segments[0] === 'api' ? 'api' : segments.at(-1)?.includes('.') ? 'file' : 'page';
  if (!allowedMethods[pathKind].has(method)) {
    const allow = pathKind === 'api' ? apiMethods : readMethods;
    return { kind: 'refuse', status: 405, message: `${method} is not allowed here (allowed: ${allow})`, allow };
  }
  // A file's 404 (an unknown feed, `/fr/calendrier/feed/x.ics`) is the 404 page of its language.
  const fileLocale = pathKind === 'file' && segments[0] !== undefined ? localeOfSegment(segments[0]) : null;
  if (pathKind !== 'page') return { kind: 'pass', url, pathKind, locale: fileLocale ?? defaultLocale, section: null };

  // A page: `/{section}/…` in English, `/fr/{section}/…` in French (`/en/…` redirects to English),
  // read by THE path parser (i18n/public-path.mjs).
  const parsed = parseSegments(segments, params);
  const prefix = segments[0] === undefined ? null : localeOfSegment(segments[0]);
  const locale = prefix ?? defaultLocale;
  if (parsed && parsed.section === null) return { kind: 'pass', url, pathKind, locale, section: null };
  const notFound = /** @type {GateDecision} */ ({ kind: 'not-found', locale });
  if (!parsed) {
    const isNotFoundPage = segments.length === (prefix ? 2 : 1) && segments.at(-1) === notFoundPageSegment;
    return isNotFoundPage && options.allowNotFoundPage ? { kind: 'pass', url, pathKind, locale, section: null } : notFound;
  }
  const { section, rest } = parsed;
  if (!section || rest.length > maxSegmentsAfterSection) return notFound;
  if (!rest.every((segment) => slugFromDecoded(segment) !== null)) return notFound;
  // `?category=x`, `?venue=x`, `?free=1`… are rewritten into a path (i18n/rewrites.mjs): slugs, or known values.
  const slugParams = slugQueryParams(section, locale);
  const invalidFilter = params.some(([name, value]) => slugParams.includes(name) && value !== '' && slugFromDecoded(value) === null);
  if (invalidFilter || hasUnknownListValue(section, locale, params)) return notFound;
  const capitalFilter = params.some(([name, value]) => slugParams.includes(name) && asciiCapital.test(value));
  if (rest.some((segment) => asciiCapital.test(segment)) || capitalFilter) {
    const canonicalPath = [...(parsed.prefix ? [parsed.prefix] : []), sections[section][locale], ...rest.map(lowercaseAscii)].map((segment) => `/${encodeURIComponent(segment)}`).join('');
    const canonicalQuery = capitalFilter
      ? params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(slugParams.includes(name) ? lowercaseAscii(value) : value)}`).join('&')
      : query;
    return { kind: 'redirect', status: 308, location: canonicalQuery ? `${canonicalPath}?${canonicalQuery}` : canonicalPath };
  }
  // The decoded segments after the section and the query, for the route catalogue (./route-catalogue.mjs).
  return { kind: 'pass', url, pathKind, locale, section, rest, params };
}

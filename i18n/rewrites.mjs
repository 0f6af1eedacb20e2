// @ts-check
import { calendarFilterRewrites, lineupViewRewrites } from './list-filters.mjs';
import { categoryFilterParam, dayFilteredListSections, defaultLocale, festivalDayParamPattern, filteredListSections, languageRootFiles, locales, notFoundPageSegment, sections } from './route-table.mjs';

/**
 * Public URLs are localized (`/fr/evenement/x`, `/event/x`); the app renders them under
 * `app/[locale]/` with English segments (`/fr/event/x`, `/en/event/x`). These rules, built from
 * the route table, are the only place the two meet. They are plain `next.config` redirects and
 * rewrites rather than a proxy (middleware): Next.js matches them in its router, so a
 * pre-rendered page is served without running any of our code per request (the benchmark
 * measured a proxy at about a quarter of the serving throughput).
 *
 * @typedef {{ type: 'query', key: string, value?: string }} QueryCondition
 * @typedef {{ source: string, destination: string, has?: QueryCondition[] }} Rewrite
 * @typedef {{ source: string, destination: string, permanent: boolean }} Redirect
 */

/** @param {string} locale */
function prefix(locale) {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * `/en/...` duplicates the canonical, unprefixed English URL: a permanent redirect (the query
 * string is kept by Next.js).
 * @returns {Redirect[]}
 */
export function localeRedirects() {
  return [
    { source: `/${defaultLocale}`, destination: '/', permanent: true },
    { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
  ];
}

/**
 * `?category=x` (French `?categorie=x`) on a list → its pre-rendered filtered page, so filtered
 * lists are static HTML that works without JavaScript.
 * @param {(typeof locales)[number]} locale
 * @returns {Rewrite[]}
 */
function categoryFilterRewrites(locale) {
  const key = categoryFilterParam[locale];
  const has = /** @type {QueryCondition[]} */ ([{ type: 'query', key, value: '(?<category>.+)' }]);
  // One day of a list with a category (`/calendar/2027-09-23?category=music`).
  const byDay = dayFilteredListSections.map((section) => ({
    source: `${prefix(locale)}/${sections[section][locale]}/:day(${festivalDayParamPattern})`,
    has,
    destination: `/${locale}/${sections[section].en}/category/:category/:day`,
  }));
  const byCategory = filteredListSections.map((section) => ({
    source: `${prefix(locale)}/${sections[section][locale]}`,
    has,
    destination: `/${locale}/${sections[section].en}/category/:category`,
  }));
  return [...byDay, ...byCategory];
}

/**
 * Checked in order after static files and before dynamic routes (Next.js `afterFiles`); the
 * first rule that matches wins. Paths that belong to no section of their language match no
 * route: Next.js answers 404, and the request gate (server/) sends that language's 404 page (it
 * answers most of them itself, before Next.js: server/request-gate.mjs).
 * @returns {Rewrite[]}
 */
export function localeRewrites() {
  /** @type {Rewrite[]} */
  const rules = [];
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    rules.push(...calendarFilterRewrites(locale), ...lineupViewRewrites(locale));
    rules.push(...categoryFilterRewrites(locale));
    rules.push({ source: `/${locale}`, destination: `/${locale}` });
    rules.push({ source: `/${locale}/${notFoundPageSegment}`, destination: `/${locale}/${notFoundPageSegment}` });
    for (const file of languageRootFiles) rules.push({ source: `/${locale}/${file}`, destination: `/${locale}/${file}` });
    for (const segments of Object.values(sections)) {
      rules.push({ source: `/${locale}/${segments[locale]}/:rest*`, destination: `/${locale}/${segments.en}/:rest*` });
    }
    // Anything else under /fr, English segments included (`/fr/event/x`), is a French 404.
    rules.push({ source: `/${locale}/:rest*`, destination: `/${locale}/_not-found` });
  }
  // English: the internal path with the locale in front; unknown segments are an English 404.
  rules.push(...calendarFilterRewrites(defaultLocale), ...lineupViewRewrites(defaultLocale));
  rules.push(...categoryFilterRewrites(defaultLocale));
  rules.push({ source: '/', destination: `/${defaultLocale}` });
  rules.push({ source: '/:path+', destination: `/${defaultLocale}/:path+` });
  return rules;
}

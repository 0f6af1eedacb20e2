// @ts-check
/**
 * THE route table: the site's languages and every section's first path segment in each
 * language. Plain JavaScript so that `next.config.mjs` can build the URL rewrites from it at
 * start-up (see ./rewrites.mjs); the rest of the site reads it, typed, through ./routes.ts and
 * ./locales.ts. Internally (under `app/[locale]/`) every section lives at its English segment.
 */

/** The site's languages. English is the default and is served without a URL prefix. */
export const locales = /** @type {const} */ (['en', 'fr']);

export const defaultLocale = /** @type {const} */ ('en');

export const sections = /** @type {const} */ ({
  page: { en: 'page', fr: 'page' },
  partnersAndSponsors: { en: 'partners-and-sponsors', fr: 'partenaires-et-commanditaires' },
  mediaAndPress: { en: 'media-and-press', fr: 'medias-et-presse' },
  contact: { en: 'contact', fr: 'contact' },
  ticketsAndPasses: { en: 'tickets-and-passes', fr: 'billets-et-passeports' },
  festivalSchedule: { en: 'festival-schedule', fr: 'programme-du-festival' },
  news: { en: 'news', fr: 'nouvelles' },
  artist: { en: 'artist', fr: 'artiste' },
  artists: { en: 'artists', fr: 'artistes' },
  event: { en: 'event', fr: 'evenement' },
  calendar: { en: 'calendar', fr: 'calendrier' },
  venue: { en: 'venue', fr: 'lieu' },
  venues: { en: 'venues', fr: 'lieux' },
  about: { en: 'about', fr: 'a-propos' },
  search: { en: 'search', fr: 'recherche' },
  // My schedule: the visitor's picks, kept in the browser (a static page), and their calendar feed.
  mySchedule: { en: 'my-schedule', fr: 'mon-horaire' },
  // The service worker's answer for a page never saved on the device (not in the sitemap).
  offline: { en: 'offline', fr: 'hors-ligne' },
});

/** The query parameter that filters the calendar and the artist list by category. */
export const categoryFilterParam = /** @type {const} */ ({ en: 'category', fr: 'categorie' });

/** The lists a category filter applies to; each has pre-rendered `/{section}/category/{slug}` pages. */
export const filteredListSections = /** @type {const} */ (['calendar', 'artists']);

/**
 * Lists that can be narrowed to one festival day: `/calendar/2027-09-23`, combinable with the
 * category filter (`/calendar/2027-09-23?category=music`). The day is an ISO date, the same in
 * both languages, so the language switch keeps it; pre-rendered as
 * `/{section}/{day}` and `/{section}/category/{slug}/{day}`.
 */
export const dayFilteredListSections = /** @type {const} */ (['calendar']);

/** A festival day in a URL: `YYYY-MM-DD` (path-to-regexp syntax, for the rewrites). */
export const festivalDayParamPattern = '\\d{4}-\\d{2}-\\d{2}';

/**
 * The 404 page's own path segment (`/page-not-found`, `/fr/page-not-found`): a page rendered and
 * cached like any other, which the request gate (server/) sends, with status 404, for every URL
 * that names nothing. Next.js answers a thrown `notFound()` with an empty document that only
 * JavaScript fills, hence a page of its own. Not a section: no link, sitemap entry or language
 * switch leads to it, and the gate answers 404 to anyone else asking for it.
 */
export const notFoundPageSegment = /** @type {const} */ ('page-not-found');

/**
 * Files at the root of each language (`/schedule.xml`, `/fr/schedule.xml`): the programme for
 * schedule apps (features/schedule-export/), one per language at a stable URL.
 */
export const languageRootFiles = /** @type {const} */ (['schedule.xml', 'schedule.json']);

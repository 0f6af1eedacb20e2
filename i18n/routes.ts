import { type Locale, defaultLocale } from './locales';
import * as routeTable from './route-table.mjs';

/**
 * THE route table lives in ./route-table.mjs (plain JavaScript, so that next.config.mjs can build
 * the URL rewrites from it: ./rewrites.mjs). It drives the rewrites, every link, the language
 * switch, hreflang and the sitemap. Internally (under `app/[locale]/`) every section lives at its
 * English segment.
 */
export const sections = routeTable.sections satisfies Record<string, Record<Locale, string>>;

export type Section = keyof typeof sections;

/**
 * Generic pages served at the top level, without the /page prefix. Their English segment is also
 * the English page's slug in the CMS; the French page is that page's translation.
 */
export const topLevelPageSections = [
  'partnersAndSponsors',
  'mediaAndPress',
  'contact',
  'ticketsAndPasses',
  'festivalSchedule',
] as const satisfies readonly Section[];
export type TopLevelPageSection = (typeof topLevelPageSections)[number];

/** The query parameter that filters the calendar and the artist list by category. */
export const categoryFilterParam = routeTable.categoryFilterParam satisfies Record<Locale, string>;

/** The lists a category filter applies to; each has pre-rendered `/{section}/category/{slug}` pages. */
export const filteredListSections = routeTable.filteredListSections satisfies readonly Section[];

/** Lists that can be narrowed to one festival day (`/calendar/2027-09-23`). */
export const dayFilteredListSections = routeTable.dayFilteredListSections satisfies readonly Section[];
export type DayFilteredList = (typeof dayFilteredListSections)[number];

/** `/fr` for French, nothing for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The public path of a section (and optionally an item of it) in a language. */
export function sectionPath(locale: Locale, section: Section, slug?: string): string {
  const segments = [sections[section][locale], slug].filter(Boolean).map((s) => encodeURIComponent(s!));
  return `${localePrefix(locale)}/${segments.join('/')}`;
}

export function homePath(locale: Locale): string {
  return localePrefix(locale) || '/';
}

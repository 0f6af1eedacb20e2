import type { FilteredList } from './content-types';
import type { Locale } from './locales';
import { categoryFilterParam, type DayFilteredList, sectionPath } from './routes';

/**
 * The calendar or the artist list filtered by a category, with the language's parameter name
 * (`/calendar?category=music`, `/fr/artistes?categorie=musique`). Item paths are `itemPath` in
 * ./content-types.ts; sections are `sectionPath` in ./routes.ts.
 */
export function categoryFilterPath(locale: Locale, list: FilteredList, categorySlug: string): string {
  return `${sectionPath(locale, list)}?${categoryFilterParam[locale]}=${encodeURIComponent(categorySlug)}`;
}

/**
 * One festival day of a list, optionally with a category (`/calendar/2027-09-23`,
 * `/fr/calendrier/2027-09-23?categorie=musique`). Pre-rendered: see i18n/route-table.mjs.
 */
export function dayFilterPath(locale: Locale, list: DayFilteredList, day: string, categorySlug?: string | null): string {
  const path = sectionPath(locale, list, day);
  return categorySlug ? `${path}?${categoryFilterParam[locale]}=${encodeURIComponent(categorySlug)}` : path;
}

import type { FilteredList } from './content-types';
import type { Locale } from './locales';
import { categoryFilterParam, sectionPath } from './routes';

/**
 * The calendar or the artist list filtered by a category, with the language's parameter name
 * (`/calendar?category=music`, `/fr/artistes?categorie=musique`). Item paths are `itemPath` in
 * ./content-types.ts; sections are `sectionPath` in ./routes.ts.
 */
export function categoryFilterPath(locale: Locale, list: FilteredList, categorySlug: string): string {
  return `${sectionPath(locale, list)}?${categoryFilterParam[locale]}=${encodeURIComponent(categorySlug)}`;
}

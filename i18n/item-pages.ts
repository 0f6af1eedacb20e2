import { type ContentType, contentTypes } from './content-types';
import { type Locale, locales } from './locales';
import { type Section, sectionPath } from './routes';

/**
 * THE answer to "which pages show an item of this type", beyond its own page, its type's list
 * (the registry's `listSection`) and the lists filtered by its categories: pages that read the
 * whole list of the type. Every event is on the timetable (the festival-schedule page) and in My
 * schedule (which carries the programme to compare picks with it). The webhook's plan renders
 * them after a change of the type, reads their tags from here, and the CDN purge drops them.
 */
const pagesShowingEveryItem: { readonly [T in ContentType]?: readonly Section[] } = {
  event: ['festivalSchedule', 'mySchedule'],
};

/** The sections that show every item of `type` (`event` → timetable, My schedule). */
export function sectionsShowingEvery(type: ContentType): readonly Section[] {
  return pagesShowingEveryItem[type] ?? [];
}

/** Their paths in these languages, each language's in turn (`/festival-schedule`, `/my-schedule`, `/fr/…`). */
export function pathsShowingEvery(type: ContentType, inLocales: readonly Locale[] = locales): string[] {
  return inLocales.flatMap((locale) => sectionsShowingEvery(type).map((section) => sectionPath(locale, section)));
}

/** The types whose every item `section` shows (`mySchedule` → event): its page reads their lists. */
export function typesShownOn(section: Section): ContentType[] {
  return contentTypes.filter((type) => sectionsShowingEvery(type).includes(section));
}

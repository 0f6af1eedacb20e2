import { festivalDaysOf } from '@/features/schedule/scheduled-event';
import { itemPath } from '@/i18n/content-types';
import { categoryFilterPath, dayFilterPath } from '@/i18n/links';
import { type Locale, locales } from '@/i18n/locales';
import { homePath, type Section, sectionPath } from '@/i18n/routes';
import { getAllArtists } from '@/queries/artists';
import { eventStartsAt, festivalNow, getAllEvents } from '@/queries/events';
import { getAllNews } from '@/queries/news';
import { getSiteShell } from '@/queries/shell';
import { getAllItems } from '@/queries/content';

/**
 * THE list of pages "Save for offline" keeps, per language, from the route table and the
 * content: the home page, the calendar, its category filters and each festival day's page, the
 * timetable and My schedule, every event from today on in the order they happen, the venues
 * (list and pages: where each event is), then the artists and the news (list and pages). Saved in
 * that order, so a budget cut keeps the programme and the nearest events first. Served by
 * /api/offline-programme, cached like a page and refreshed by the content's cache tags.
 */

/** The programme's pages that are not one event, in the route table's terms. */
export const programmeSections = ['calendar', 'festivalSchedule', 'mySchedule'] as const satisfies readonly Section[];

/** The lists kept after the programme, with every item of theirs. */
const browsingSections = ['artists', 'news'] as const satisfies readonly Section[];

/**
 * The most a save keeps on the device: the pages as stored (compressed) plus their images. A
 * save stops at the first page past it; the events are in date order, so the nearest are kept.
 */
export const programmeBudgetBytes = 60 * 1024 * 1024;

export interface OfflineProgramme {
  /** Each language's pages, most needed first. */
  paths: Record<Locale, string[]>;
  budgetBytes: number;
}

export async function programmePaths(locale: Locale, now = new Date()): Promise<string[]> {
  const today = festivalNow(now).slice(0, 10);
  const [allEvents, artists, news, shell, venues] = await Promise.all([
    getAllEvents(locale),
    getAllArtists(locale),
    getAllNews(locale),
    getSiteShell(locale),
    getAllItems('venue', locale),
  ]);
  const events = allEvents.filter((event) => (eventStartsAt(event) ?? '') >= today);
  const days = festivalDaysOf(events).filter((day) => day >= today);
  return [
    homePath(locale),
    ...programmeSections.map((section) => sectionPath(locale, section)),
    ...shell.categories.map((category) => categoryFilterPath(locale, 'calendar', category.slug)),
    ...days.map((day) => dayFilterPath(locale, 'calendar', day)),
    ...events.map((event) => itemPath('event', locale, event)),
    sectionPath(locale, 'venues'),
    ...venues.map((venue) => itemPath('venue', locale, venue)),
    ...browsingSections.map((section) => sectionPath(locale, section)),
    ...artists.map((artist) => itemPath('artist', locale, artist)),
    ...news.map((post) => itemPath('news', locale, post)),
  ];
}

export async function offlineProgramme(now = new Date()): Promise<OfflineProgramme> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, await programmePaths(locale, now)] as const));
  return { paths: Object.fromEntries(entries) as Record<Locale, string[]>, budgetBytes: programmeBudgetBytes };
}

import { festivalDaysOf } from '@/features/schedule/scheduled-event';
import { itemPath } from '@/i18n/content-types';
import { dayFilterPath } from '@/i18n/links';
import { type Locale, locales } from '@/i18n/locales';
import { homePath, type Section, sectionPath } from '@/i18n/routes';
import { eventStartsAt, festivalNow, getAllEvents } from '@/queries/events';

/**
 * THE list of pages "Save for offline" keeps, per language, from the route table and the
 * content: the home page, the calendar and each festival day's page, the timetable and My
 * schedule, then every event from today on in the order they happen (the order they are saved in, so a budget cut keeps the nearest ones). Served by
 * /api/offline-programme, cached like a page and refreshed by the events' cache tags.
 */

/** The programme's pages that are not one event, in the route table's terms. */
export const programmeSections = ['calendar', 'festivalSchedule', 'mySchedule'] as const satisfies readonly Section[];

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
  const events = (await getAllEvents(locale)).filter((event) => (eventStartsAt(event) ?? '') >= today);
  const days = festivalDaysOf(events).filter((day) => day >= today);
  return [
    homePath(locale),
    ...programmeSections.map((section) => sectionPath(locale, section)),
    ...days.map((day) => dayFilterPath(locale, 'calendar', day)),
    ...events.map((event) => itemPath('event', locale, event)),
  ];
}

export async function offlineProgramme(now = new Date()): Promise<OfflineProgramme> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, await programmePaths(locale, now)] as const));
  return { paths: Object.fromEntries(entries) as Record<Locale, string[]>, budgetBytes: programmeBudgetBytes };
}

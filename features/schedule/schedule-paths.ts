import { dayFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { getAllEvents } from '@/queries/events';
import { festivalDaysOf } from './scheduled-event';

/** The festival days of a language's programme: the calendar's day pages that exist. */
export async function festivalDays(locale: Locale): Promise<string[]> {
  return festivalDaysOf(await getAllEvents(locale));
}

/**
 * Every page of the festival-goer's schedule in a language, from the current content: the
 * timetable, My schedule and the calendar's day pages (`/calendar/2027-09-23`). The one list
 * for whatever must know them all (the offline precache).
 */
export async function schedulePaths(locale: Locale): Promise<string[]> {
  const days = await festivalDays(locale);
  return [
    sectionPath(locale, 'festivalSchedule'),
    sectionPath(locale, 'mySchedule'),
    ...days.map((day) => dayFilterPath(locale, 'calendar', day)),
  ];
}

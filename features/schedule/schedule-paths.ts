import type { Locale } from '@/i18n/locales';
import { getAllEvents } from '@/queries/events';
import { festivalDaysOf } from './scheduled-event';

/** The festival days of a language's programme: the calendar's day pages that exist. */
export async function festivalDays(locale: Locale): Promise<string[]> {
  return festivalDaysOf(await getAllEvents(locale));
}

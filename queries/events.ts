import type { Locale } from '@/i18n/locales';
import { wallClockNow } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';
import { getAllItems, getItemBySlug } from './content';
import { eventStartsAt } from './event-start';
import type { Event } from './types';

export { compareByStart, eventStartsAt } from './event-start';

/** Every published event of a language, in date order. Shared by the home page and the calendar. */
export function getAllEvents(locale: Locale): Promise<Event[]> {
  return getAllItems('event', locale);
}

export function getEventBySlug(locale: Locale, slug: string): Promise<Event | null> {
  return getItemBySlug('event', locale, slug);
}

/** Wall-clock "now" in the festival's time zone, in the adapter's `YYYY-MM-DDTHH:mm:ss` form. */
export function festivalNow(now: Date = new Date()): string {
  return wallClockNow(siteConfig.timeZone, now);
}

/** The next events from now, soonest first. */
export async function getUpcomingEvents(locale: Locale, limit: number, now = new Date()): Promise<Event[]> {
  const from = festivalNow(now);
  const events = await getAllEvents(locale);
  return events.filter((event) => (eventStartsAt(event) ?? '') >= from).slice(0, limit);
}

import { itemPath } from '@/i18n/content-types';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { describe } from '@/lib/plain-text';
import { siteConfig } from '@/lib/site-config';
import { scheduleEvents, scheduleIdOf, type ScheduledEvent } from '@/features/schedule/scheduled-event';
import type { Category, Event } from '@/queries/types';
import { buildCalendar, type CalendarEventInput } from './ical';

/**
 * The site's calendars from its content: which events each holds and how each event is written.
 * Every calendar is computed from ONE language's whole programme, so an event's length follows
 * the timetable's rule (cut short by the next event in its venue) wherever it appears.
 */

/** The state goes before the title only when the event does not take place as listed (sold out is not news to a ticket holder). */
export function summaryOf(event: Event, locale: Locale): string {
  const state = event.buttonState;
  if (state !== 'cancelled' && state !== 'postponed') return event.title;
  const t = getDictionary(locale);
  return formatMessage(t.calendarFeeds.stateTitle, { state: t.event.ticketButton[state], title: event.title });
}

export function calendarEventOf(entry: ScheduledEvent, locale: Locale): CalendarEventInput | null {
  const scheduleId = scheduleIdOf(entry.event, locale);
  if (scheduleId === null) return null;
  const { event } = entry;
  return {
    scheduleId,
    summary: summaryOf(event, locale),
    startsAt: entry.startsAt,
    durationMinutes: entry.durationMinutes,
    venue: event.venue ? { name: event.venue.title, streetAddress: event.venue.streetAddress ?? null, geo: event.venue.geo ?? null } : null,
    state: event.buttonState,
    url: `${siteConfig.baseUrl}${itemPath('event', locale, event)}`,
    description: describe(event.excerpt ?? event.content, ''),
    modified: [event.modified, event.translationModified],
  };
}

function calendarEvents(entries: ScheduledEvent[], locale: Locale): CalendarEventInput[] {
  return entries.flatMap((entry) => calendarEventOf(entry, locale) ?? []);
}

/** One event's "add to calendar" file; null for an unknown or undated slug. */
export function eventCalendar(events: Event[], locale: Locale, slug: string): string | null {
  const entry = scheduleEvents(events).find((scheduled) => scheduled.event.slug === slug);
  if (!entry) return null;
  return buildCalendar({
    name: entry.event.title,
    language: locale,
    url: `${siteConfig.baseUrl}${itemPath('event', locale, entry.event)}`,
    events: calendarEvents([entry], locale),
  });
}

/** The whole programme, or one category of it (null for a category no event has). */
export function programmeCalendar(events: Event[], locale: Locale, category?: Category): string {
  const t = getDictionary(locale);
  const inCategory = category ? events.filter((event) => event.categories.some((c) => c.slug === category.slug)) : events;
  const festival = festivalName[locale];
  const name = category ? formatMessage(t.calendarFeeds.categoryName, { festival, category: category.name }) : formatMessage(t.calendarFeeds.programmeName, { festival });
  const entries = scheduleEvents(events).filter((entry) => inCategory.includes(entry.event));
  return buildCalendar({ name, language: locale, url: `${siteConfig.baseUrl}${sectionPath(locale, 'calendar')}`, events: calendarEvents(entries, locale) });
}

/** One venue's events: its page's "subscribe" feed. */
export function venueCalendar(events: Event[], locale: Locale, venue: { id: string; slug: string; title: string }): string {
  const name = formatMessage(getDictionary(locale).venues.feedName, { festival: festivalName[locale], venue: venue.title });
  const entries = scheduleEvents(events).filter((entry) => entry.event.venue?.id === venue.id);
  return buildCalendar({ name, language: locale, url: `${siteConfig.baseUrl}${itemPath('venue', locale, venue)}`, events: calendarEvents(entries, locale) });
}

/** My schedule: the picked events (schedule ids), those that still exist. */
export function myScheduleCalendar(events: Event[], locale: Locale, ids: readonly number[]): string {
  const t = getDictionary(locale);
  const wanted = new Set(ids);
  const entries = scheduleEvents(events).filter((entry) => {
    const id = scheduleIdOf(entry.event, locale);
    return id !== null && wanted.has(id);
  });
  return buildCalendar({
    name: formatMessage(t.schedule.mySchedule.feedName, { festival: festivalName[locale] }),
    language: locale,
    url: `${siteConfig.baseUrl}${sectionPath(locale, 'mySchedule')}`,
    events: calendarEvents(entries, locale),
  });
}

/** The latest save among the events (a feed's Last-Modified). */
export function lastModifiedOf(events: Event[]): string | null {
  return events.flatMap((event) => [event.modified, event.translationModified]).filter((value): value is string => Boolean(value)).sort().at(-1) ?? null;
}

/** The public path of the programme's feed, or of one category's (the slug as WordPress stores it). */
export function calendarFeedPath(locale: Locale, categorySlug?: string | null): string {
  const calendar = sectionPath(locale, 'calendar');
  return categorySlug ? `${calendar}/feed/${categorySlug}.ics` : `${calendar}/feed.ics`;
}

/** A feed's `webcal:` address: calendar apps subscribe to it instead of importing it once. */
export function webcalUrl(path: string): string {
  return `${siteConfig.baseUrl.replace(/^https?:/, 'webcal:')}${path}`;
}

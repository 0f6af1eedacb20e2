import { addMinutes, festivalDay, minutesBetween } from '@/lib/festival-day';
import type { Locale } from '@/i18n/locales';
import { eventStartsAt } from '@/queries/event-start';
import type { Event } from '@/queries/types';

/**
 * Events as the schedule sees them: when they start (a rescheduled event at its new date), how
 * long they last and which festival day (night) they belong to.
 *
 * The content has no end time (ACF gives doors and show times only), so every event is given
 * `defaultEventMinutes` (2 hours, the length of a typical club night or concert), cut short by
 * the next event starting in the same venue — a room runs one show at a time — but never below
 * `shortestEventMinutes`.
 */
export const defaultEventMinutes = 120;
export const shortestEventMinutes = 30;

export interface ScheduledEvent {
  event: Event;
  /** Wall-clock start, Montréal (`newDate` when the event was rescheduled). */
  startsAt: string;
  /** Wall-clock end, `durationMinutes` after the start. */
  endsAt: string;
  durationMinutes: number;
  /** The festival day (night) it belongs to, `YYYY-MM-DD`. */
  day: string;
}

function durationOf(startsAt: string, nextInVenue: string | undefined): number {
  if (!nextInVenue) return defaultEventMinutes;
  const gap = minutesBetween(startsAt, nextInVenue);
  return Math.max(shortestEventMinutes, Math.min(defaultEventMinutes, gap));
}

/** Every dated event with its start, length and day, in start order (undated events are left out). */
export function scheduleEvents(events: Event[]): ScheduledEvent[] {
  const dated = events
    .map((event) => ({ event, startsAt: eventStartsAt(event) }))
    .filter((entry): entry is { event: Event; startsAt: string } => entry.startsAt !== null)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.event.title.localeCompare(b.event.title));
  return dated.map(({ event, startsAt }) => {
    const venueId = event.venue?.id;
    const next = venueId
      ? dated.find((other) => other.event.venue?.id === venueId && other.startsAt > startsAt)?.startsAt
      : undefined;
    const durationMinutes = durationOf(startsAt, next);
    return { event, startsAt, endsAt: addMinutes(startsAt, durationMinutes), durationMinutes, day: festivalDay(startsAt) };
  });
}

/** The festival days that have at least one event, in order. */
export function festivalDaysOf(events: Event[]): string[] {
  return [...new Set(scheduleEvents(events).map((entry) => entry.day))].sort();
}

/** Events grouped by festival day (late-night sets stay on their night), days in order. */
export function groupByFestivalDay(events: Event[]): Array<{ day: string; events: Event[] }> {
  const groups = new Map<string, Event[]>();
  for (const { event, day } of scheduleEvents(events)) groups.set(day, [...(groups.get(day) ?? []), event]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, events: list }));
}

/**
 * The id My schedule keeps for an event, the same in both languages so that picks, share links
 * and feeds survive a language switch: the English post's database id (the post's own when it
 * has no English translation).
 */
export function scheduleIdOf(event: Event, locale: Locale): number | null {
  if (locale === 'en') return event.databaseId;
  return event.translationDatabaseId ?? event.databaseId;
}

/** What a star stores about an event when it is picked; null for an event without id or date. */
export function pickSnapshotOf(event: Event, locale: Locale): { id: number; title: string; startsAt: string; venue: string | null; state: string | null } | null {
  const id = scheduleIdOf(event, locale);
  const startsAt = eventStartsAt(event);
  if (id === null || !startsAt) return null;
  return { id, title: event.title, startsAt, venue: event.venue?.title ?? null, state: event.buttonState };
}

import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { festivalInstant } from '@/lib/festival-time';
import type { Event } from '@/queries/types';
import type { ProgrammeEntry } from './compare';
import { scheduleEvents, scheduleIdOf, type ScheduledEvent } from './scheduled-event';

/** One event as My schedule's browser code needs it (see ProgrammeEntry). */
export function toProgrammeEntry(entry: ScheduledEvent, locale: Locale): ProgrammeEntry | null {
  const id = scheduleIdOf(entry.event, locale);
  if (id === null) return null;
  const startMs = festivalInstant(entry.startsAt).getTime();
  return {
    id,
    title: entry.event.title,
    path: itemPath('event', locale, entry.event),
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    startMs,
    endMs: startMs + entry.durationMinutes * 60_000,
    day: entry.day,
    venue: entry.event.venue?.title ?? null,
    venuePath: entry.event.venue?.slug ? itemPath('venue', locale, { slug: entry.event.venue.slug }) : null,
    state: entry.event.buttonState,
    rescheduled: entry.event.newDate !== null,
  };
}

/** The whole programme of a language, in start order. */
export function buildProgramme(events: Event[], locale: Locale): ProgrammeEntry[] {
  return scheduleEvents(events)
    .map((entry) => toProgrammeEntry(entry, locale))
    .filter((entry): entry is ProgrammeEntry => entry !== null);
}

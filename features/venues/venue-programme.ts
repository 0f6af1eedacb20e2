import { offStates } from '@/features/schedule/compare';
import { festivalDaysOf, groupByFestivalDay, type ScheduledEvent, scheduleEvents } from '@/features/schedule/scheduled-event';
import type { Event } from '@/queries/types';

/**
 * A venue's programme, read from the whole programme (the cached event list every schedule page
 * shares): an event is at a venue when its `eventVenue` is that venue (WordPress's global id,
 * the same id the venue's own query gives).
 */
export interface VenueProgramme {
  /** The venue's dated events, grouped by festival day (a late-night set stays on its night), in time order. */
  days: Array<{ day: string; events: Event[] }>;
  /** Each event's scheduled start, end and day, by event id (for "on now / up next here"). */
  schedule: ReadonlyMap<string, ScheduledEvent>;
  /** How many dated events it has. */
  count: number;
  /** Every festival night of the whole programme (the festival runs from the first to the last). */
  festivalDays: string[];
}

export function eventsAtVenue(venueId: string, events: readonly Event[]): Event[] {
  return events.filter((event) => event.venue?.id === venueId);
}

export function venueProgramme(venueId: string, allEvents: readonly Event[]): VenueProgramme {
  const atVenue = eventsAtVenue(venueId, allEvents);
  // An event's length is cut by the next event in its venue: the venue's own events are enough.
  const scheduled = scheduleEvents(atVenue);
  return {
    days: groupByFestivalDay(atVenue),
    schedule: new Map(scheduled.map((entry) => [entry.event.id, entry])),
    count: scheduled.length,
    festivalDays: festivalDaysOf([...allEvents]),
  };
}

/**
 * The venue's next event from `now` (festival wall clock): the first one that has not started
 * yet and still takes place (a cancelled or postponed one is not "next"); null when none is left.
 */
export function nextEventAtVenue(venueId: string, allEvents: readonly Event[], now: string): ScheduledEvent | null {
  return scheduleEvents(eventsAtVenue(venueId, allEvents)).find((entry) => entry.startsAt >= now && !(offStates as readonly string[]).includes(entry.event.buttonState ?? '')) ?? null;
}

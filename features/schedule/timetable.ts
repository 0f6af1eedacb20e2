import { addMinutes, minutesBetween } from '@/lib/festival-day';
import type { Venue } from '@/queries/types';
import { offStates } from './compare';
import type { ScheduledEvent } from './scheduled-event';

/**
 * One festival day as a grid: venues in columns, time in rows of `slotMinutes`. An event's cell
 * starts in the row of its start (rounded down) and spans the rows until its end (rounded up).
 * Events of one venue that would share rows (overlaps after rounding) share one cell.
 */
export const slotMinutes = 30;

export interface TimetableCell {
  events: ScheduledEvent[];
  rowSpan: number;
}

/** Per row and venue: a cell that starts here, `covered` by a cell above, or empty. */
export type TimetableSlot = TimetableCell | 'covered' | null;

export interface TimetableGrid {
  day: string;
  /** Venues that have events that day, by name; `null` stands for events without a venue. */
  venues: Array<Venue | null>;
  /** The wall-clock start of each row. */
  rows: string[];
  slots: TimetableSlot[][];
}

function floorToSlot(wallClock: string): string {
  const minutes = Number(wallClock.slice(14, 16));
  return `${wallClock.slice(0, 14)}${String(minutes - (minutes % slotMinutes)).padStart(2, '0')}:00`;
}

export function buildTimetable(day: string, events: ScheduledEvent[]): TimetableGrid {
  const onDay = events.filter((entry) => entry.day === day);
  if (onDay.length === 0) return { day, venues: [], rows: [], slots: [] };
  const first = floorToSlot(onDay.reduce((min, entry) => (entry.startsAt < min ? entry.startsAt : min), onDay[0]!.startsAt));
  const last = onDay.reduce((max, entry) => (entry.endsAt > max ? entry.endsAt : max), onDay[0]!.endsAt);
  const rowCount = Math.max(1, Math.ceil(minutesBetween(first, last) / slotMinutes));
  const rows = Array.from({ length: rowCount }, (_, index) => addMinutes(first, index * slotMinutes));

  const venueKey = (venue: Venue | null) => venue?.id ?? '';
  const venues = [...new Map(onDay.map((entry) => [venueKey(entry.event.venue), entry.event.venue])).values()].sort((a, b) => {
    if (!a || !b) return a ? -1 : 1;
    return a.title.localeCompare(b.title);
  });

  const slots: TimetableSlot[][] = rows.map(() => venues.map(() => null));
  venues.forEach((venue, column) => {
    const inVenue = onDay.filter((entry) => venueKey(entry.event.venue) === venueKey(venue));
    let open: { row: number; end: number; cell: TimetableCell } | null = null;
    for (const entry of inVenue) {
      const startRow = Math.floor(minutesBetween(first, entry.startsAt) / slotMinutes);
      const endRow = Math.max(startRow + 1, Math.ceil(minutesBetween(first, entry.endsAt) / slotMinutes));
      if (open && startRow < open.end) {
        open.cell.events.push(entry);
        open.end = Math.max(open.end, endRow);
      } else {
        open = { row: startRow, end: endRow, cell: { events: [entry], rowSpan: 0 } };
        slots[startRow]![column] = open.cell;
      }
      open.cell.rowSpan = open.end - open.row;
      for (let row = open.row + 1; row < open.end; row++) slots[row]![column] = 'covered';
    }
  });
  return { day, venues, rows, slots };
}

/** The evening starts at this hour: where the timetable opens outside the festival. */
export const eveningStartsAtHour = 18;

/**
 * Where the timetable opens when the festival is not on (before it, or after it as an archive):
 * the first festival night's first show of the evening, from 18:00 (the top of its bill is that
 * night's first headline; a cancelled or postponed show does not count); the night's first show
 * when nothing starts in its evening. Null without events.
 */
export function timetableOpening(events: ScheduledEvent[]): string | null {
  const taking = events.filter((entry) => !(offStates as readonly string[]).includes(entry.event.buttonState ?? ''));
  const firstNight = taking.reduce<string | null>((first, entry) => (first === null || entry.day < first ? entry.day : first), null);
  if (firstNight === null) return null;
  const night = taking.filter((entry) => entry.day === firstNight).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const evening = `${firstNight}T${String(eveningStartsAtHour).padStart(2, '0')}:00:00`;
  return (night.find((entry) => entry.startsAt >= evening) ?? night[0]!).startsAt;
}

import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { festivalInstant } from '@/lib/festival-time';
import { siteConfig } from '@/lib/site-config';
import type { GeoPoint } from '@/queries/types';
import { addressWithCity } from '@/features/venues/address';

/**
 * THE iCalendar (RFC 5545) writer behind every `.ics` the site serves: an event's "add to
 * calendar" file, the programme and category feeds, My schedule's feed. One writer, so that a
 * calendar holding the same event from two of them sees ONE event:
 *
 * - `UID` is `event-{schedule id}@{host}`: the English post's database id (scheduleIdOf), the same
 *   in both languages, after a move and in every file and feed.
 * - `SEQUENCE` grows with every save of the event in either language: the seconds from
 *   `sequenceEpoch` to the later of the two posts' `modified` dates. WordPress's `modified` only
 *   moves forward, and every instance computes the same number from the same content, so a
 *   calendar that sees a new time, venue or status with a higher SEQUENCE replaces its copy.
 * - `DTSTAMP` and `LAST-MODIFIED` are that same moment (not "now"): the same content gives the
 *   same bytes, which is what makes the feeds' ETags and 304s possible.
 * - Times are UTC instants (`…Z`): exact across daylight saving with no VTIMEZONE to get right,
 *   and shown by every calendar app in the phone's own zone (in Montréal: the festival's time).
 * - `LOCATION` is the venue and, when its details give one, its street address on the same line
 *   (`Salle Mirabelle, 4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5`), which a phone's
 *   calendar hands to its map app; `GEO` its coordinates when known.
 *
 * Written with `ical-generator` (escaping, folding at 75 octets, the calendar's properties);
 * ical.js (Mozilla's parser) reads every file in the tests.
 */

/** 2020-01-01T00:00:00Z: SEQUENCE fits a signed 32-bit integer until 2088. */
const sequenceEpochMs = Date.UTC(2020, 0, 1);

export type CalendarLanguage = 'en' | 'fr';

export interface CalendarEventInput {
  /** The language-independent id (scheduleIdOf). */
  scheduleId: number;
  /** The title, with the state before it when the event does not take place as listed ("Cancelled: …"). */
  summary: string;
  /** Wall-clock start and length in minutes, by the timetable's rule (scheduleEvents). */
  startsAt: string;
  durationMinutes: number;
  venue: { name: string; streetAddress?: string | null; geo?: GeoPoint | null } | null;
  /** ACF's `buttonState` (cancelled, postponed, sold_out, …). */
  state: string | null;
  /** Absolute URL of the event's page. */
  url: string;
  /** Plain text. */
  description: string;
  /** Wall-clock dates of the last saves of this post and of its translation. */
  modified: Array<string | null | undefined>;
}

export interface CalendarInput {
  name: string;
  description?: string;
  language: CalendarLanguage;
  /** Absolute URL of the page the calendar comes from. */
  url: string;
  events: CalendarEventInput[];
}

/** Subscribed calendars: apps that honour it look again every hour. */
export const refreshIntervalSeconds = 3600;

export function calendarUid(scheduleId: number): string {
  return `event-${scheduleId}@${new URL(siteConfig.baseUrl).host}`;
}

/** The moment of the latest save, as an instant; null when no date is known. */
export function lastSavedAt(modified: Array<string | null | undefined>): Date | null {
  const times = modified.filter((value): value is string => Boolean(value)).map((value) => festivalInstant(value).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

export function sequenceOf(modified: Array<string | null | undefined>): number {
  const saved = lastSavedAt(modified);
  return saved ? Math.max(0, Math.floor((saved.getTime() - sequenceEpochMs) / 1000)) : 0;
}

/** The venue and its address on one line (a phone's calendar hands LOCATION to its map app as it is), the coordinates as GEO. */
function locationOf(venue: NonNullable<CalendarEventInput['venue']>) {
  const title = venue.streetAddress ? `${venue.name}, ${addressWithCity(venue.streetAddress)}` : venue.name;
  return venue.geo ? { title, geo: { lat: venue.geo.latitude, lon: venue.geo.longitude } } : { title };
}

function statusOf(state: string | null): ICalEventStatus {
  if (state === 'cancelled') return ICalEventStatus.CANCELLED;
  if (state === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

export function buildCalendar(input: CalendarInput): string {
  const calendar = ical({
    name: input.name,
    description: input.description ?? null,
    prodId: { company: 'POP Montreal', product: 'Festival site', language: input.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: input.url,
    ttl: refreshIntervalSeconds,
    x: { 'X-WR-TIMEZONE': siteConfig.timeZone },
  });
  for (const event of input.events) {
    const start = festivalInstant(event.startsAt);
    const saved = lastSavedAt(event.modified) ?? new Date(sequenceEpochMs);
    calendar.createEvent({
      id: calendarUid(event.scheduleId),
      sequence: sequenceOf(event.modified),
      stamp: saved,
      lastModified: saved,
      start,
      end: new Date(start.getTime() + event.durationMinutes * 60_000),
      summary: event.summary,
      location: event.venue ? locationOf(event.venue) : null,
      description: event.description || null,
      url: event.url,
      status: statusOf(event.state),
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

import { escapeText, fold, utcStamp } from '@/features/ics';
import { festivalInstant } from '@/lib/festival-time';
import { siteConfig } from '@/lib/site-config';
import type { ScheduledEvent } from './scheduled-event';

/**
 * My schedule as one iCalendar (RFC 5545) file: the download and the `webcal:` subscription.
 * Starts are Montréal wall-clock times with a VTIMEZONE, so a calendar app shows 21:00 at the
 * festival whatever zone the phone is in; ends are UTC instants (allowed beside a zoned start),
 * exact across a daylight-saving change, where a local end can be ambiguous (01:30 happens twice
 * on the November night) and DURATION is added to local time by some parsers. UIDs are the schedule id (the same in both languages and after a
 * move), so a refreshed subscription updates an event instead of adding a second one.
 *
 * Written by hand like features/ics.ts: a generator library would add a dependency and a
 * separate time-zone database for 20 fixed lines; ical.js parses the output in the tests.
 */

/**
 * Montréal's rules since 2007 (America/Montreal is an alias of America/Toronto): daylight time
 * from the second Sunday of March to the first Sunday of November, both at 02:00.
 */
const montrealTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${siteConfig.timeZone}`,
  `X-LIC-LOCATION:${siteConfig.timeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface FeedEntry {
  scheduled: ScheduledEvent;
  /** Same in both languages: see scheduleIdOf. */
  scheduleId: number;
  /** Absolute URL of the event's page. */
  url: string;
}

export interface FeedOptions {
  language: 'en' | 'fr';
  calendarName: string;
  /** Shown before the title of an event that no longer takes place as listed (`Cancelled: …`). */
  stateLabel: (state: string) => string | null;
  now?: Date;
}

function localStamp(wallClock: string): string {
  return wallClock.slice(0, 19).replace(/[-:]/g, '');
}

function eventLines(entry: FeedEntry, host: string, stamp: string, options: FeedOptions): string[] {
  const { event, startsAt, durationMinutes } = entry.scheduled;
  const label = event.buttonState ? options.stateLabel(event.buttonState) : null;
  const summary = label ? `${label}: ${event.title}` : event.title;
  const lang = options.language;
  return [
    'BEGIN:VEVENT',
    `UID:event-${entry.scheduleId}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${siteConfig.timeZone}:${localStamp(startsAt)}`,
    `DTEND:${utcStamp(new Date(festivalInstant(startsAt).getTime() + durationMinutes * 60_000))}`,
    `SUMMARY;LANGUAGE=${lang}:${escapeText(summary)}`,
    ...(event.venue ? [`LOCATION;LANGUAGE=${lang}:${escapeText(event.venue.title)}`] : []),
    `STATUS:${event.buttonState === 'cancelled' ? 'CANCELLED' : event.buttonState === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
    `URL:${entry.url}`,
    'END:VEVENT',
  ];
}

export function buildScheduleFeed(entries: FeedEntry[], options: FeedOptions): string {
  const host = new URL(siteConfig.baseUrl).host;
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//POP Montreal//My schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${siteConfig.timeZone}`,
    // Subscribed calendars: ask apps that honour it to look again every hour.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...montrealTimeZone,
    ...entries.flatMap((entry) => eventLines(entry, host, stamp, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

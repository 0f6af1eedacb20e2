import { festivalInstant } from '@/lib/festival-time';

/**
 * An iCalendar (RFC 5545) file for one event. Times are festival wall-clock times converted to
 * UTC, which every calendar app shows correctly in the visitor's own zone.
 */
export interface CalendarEntry {
  uid: string;
  title: string;
  startsAt: string;
  /** Defaults to two hours after the start. */
  endsAt?: string | null;
  location?: string | null;
  description?: string | null;
  url: string;
  language: 'en' | 'fr';
  now?: Date;
}

export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * RFC 5545 TEXT escaping. Every line break — CRLF, LF, and a bare CR, which some calendar apps
 * also take as the end of a line — becomes `\n`: content text can never start a property of its own.
 */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space, without splitting a character. */
export function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(entry: CalendarEntry): string {
  const start = festivalInstant(entry.startsAt);
  const end = entry.endsAt ? festivalInstant(entry.endsAt) : new Date(start.getTime() + 2 * 60 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//POP Montreal//Festival site//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.now ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY;LANGUAGE=${entry.language}:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION;LANGUAGE=${entry.language}:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION;LANGUAGE=${entry.language}:${escapeText(entry.description)}`] : []),
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

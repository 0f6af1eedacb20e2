import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEventInput, sequenceOf } from '@/features/calendar/ical';
import { calendarEventOf } from '@/features/calendar/event-calendars';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { toZonedIso } from '@/lib/festival-time';
import { eventFixture } from '../fixtures/events';

const base: CalendarEventInput = {
  scheduleId: 42,
  summary: 'Soirée d’ouverture; avec invités, etc.',
  startsAt: '2027-09-22T20:30:00',
  durationMinutes: 120,
  venue: { name: 'Salle Mirabelle', streetAddress: '4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5', geo: { latitude: 45.51985, longitude: -73.58465 } },
  state: null,
  url: 'https://example.com/fr/evenement/soiree-d-ouverture',
  description: 'Line one\nLine two',
  modified: ['2027-09-01T10:00:00', '2027-09-02T11:00:00'],
};

const calendar = (events: Partial<CalendarEventInput>[]) =>
  buildCalendar({ name: 'POP Montréal : programme', language: 'fr', url: 'https://example.com/fr/calendrier', events: events.map((event) => ({ ...base, ...event })) });

/** Parsed by Mozilla's ical.js, as a calendar app would. */
function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return { calendar: component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('the iCalendar writer', () => {
  it('writes Montréal wall-clock times as exact UTC instants, daylight saving included', () => {
    const { events } = parse(
      calendar([
        { scheduleId: 1, startsAt: '2027-09-22T20:30:00' },
        { scheduleId: 2, startsAt: '2027-12-01T20:00:00' },
        // 2027-03-14 02:00 → 03:00: a 01:30 show lasts 2 real hours.
        { scheduleId: 3, startsAt: '2027-03-14T01:30:00' },
        // 2027-11-07 02:00 → 01:00: 00:30 EDT plus 2 hours is 01:30 EST.
        { scheduleId: 4, startsAt: '2027-11-07T00:30:00' },
      ]),
    );
    const utc = events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()]);
    expect(utc).toEqual([
      ['2027-09-23T00:30:00.000Z', '2027-09-23T02:30:00.000Z'],
      ['2027-12-02T01:00:00.000Z', '2027-12-02T03:00:00.000Z'],
      ['2027-03-14T06:30:00.000Z', '2027-03-14T08:30:00.000Z'],
      ['2027-11-07T04:30:00.000Z', '2027-11-07T06:30:00.000Z'],
    ]);
  });

  it('names the calendar, asks subscribers to refresh hourly and gives each event its UID, page, venue and text', () => {
    const ics = calendar([{}]);
    const { calendar: parsed, events } = parse(ics);
    expect(parsed.getFirstPropertyValue('x-wr-calname')).toBe('POP Montréal : programme');
    expect(ics).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n/);
    expect(ics).toMatch(/X-PUBLISHED-TTL:PT1H\r\n/);
    const [event] = events;
    expect(event!.uid).toBe('event-42@localhost:3000');
    expect(event!.summary).toBe('Soirée d’ouverture; avec invités, etc.');
    expect(event!.location).toBe('Salle Mirabelle, 4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5');
    expect(event!.description).toBe('Line one\nLine two');
    expect(event!.component.getFirstPropertyValue('url')).toBe(base.url);
    expect(event!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('puts the venue and its street address on one LOCATION line and its coordinates in GEO, each only when known', () => {
    const { events } = parse(
      calendar([
        {},
        { scheduleId: 2, venue: { name: 'Studio Hirondelle', streetAddress: '87 rue Bernard Ouest', geo: null } },
        { scheduleId: 3, venue: { name: 'Fernhill Library' } },
        { scheduleId: 4, venue: null },
      ]),
    );
    const where = events.map((event) => [event.location, event.component.getFirstPropertyValue('geo')]);
    expect(where).toEqual([
      ['Salle Mirabelle, 4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5', [45.51985, -73.58465]],
      // A line that names no city is in Montréal: a map app needs the city to find the street.
      ['Studio Hirondelle, 87 rue Bernard Ouest, Montréal', null],
      ['Fernhill Library', null],
      [null, null],
    ]);
  });

  it('derives SEQUENCE from the later save of either language, so it grows with every save', () => {
    const [event] = parse(calendar([{}])).events;
    expect(event!.sequence).toBe(sequenceOf(['2027-09-02T11:00:00']));
    expect(sequenceOf(['2027-09-02T11:00:01'])).toBe(event!.sequence + 1);
    expect(sequenceOf([null, undefined])).toBe(0);
    expect(sequenceOf(['2087-12-31T23:59:59'])).toBeLessThan(2 ** 31);
  });

  it('writes the same bytes for the same content (no "now" in it): the ETag of a feed is stable', () => {
    expect(calendar([{}, { scheduleId: 43 }])).toBe(calendar([{}, { scheduleId: 43 }]));
  });

  it('a bare CR in content cannot start a property of its own; lines are folded at 75 octets with CRLF', () => {
    const ics = calendar([{ summary: 'Show\rATTENDEE:mailto:evil@example.com', description: 'a\r\nb\rc\nd' }, { scheduleId: 7, summary: 'é'.repeat(100) }]);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
    const { events } = parse(ics);
    expect(events[0]!.summary).toBe('Show\nATTENDEE:mailto:evil@example.com');
    expect(events[0]!.attendees).toEqual([]);
    expect(events[0]!.description).toBe('a\nb\nc\nd');
    expect(events[1]!.summary).toBe('é'.repeat(100));
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('marks a cancelled event CANCELLED and a postponed one TENTATIVE, with the state before the title', () => {
    const entries = scheduleEvents([
      eventFixture('off', { databaseId: 5, buttonState: 'cancelled' }),
      eventFixture('later', { databaseId: 6, buttonState: 'postponed', showAt: '2027-09-23T20:00:00' }),
    ]).map((entry) => calendarEventOf(entry, 'en')!);
    const { events } = parse(buildCalendar({ name: 'x', language: 'en', url: 'https://example.com', events: entries }));
    expect(events.map((event) => [event.component.getFirstPropertyValue('status'), event.summary])).toEqual([
      ['CANCELLED', 'Cancelled: off'],
      ['TENTATIVE', 'Postponed: later'],
    ]);
  });
});

describe('toZonedIso', () => {
  it('labels festival times with the Montréal offset of that date', () => {
    expect(toZonedIso('2027-09-22T20:30:00')).toBe('2027-09-22T20:30:00-04:00');
    expect(toZonedIso('2027-01-10T20:30:00')).toBe('2027-01-10T20:30:00-05:00');
  });
});

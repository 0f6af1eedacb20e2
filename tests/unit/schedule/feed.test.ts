import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildScheduleFeed, type FeedEntry } from '@/features/schedule/feed';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { eventFixture } from '../fixtures/events';

const venue = { id: 'v1', title: 'Salle Mirabelle; upstairs, left' };

function feedOf(events: ReturnType<typeof eventFixture>[]): string {
  const entries: FeedEntry[] = scheduleEvents(events).map((scheduled) => ({
    scheduled,
    scheduleId: scheduled.event.databaseId!,
    url: `https://popmontreal.example/event/${scheduled.event.slug}`,
  }));
  return buildScheduleFeed(entries, {
    language: 'en',
    calendarName: 'POP Montreal: my schedule',
    stateLabel: (state) => (state === 'cancelled' ? 'Cancelled' : null),
    now: new Date('2027-09-01T00:00:00Z'),
  });
}

/** Parsed by a real calendar library (Mozilla's ical.js), as a calendar app would. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('the My schedule feed', () => {
  it('holds every picked event at its Montréal time, with a VTIMEZONE, stable UIDs and escaped text', () => {
    const ics = feedOf([
      eventFixture('opening', { databaseId: 101, title: 'Opening; night, part 1', showAt: '2027-09-22T21:00:00', venue }),
      eventFixture('moved', { databaseId: 102, showAt: '2027-09-22T20:00:00', newDate: '2027-09-26T17:00:00' }),
    ]);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Montreal');
    expect(ics).toContain('DTSTART;TZID=America/Montreal:20270922T210000');
    const [opening, moved] = parse(ics);
    expect(opening!.uid).toBe('event-101@localhost:3000');
    expect(opening!.summary).toBe('Opening; night, part 1');
    expect(opening!.location).toBe('Salle Mirabelle; upstairs, left');
    expect(opening!.startDate.toJSDate().toISOString()).toBe('2027-09-23T01:00:00.000Z');
    expect(opening!.endDate.toJSDate().toISOString()).toBe('2027-09-23T03:00:00.000Z');
    // A rescheduled event is at its new date.
    expect(moved!.startDate.toJSDate().toISOString()).toBe('2027-09-26T21:00:00.000Z');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('keeps the same UID when an event moves, so a subscription updates it', () => {
    const before = parse(feedOf([eventFixture('x', { databaseId: 7, showAt: '2027-09-23T21:00:00' })]))[0]!;
    const after = parse(feedOf([eventFixture('x', { databaseId: 7, showAt: '2027-09-23T21:00:00', newDate: '2027-09-24T20:00:00' })]))[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.startDate.toJSDate().getTime() - before.startDate.toJSDate().getTime()).toBe(23 * 3_600_000);
  });

  it('is exact across daylight-saving changes (EST in winter, 2 real hours across a change)', () => {
    const [springForward, fallBack, winter] = parse(
      feedOf([
        eventFixture('winter', { databaseId: 1, showAt: '2027-12-02T20:00:00' }),
        // 2027-03-14 02:00 → 03:00: a 01:30 show lasts 2 real hours, until 04:30 EDT.
        eventFixture('spring', { databaseId: 2, showAt: '2027-03-14T01:30:00' }),
        // 2027-11-07 02:00 → 01:00: 00:30 EDT plus 2 hours is 01:30 EST.
        eventFixture('fall', { databaseId: 3, showAt: '2027-11-07T00:30:00' }),
      ]),
    );
    expect(winter!.startDate.toJSDate().toISOString()).toBe('2027-12-03T01:00:00.000Z');
    expect(springForward!.startDate.toJSDate().toISOString()).toBe('2027-03-14T06:30:00.000Z');
    expect(springForward!.endDate.toJSDate().toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(fallBack!.startDate.toJSDate().toISOString()).toBe('2027-11-07T04:30:00.000Z');
    expect(fallBack!.endDate.toJSDate().toISOString()).toBe('2027-11-07T06:30:00.000Z');
  });

  it('applies the VTIMEZONE rules on the change days themselves (second Sunday of March, first of November)', () => {
    const [afterSpring, afterFall] = parse(
      feedOf([
        eventFixture('after-spring', { databaseId: 4, showAt: '2027-03-14T12:00:00' }),
        eventFixture('after-fall', { databaseId: 6, showAt: '2027-11-07T12:00:00' }),
      ]),
    );
    expect(afterSpring!.startDate.toJSDate().toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(afterFall!.startDate.toJSDate().toISOString()).toBe('2027-11-07T17:00:00.000Z');
  });

  it('marks a cancelled event as such', () => {
    const ics = feedOf([eventFixture('off', { databaseId: 5, buttonState: 'cancelled' })]);
    expect(ics).toContain('STATUS:CANCELLED');
    expect(parse(ics)[0]!.summary).toBe('Cancelled: off');
  });
});

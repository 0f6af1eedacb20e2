import { describe, expect, it } from 'vitest';
import {
  defaultEventMinutes,
  festivalDaysOf,
  groupByFestivalDay,
  pickSnapshotOf,
  scheduleEvents,
  scheduleIdOf,
} from '@/features/schedule/scheduled-event';
import { eventFixture } from '../fixtures/events';

const hall = { id: 'v1', title: 'Salle Mirabelle' };
const club = { id: 'v2', title: 'Club Lumen' };

describe('scheduling events', () => {
  it('groups by festival night: a 00:30 set stays on the night before, a moved event on its new day', () => {
    const events = [
      eventFixture('late', { showAt: '2027-09-24T00:30:00' }),
      eventFixture('evening', { showAt: '2027-09-23T21:00:00' }),
      eventFixture('moved', { showAt: '2027-09-22T20:00:00', newDate: '2027-09-26T17:00:00' }),
      eventFixture('undated', { showAt: null }),
    ];
    expect(groupByFestivalDay(events).map(({ day, events: list }) => [day, list.map((e) => e.slug)])).toEqual([
      ['2027-09-23', ['evening', 'late']],
      ['2027-09-26', ['moved']],
    ]);
    expect(festivalDaysOf(events)).toEqual(['2027-09-23', '2027-09-26']);
  });

  it('gives an event 2 hours, cut short by the next one in the same venue, never below 30 minutes', () => {
    const [first, second, third, other] = scheduleEvents([
      eventFixture('a', { showAt: '2027-09-23T19:00:00', venue: hall }),
      eventFixture('b', { showAt: '2027-09-23T20:00:00', venue: hall }),
      eventFixture('c', { showAt: '2027-09-23T20:10:00', venue: hall }),
      eventFixture('d', { showAt: '2027-09-23T19:30:00', venue: club }),
    ]).sort((x, y) => x.event.slug.localeCompare(y.event.slug));
    expect(first!.durationMinutes).toBe(60);
    expect(first!.endsAt).toBe('2027-09-23T20:00:00');
    expect(second!.durationMinutes).toBe(30);
    expect(third!.durationMinutes).toBe(defaultEventMinutes);
    expect(third!.endsAt).toBe('2027-09-23T22:10:00');
    expect(other!.durationMinutes).toBe(defaultEventMinutes);
  });

  it('keys picks by the English post id in both languages', () => {
    const english = eventFixture('x', { databaseId: 10, translationDatabaseId: 11 });
    const french = eventFixture('x-fr', { databaseId: 11, translationDatabaseId: 10 });
    const frenchOnly = eventFixture('y-fr', { databaseId: 12, translationDatabaseId: null });
    expect(scheduleIdOf(english, 'en')).toBe(10);
    expect(scheduleIdOf(french, 'fr')).toBe(10);
    expect(scheduleIdOf(frenchOnly, 'fr')).toBe(12);
    expect(pickSnapshotOf(french, 'fr')).toEqual({ id: 10, title: 'x-fr', startsAt: '2027-09-22T20:30:00', venue: null, state: null });
    expect(pickSnapshotOf(eventFixture('z', { databaseId: 13, showAt: null }), 'en')).toBeNull();
  });
});

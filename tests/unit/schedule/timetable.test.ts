import { describe, expect, it } from 'vitest';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { buildTimetable, type TimetableCell, timetableOpening } from '@/features/schedule/timetable';
import { eventFixture } from '../fixtures/events';

const hall = { id: 'v1', title: 'Salle Mirabelle' };
const club = { id: 'v2', title: 'Club Lumen' };

function titles(slot: unknown): string[] | string | null {
  if (slot === null || slot === 'covered') return slot as string | null;
  return (slot as TimetableCell).events.map((entry) => entry.event.slug);
}

describe('the timetable grid', () => {
  const events = scheduleEvents([
    eventFixture('opening', { showAt: '2027-09-23T21:00:00', venue: hall }),
    eventFixture('dj', { showAt: '2027-09-23T21:15:00', venue: club }),
    eventFixture('late', { showAt: '2027-09-24T00:30:00', venue: club }),
    eventFixture('next-day', { showAt: '2027-09-24T20:00:00', venue: hall }),
  ]);
  const grid = buildTimetable('2027-09-23', events);

  it('has a column per venue of the day (by name) and 30-minute rows from the first start to the last end', () => {
    expect(grid.venues.map((venue) => venue?.title)).toEqual(['Club Lumen', 'Salle Mirabelle']);
    expect(grid.rows[0]).toBe('2027-09-23T21:00:00');
    expect(grid.rows.at(-1)).toBe('2027-09-24T02:00:00');
    expect(grid.rows).toHaveLength(11);
  });

  it('starts a cell in the row of its start and spans to its end; covered rows hold nothing', () => {
    const column = grid.slots.map((row) => titles(row[0]));
    // 21:15 → the 21:00 row; 2 hours → until 23:15, rounded up to 23:30: 5 rows.
    expect(column.slice(0, 6)).toEqual([['dj'], 'covered', 'covered', 'covered', 'covered', null]);
    expect((grid.slots[0]![0] as TimetableCell).rowSpan).toBe(5);
    expect(column[7]).toEqual(['late']);
    expect(grid.slots[0]![1]).toMatchObject({ rowSpan: 4 });
  });

  it('puts events of one venue that share rows in one cell', () => {
    const crowded = buildTimetable(
      '2027-09-23',
      scheduleEvents([
        eventFixture('a', { showAt: '2027-09-23T20:00:00', venue: hall }),
        eventFixture('b', { showAt: '2027-09-23T20:10:00', venue: hall }),
      ]),
    );
    expect(titles(crowded.slots[0]![0])).toEqual(['a', 'b']);
    expect((crowded.slots[0]![0] as TimetableCell).rowSpan).toBe(5);
  });

  it('gives events without a venue their own last column, and an empty day no rows', () => {
    const withUnknown = buildTimetable('2027-09-23', scheduleEvents([eventFixture('tba', { showAt: '2027-09-23T20:00:00' }), eventFixture('x', { showAt: '2027-09-23T20:00:00', venue: hall })]));
    expect(withUnknown.venues.map((venue) => venue?.title ?? null)).toEqual(['Salle Mirabelle', null]);
    expect(buildTimetable('2027-09-30', events).rows).toEqual([]);
  });
});

describe('where the timetable opens outside the festival', () => {
  it('on the first night’s first show from 18:00, not its afternoon', () => {
    const events = scheduleEvents([
      eventFixture('noon', { showAt: '2027-09-22T12:00:00' }),
      eventFixture('film', { showAt: '2027-09-22T19:00:00' }),
      eventFixture('headline', { showAt: '2027-09-22T21:00:00' }),
      eventFixture('thursday', { showAt: '2027-09-23T18:00:00' }),
    ]);
    expect(timetableOpening(events)).toBe('2027-09-22T19:00:00');
  });

  it('passes over a cancelled show; falls back on the night’s first show when its evening is empty', () => {
    const events = scheduleEvents([
      eventFixture('cancelled', { showAt: '2027-09-22T18:30:00', buttonState: 'cancelled' }),
      eventFixture('late', { showAt: '2027-09-23T00:30:00' }),
      eventFixture('afternoon', { showAt: '2027-09-22T15:00:00' }),
    ]);
    expect(timetableOpening(events)).toBe('2027-09-23T00:30:00');
    expect(timetableOpening(scheduleEvents([eventFixture('afternoon', { showAt: '2027-09-22T15:00:00' })]))).toBe('2027-09-22T15:00:00');
    expect(timetableOpening([])).toBeNull();
  });
});

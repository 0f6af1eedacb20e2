import { describe, expect, it } from 'vitest';
import { changesSincePicked, findClashes, type ProgrammeEntry } from '@/features/schedule/compare';
import type { SchedulePick } from '@/features/schedule/picks';

const hour = 3_600_000;
function entry(id: number, startHour: number, hours: number, extra: Partial<ProgrammeEntry> = {}): ProgrammeEntry {
  const startMs = Date.UTC(2027, 8, 24, startHour);
  return {
    id, title: `Event ${id}`, path: `/event/${id}`, startsAt: `2027-09-23T${String(startHour - 4).padStart(2, '0')}:00:00`,
    endsAt: '', startMs, endMs: startMs + hours * hour, day: '2027-09-23', venue: 'Salle Mirabelle', venuePath: '/venue/salle-mirabelle', state: 'on_sale', rescheduled: false, ...extra,
  };
}

describe('clash detection', () => {
  it('flags overlapping picks both ways, not those that only touch', () => {
    const clashes = findClashes([entry(1, 0, 2), entry(2, 1, 2), entry(3, 2, 1), entry(4, 3, 1)]);
    expect(clashes.get(1)).toEqual([2]);
    expect(clashes.get(2)).toEqual([1, 3]);
    expect(clashes.get(3)).toEqual([2]);
    expect(clashes.has(4)).toBe(false);
  });

  it('finds every overlap of an event that contains several others', () => {
    const clashes = findClashes([entry(1, 0, 6), entry(2, 1, 1), entry(3, 4, 1)]);
    expect(clashes.get(1)).toEqual([2, 3]);
    expect(clashes.has(2) && clashes.has(3)).toBe(true);
    expect(clashes.get(2)).toEqual([1]);
  });
});

describe('changes since an event was picked', () => {
  const pick: SchedulePick = { id: 1, title: 'Event 1', startsAt: '2027-09-23T21:00:00', venue: 'Salle Mirabelle', state: 'on_sale', pickedAt: '2027-09-01T00:00:00Z' };

  it('says nothing when it is as it was', () => {
    expect(changesSincePicked(pick, entry(1, 25, 2, { startsAt: '2027-09-23T21:00:00' }))).toEqual([]);
  });

  it('reports a move, a new venue and a cancellation', () => {
    const current = entry(1, 24, 2, { startsAt: '2027-09-24T20:00:00', venue: 'Club Lumen', state: 'cancelled' });
    expect(changesSincePicked(pick, current)).toEqual([
      { kind: 'moved', from: '2027-09-23T21:00:00', to: '2027-09-24T20:00:00' },
      { kind: 'venue', from: 'Salle Mirabelle', to: 'Club Lumen' },
      { kind: 'state', to: 'cancelled' },
    ]);
  });

  it('reports an event gone from the programme, and not a sale-state change that does not matter', () => {
    expect(changesSincePicked(pick, undefined)).toEqual([{ kind: 'removed' }]);
    expect(changesSincePicked(pick, entry(1, 25, 2, { startsAt: '2027-09-23T21:00:00', state: 'few_left' }))).toEqual([]);
    expect(changesSincePicked(pick, entry(1, 25, 2, { startsAt: '2027-09-23T21:00:00', state: 'sold_out' }))).toEqual([{ kind: 'state', to: 'sold_out' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseStoredPicks, picksVersion, serializePicks, type SchedulePick } from '@/features/schedule/picks';

const pick = (id: number): SchedulePick => ({ id, title: `Event ${id}`, startsAt: '2027-09-23T21:00:00', venue: 'Club Lumen', state: 'on_sale', pickedAt: '2027-09-01T12:00:00.000Z' });

describe('stored picks', () => {
  it('round-trips a versioned value', () => {
    const raw = serializePicks([pick(1), pick(2)]);
    expect(JSON.parse(raw).version).toBe(picksVersion);
    expect(parseStoredPicks(raw)).toEqual({ picks: [pick(1), pick(2)], repaired: false });
  });

  it('is empty without a value', () => {
    expect(parseStoredPicks(null)).toEqual({ picks: [], repaired: false });
  });

  it('drops invalid picks and keeps the valid ones', () => {
    const raw = JSON.stringify({ version: 1, picks: [pick(1), { id: 'x' }, { ...pick(2), startsAt: 'tomorrow' }, pick(3), pick(3), null] });
    expect(parseStoredPicks(raw)).toEqual({ picks: [pick(1), pick(3)], repaired: true });
  });

  it('drops picks whose start time does not exist (the page would fail to format it)', () => {
    const impossible = ['2027-13-01T20:00', '2027-09-23T25:00', '2027-02-30T20:00', '2027-09-23T20:60', '2027-00-10T20:00', '2027-09-23T20:00:61'];
    const raw = JSON.stringify({ version: 1, picks: [pick(1), ...impossible.map((startsAt, i) => ({ ...pick(10 + i), startsAt })), pick(2)] });
    expect(parseStoredPicks(raw)).toEqual({ picks: [pick(1), pick(2)], repaired: true });
    expect(parseStoredPicks(JSON.stringify({ version: 1, picks: [{ ...pick(3), startsAt: '2028-02-29T23:59' }] })).picks).toHaveLength(1);
  });

  it('recovers every complete pick from a truncated or mangled value', () => {
    const raw = serializePicks([pick(1), pick(2), pick(3)]);
    const truncated = raw.slice(0, raw.lastIndexOf('{') + 20);
    expect(parseStoredPicks(truncated)).toEqual({ picks: [pick(1), pick(2)], repaired: true });
    expect(parseStoredPicks(`garbage${serializePicks([pick(4)])}`).picks).toEqual([pick(4)]);
  });

  it('reads a bare list or a value of another version, and marks it for rewriting', () => {
    expect(parseStoredPicks(JSON.stringify([pick(5)]))).toEqual({ picks: [pick(5)], repaired: true });
    expect(parseStoredPicks(JSON.stringify({ version: 2, picks: [pick(6)] }))).toEqual({ picks: [pick(6)], repaired: true });
    expect(parseStoredPicks('"just a string"')).toEqual({ picks: [], repaired: true });
  });

  it('bounds text and defaults a missing pick time', () => {
    const { picks } = parseStoredPicks(JSON.stringify({ version: 1, picks: [{ id: 9, title: 'x'.repeat(1000), startsAt: '2027-09-23T21:00', venue: null, state: null }] }));
    expect(picks[0]!.title).toHaveLength(300);
    expect(picks[0]!.pickedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});

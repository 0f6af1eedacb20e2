import { describe, expect, it, vi } from 'vitest';
import { addMinutes, festivalClockNow, festivalDay, festivalDayBounds, isIsoDay, minutesBetween, steadyUtcOffset, wallClockNow } from '@/lib/festival-day';

describe('festival days (the 6 a.m. rule)', () => {
  it('keeps a late-night set on the night it belongs to', () => {
    expect(festivalDay('2027-09-24T00:30:00')).toBe('2027-09-23');
    expect(festivalDay('2027-09-24T05:59:00')).toBe('2027-09-23');
    expect(festivalDay('2027-09-24T06:00:00')).toBe('2027-09-24');
    expect(festivalDay('2027-09-23T21:00:00')).toBe('2027-09-23');
  });

  it('crosses months and years', () => {
    expect(festivalDay('2027-10-01T01:00:00')).toBe('2027-09-30');
    expect(festivalDay('2028-01-01T02:00:00')).toBe('2027-12-31');
  });

  it('runs a festival day from 06:00 to 06:00', () => {
    expect(festivalDayBounds('2027-09-26')).toEqual({ from: '2027-09-26T06:00:00', to: '2027-09-27T06:00:00' });
  });

  it('accepts only real ISO dates as day segments', () => {
    expect(isIsoDay('2027-09-23')).toBe(true);
    for (const bad of ['2027-02-30', '2027-9-23', '2027-09-23x', '../etc', '', '2027-13-01']) expect(isIsoDay(bad), bad).toBe(false);
  });

  it('adds wall-clock minutes across midnight', () => {
    expect(addMinutes('2027-09-23T23:30:00', 120)).toBe('2027-09-24T01:30:00');
    expect(minutesBetween('2027-09-23T23:30:00', '2027-09-24T01:00:00')).toBe(90);
  });

  it('reads "now" in Montréal whatever the machine’s zone', () => {
    expect(wallClockNow('America/Montreal', new Date('2027-09-24T01:15:00Z'))).toBe('2027-09-23T21:15:00');
    expect(wallClockNow('America/Montreal', new Date('2027-12-24T01:15:00Z'))).toBe('2027-12-23T20:15:00');
  });

  it('reads the festival clock by its steady offset, the same as by its zone, without Intl', () => {
    const offset = steadyUtcOffset('America/Montreal', '2027-09-22T06:00:00', '2027-09-27T06:00:00');
    expect(offset).toBe(-240);
    const clock = { timeZone: 'America/Montreal', utcOffsetMinutes: offset };
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    const read = ['2027-09-22T10:00:00Z', '2027-09-25T03:59:59Z', '2027-09-27T09:30:00Z'].map((instant) => festivalClockNow(clock, new Date(instant)));
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
    expect(read).toEqual(['2027-09-22T06:00:00', '2027-09-24T23:59:59', '2027-09-27T05:30:00']);
    for (const instant of ['2027-09-22T10:00:00Z', '2027-09-25T03:59:59Z']) expect(festivalClockNow(clock, new Date(instant))).toBe(wallClockNow('America/Montreal', new Date(instant)));
  });

  it('has no steady offset when the clocks change near the festival: the zone is read then', () => {
    // Montréal falls back on 2027-11-07.
    expect(steadyUtcOffset('America/Montreal', '2027-11-05T06:00:00', '2027-11-08T06:00:00')).toBeNull();
    expect(steadyUtcOffset('America/Montreal', '2027-11-01T06:00:00', '2027-11-05T06:00:00')).toBeNull();
    expect(festivalClockNow({ timeZone: 'America/Montreal', utcOffsetMinutes: null }, new Date('2027-11-07T12:00:00Z'))).toBe('2027-11-07T07:00:00');
    expect(steadyUtcOffset('Asia/Tokyo', '2027-11-05T06:00:00', '2027-11-08T06:00:00')).toBe(540);
  });
});

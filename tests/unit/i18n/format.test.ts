import { describe, expect, it } from 'vitest';
import { addMinutes } from '@/lib/festival-day';
import { clockTimeText, formatDate, formatDateRange, formatTime } from '@/i18n/format';

describe('formatTime (the spec\'s "h:mm a", moment tokens: lowercase am/pm)', () => {
  it.each([
    ['2027-09-22T20:30:00', '8:30 pm'],
    ['2027-09-23T00:30:00', '12:30 am'],
    ['2027-09-22T12:05:00', '12:05 pm'],
    ['2027-09-22T09:00:00', '9:00 am'],
  ])('%s → %s in both languages', (value, expected) => {
    expect(formatTime(value, 'en')).toBe(expected);
    expect(formatTime(value, 'fr')).toBe(expected);
  });
});

describe('clockTimeText (the clock scripts\' copy of formatTime, without date-fns)', () => {
  it('writes every minute of a day as formatTime does, in both languages', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const value = addMinutes('2027-09-22T00:00:00', minute);
      expect(clockTimeText(value), value).toBe(formatTime(value, 'en'));
      expect(clockTimeText(value), value).toBe(formatTime(value, 'fr'));
    }
  });

  it('uses nothing but its argument (it travels to the browser as source text)', () => {
    const alone = new Function(`return (${clockTimeText.toString()})`)() as typeof clockTimeText;
    expect(alone('2027-09-23T00:45:00')).toBe('12:45 am');
  });
});

describe('formatDate (the spec\'s date formats)', () => {
  it('writes the month first in English and the day first in French', () => {
    expect(formatDate('2027-09-22T20:30:00', 'en')).toBe('Sep 22, 2027');
    expect(formatDate('2027-09-22T20:30:00', 'fr')).toBe('22 sept., 2027');
  });
});

describe('formatDateRange (the festival\'s dates)', () => {
  it('writes the month and year once for days of one month', () => {
    expect(formatDateRange('2027-09-22', '2027-09-26', 'en')).toBe('September 22–26, 2027');
    expect(formatDateRange('2027-09-22', '2027-09-26', 'fr')).toBe('22–26 septembre 2027');
  });

  it('writes both months across a month end, and both years across a year end', () => {
    expect(formatDateRange('2027-09-30', '2027-10-03', 'en')).toBe('September 30 – October 3, 2027');
    expect(formatDateRange('2027-09-30', '2027-10-03', 'fr')).toBe('30 septembre – 3 octobre 2027');
    expect(formatDateRange('2027-12-30', '2028-01-02', 'en')).toBe('December 30, 2027 – January 2, 2028');
    expect(formatDateRange('2027-12-30', '2028-01-02', 'fr')).toBe('30 décembre 2027 – 2 janvier 2028');
  });

  it('writes one date for a one-day festival', () => {
    expect(formatDateRange('2027-09-22', '2027-09-22', 'en')).toBe('September 22, 2027');
    expect(formatDateRange('2027-09-22', '2027-09-22', 'fr')).toBe('22 septembre 2027');
  });
});

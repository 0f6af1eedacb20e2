import { describe, expect, it } from 'vitest';
import * as serverFormat from '@/i18n/format';
import * as browserFormat from '@/i18n/format-browser';
import { locales } from '@/i18n/locales';

/** Every day of two years, and every five minutes of a day: the browser's formats are date-fns'. */
const days = Array.from({ length: 731 }, (_, index) => {
  const date = new Date(2027, 0, 1 + index);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
});
const times = Array.from({ length: 288 }, (_, index) => {
  const minutes = index * 5;
  return `2027-09-22T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
});

describe('i18n/format-browser (My schedule formats without date-fns in the browser)', () => {
  it.each(locales)('writes the same day headings as date-fns (%s)', (locale) => {
    for (const day of days) expect(browserFormat.formatDayHeading(day, locale)).toBe(serverFormat.formatDayHeading(day, locale));
  });

  it.each(locales)('writes the same times, and weekdays with times, as date-fns (%s)', (locale) => {
    for (const time of times) expect(browserFormat.formatTime(time)).toBe(serverFormat.formatTime(time, locale));
    for (const day of days.slice(0, 14)) {
      const at = `${day}T21:00:00`;
      expect(browserFormat.formatDayAndTime(at, locale)).toBe(serverFormat.formatDayAndTime(at, locale));
    }
  });
});

import { format } from 'date-fns';
import { enCA, fr } from 'date-fns/locale';
import type { Locale } from './locales';

/**
 * Festival dates are wall-clock times in Montréal, kept as `YYYY-MM-DDTHH:mm:ss` strings without
 * an offset (see queries/adapter). Parsing such a string and formatting it in the same process
 * round-trips the wall-clock value whatever the server's time zone, so no zone maths is needed.
 */
const dateLocales = { en: enCA, fr } as const;

/** The spec's date formats: 'MMM D, YYYY' in English, 'D MMM, YYYY' in French (moment tokens). */
const datePatterns: Record<Locale, string> = { en: 'MMM d, yyyy', fr: 'd MMM, yyyy' };
/**
 * The spec's time format is 'h:mm a' in moment/dayjs tokens, where `a` is a lowercase am/pm
 * ("8:30 pm"). In date-fns `a` is the uppercase AM/PM and `aaa` the lowercase one; the same in
 * both languages, as the spec has one time format.
 */
const timePattern = 'h:mm aaa';

function toDate(localDateTime: string): Date {
  return new Date(localDateTime.length === 10 ? `${localDateTime}T00:00:00` : localDateTime);
}

/**
 * `formatTime`'s text without date-fns, for the clock's inline scripts (components/schedule/
 * clock-scripts.ts), which travel as source text and write the times of what is on now: the
 * spec's one time format ('h:mm aaa') in both languages. Self-contained; a unit test holds it
 * equal to `formatTime` for every minute of a day, in both languages.
 */
export function clockTimeText(localDateTime: string): string {
  const hour = Number(localDateTime.slice(11, 13));
  return `${hour % 12 || 12}:${localDateTime.slice(14, 16)} ${hour < 12 ? 'am' : 'pm'}`;
}

export function formatDate(localDateTime: string, locale: Locale): string {
  return format(toDate(localDateTime), datePatterns[locale], { locale: dateLocales[locale] });
}

export function formatTime(localDateTime: string, locale: Locale): string {
  return format(toDate(localDateTime), timePattern, { locale: dateLocales[locale] });
}

/** A festival day heading, e.g. "Wednesday, September 22" / "mercredi 22 septembre". */
export function formatDayHeading(localDate: string, locale: Locale): string {
  const pattern = locale === 'fr' ? 'EEEE d MMMM' : 'EEEE, MMMM d';
  return format(toDate(localDate), pattern, { locale: dateLocales[locale] });
}

/**
 * A run of festival days in the language's date order, with full month names (the hero's
 * "September 22–26, 2027" / "22–26 septembre 2027"); the month and year are written once when
 * both ends share them.
 */
export function formatDateRange(firstDay: string, lastDay: string, locale: Locale): string {
  const options = { locale: dateLocales[locale] };
  const first = toDate(firstDay);
  const last = toDate(lastDay);
  const full = locale === 'fr' ? 'd MMMM yyyy' : 'MMMM d, yyyy';
  if (firstDay.slice(0, 10) === lastDay.slice(0, 10)) return format(first, full, options);
  const sameYear = first.getFullYear() === last.getFullYear();
  const sameMonth = sameYear && first.getMonth() === last.getMonth();
  if (locale === 'fr') {
    const start = sameMonth ? 'd' : sameYear ? 'd MMMM' : full;
    return `${format(first, start, options)}${sameMonth ? '–' : ' – '}${format(last, full, options)}`;
  }
  if (sameMonth) return `${format(first, 'MMMM d', options)}–${format(last, 'd, yyyy', options)}`;
  return `${format(first, sameYear ? 'MMMM d' : full, options)} – ${format(last, full, options)}`;
}

/* The festival-goer's schedule (day tabs, timetable, My schedule). Times go through formatTime. */

/** A day tab: "Thu, Sep 23" / "jeu. 23 sept.". */
export function formatShortDay(localDate: string, locale: Locale): string {
  const pattern = locale === 'fr' ? 'EEE d MMM' : 'EEE, MMM d';
  return format(toDate(localDate), pattern, { locale: dateLocales[locale] });
}

/** A weekday and a time, for what moved: "Thu 9:00 PM" (the time as formatTime gives it). */
export function formatDayAndTime(localDateTime: string, locale: Locale): string {
  return `${format(toDate(localDateTime), 'EEE', { locale: dateLocales[locale] })} ${formatTime(localDateTime, locale)}`;
}

/** A festival day's weekday alone, for a link beside its heading: "Friday" / "vendredi". */
export function formatWeekday(localDate: string, locale: Locale): string {
  return format(toDate(localDate), 'EEEE', { locale: dateLocales[locale] });
}

import { format } from 'date-fns';
import { enCA, fr } from 'date-fns/locale';
import type { Locale } from './locales';

/**
 * Festival dates are wall-clock times in Montréal, kept as `YYYY-MM-DDTHH:mm:ss` strings without
 * an offset (see queries/adapter). Parsing such a string and formatting it in the same process
 * round-trips the wall-clock value whatever the server's time zone, so no zone maths is needed.
 */
const dateLocales = { en: enCA, fr } as const;

/** The spec's date formats: 'MMM D, YYYY' in English, 'D MMM, YYYY' in French. */
const datePatterns: Record<Locale, string> = { en: 'MMM d, yyyy', fr: 'd MMM, yyyy' };
const timePattern = 'h:mm a';

function toDate(localDateTime: string): Date {
  return new Date(localDateTime.length === 10 ? `${localDateTime}T00:00:00` : localDateTime);
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

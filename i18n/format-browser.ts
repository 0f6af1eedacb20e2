import type { Locale } from './locales';

/**
 * The few date formats My schedule writes in the browser (i18n/format.ts's formatTime,
 * formatDayHeading and formatDayAndTime), with the browser's own Intl instead of date-fns: date-fns'
 * `format` and its English and French locales are ~7 KB gzipped, which would put My schedule over
 * its JavaScript budget (issue 28). The output is the same string for string as the date-fns
 * versions the server uses (tests/unit/i18n/format-browser.test.ts compares every day and time).
 * Server code keeps using i18n/format.ts.
 */
const intlLocales = { en: 'en-CA', fr: 'fr-CA' } as const;

// Wall-clock strings without an offset, parsed and formatted in the same (browser) zone: the
// wall-clock value round-trips, as in i18n/format.ts.
function toDate(localDateTime: string): Date {
  return new Date(localDateTime.length === 10 ? `${localDateTime}T00:00:00` : localDateTime);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function namePart(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[locale], options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** "8:30 pm", the same in both languages (date-fns 'h:mm aaa'). */
export function formatTime(localDateTime: string): string {
  const date = toDate(localDateTime);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "Wednesday, September 22" / "mercredi 22 septembre". */
export function formatDayHeading(localDate: string, locale: Locale): string {
  const date = toDate(localDate);
  const weekday = namePart(date, locale, { weekday: 'long' });
  const month = namePart(date, locale, { month: 'long' });
  return locale === 'fr' ? `${weekday} ${date.getDate()} ${month}` : `${weekday}, ${month} ${date.getDate()}`;
}

/** "Thu 9:00 pm" / "jeu. 9:00 pm". */
export function formatDayAndTime(localDateTime: string, locale: Locale): string {
  return `${namePart(toDate(localDateTime), locale, { weekday: 'short' })} ${formatTime(localDateTime)}`;
}

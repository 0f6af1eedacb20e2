/** Festival calendar helpers: 22–26 September 2027, wall-clock times in America/Montreal. */
import type { LanguageCode } from '../store/types';
import { timeEn, timeFr, wallClock } from './text';

export const FESTIVAL_DAYS = [22, 23, 24, 25, 26] as const;

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_FR = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/**
 * The stored show date-time of a festival day's slot: times before 06:00 belong to the previous
 * festival day but are stored with their real calendar date (the next day).
 */
export function showAt(day: number, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return wallClock(2027, 9, h < 6 ? day + 1 : day, h, m);
}

/** `Thursday, September 23, 12:30 AM` / `jeudi 23 septembre, 0 h 30` of a stored date-time. */
export function whenText(dateTime: string, lang: LanguageCode): string {
  const day = Number(dateTime.slice(8, 10));
  const weekday = new Date(Date.UTC(2027, 8, day)).getUTCDay();
  const hhmm = dateTime.slice(11, 16);
  return lang === 'EN'
    ? `${WEEKDAYS_EN[weekday]}, September ${day}, ${timeEn(hhmm)}`
    : `${WEEKDAYS_FR[weekday]} ${day} septembre, ${timeFr(hhmm)}`;
}

/** `Thursday, September 23` / `jeudi 23 septembre`. */
export function dayText(dateTime: string, lang: LanguageCode): string {
  return whenText(dateTime, lang).replace(/, [^,]*$/, '');
}

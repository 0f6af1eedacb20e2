/**
 * Festival wall-clock arithmetic with no dependency, so that browser islands ("on now", My
 * schedule) share the server's rules at no cost. Festival times are Montréal wall-clock strings
 * `YYYY-MM-DDTHH:mm:ss` (see queries/adapter.ts).
 */

/** Shows that start before this hour belong to the previous festival night (late-night sets). */
export const festivalNightStartsAtHour = 6;

/** A `YYYY-MM-DD` date that exists in the calendar (used to validate URL segments). */
export { isIsoDay } from './calendar-day.mjs';

/** The wall-clock time `minutes` later (calendar arithmetic, no time-zone shift). */
export function addMinutes(localDateTime: string, minutes: number): string {
  const instant = new Date(`${localDateTime.length === 16 ? `${localDateTime}:00` : localDateTime}Z`);
  return new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 19);
}

/** Minutes from one wall-clock time to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000);
}

/** The festival day (night) a show belongs to: a 00:30 set on the 24th is the 23rd's. */
export function festivalDay(localDateTime: string): string {
  const [date = '', time = '00:00'] = localDateTime.split('T');
  if (Number(time.slice(0, 2)) >= festivalNightStartsAtHour) return date;
  return addMinutes(`${date}T12:00:00`, -24 * 60).slice(0, 10);
}

/** When a festival day begins and ends: from 06:00 to 06:00 the next morning. */
export function festivalDayBounds(day: string): { from: string; to: string } {
  const from = `${day}T${String(festivalNightStartsAtHour).padStart(2, '0')}:00:00`;
  return { from, to: addMinutes(from, 24 * 60) };
}

/** Wall-clock "now" in a time zone, as `YYYY-MM-DDTHH:mm:ss` (Intl only: runs in any browser). */
export function wallClockNow(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace(' ', 'T');
}

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

/** Wall-clock "now" in a time zone, as `YYYY-MM-DDTHH:mm:ss`. */
export function wallClockNow(timeZone: string, now: Date = new Date()): string {
  return festivalClockNow({ timeZone, utcOffsetMinutes: null }, now);
}

/**
 * Wall-clock "now" at the festival, as `YYYY-MM-DDTHH:mm:ss`: from its steady UTC offset when it
 * has one (`steadyUtcOffset`), else from its time zone through Intl. The clock scripts run before
 * a page's first paint, and a phone's first time-zone formatter costs it 50–90 ms (the zone's
 * data is loaded then). Self-contained: it travels to the browser as source text.
 */
export function festivalClockNow(clock: { timeZone: string; utcOffsetMinutes: number | null }, now: Date = new Date()): string {
  if (clock.utcOffsetMinutes !== null) return new Date(now.getTime() + clock.utcOffsetMinutes * 60_000).toISOString().slice(0, 19);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: clock.timeZone,
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

/**
 * The zone's offset from UTC in minutes when it is the same from two days before `from` to two
 * days after `to` (wall-clock times): no daylight-saving change near the festival, which is far
 * shorter than the months between two changes. Then `festivalClockNow` by this offset is exact
 * within a day of the festival and, further away, off by at most the change (an hour): never
 * across `from` or `to`. Null when a change falls near the festival.
 */
export function steadyUtcOffset(timeZone: string, from: string, to: string): number | null {
  const twoDays = 2 * 24 * 60 * 60_000;
  const offsetAt = (instant: number) => minutesBetween(new Date(instant).toISOString().slice(0, 19), wallClockNow(timeZone, new Date(instant)));
  const before = offsetAt(Date.parse(`${from}Z`) - twoDays);
  const after = offsetAt(Date.parse(`${to}Z`) + twoDays);
  return before === after ? before : null;
}

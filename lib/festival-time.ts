import { fromZonedTime } from 'date-fns-tz';
import { siteConfig } from './site-config';

/** A festival wall-clock time (`YYYY-MM-DDTHH:mm:ss`, Montréal) as the instant it denotes. */
export function festivalInstant(localDateTime: string): Date {
  return fromZonedTime(localDateTime, siteConfig.timeZone);
}

/** ISO 8601 with Montréal's offset at that date, e.g. `2027-09-22T20:30:00-04:00` (for JSON-LD). */
export function toZonedIso(localDateTime: string): string {
  const instant = festivalInstant(localDateTime);
  const offsetMinutes = Math.round((Date.parse(`${localDateTime}Z`) - instant.getTime()) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${localDateTime}${sign}${hh}:${mm}`;
}

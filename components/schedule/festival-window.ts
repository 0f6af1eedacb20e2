import { festivalDayBounds, steadyUtcOffset } from '@/lib/festival-day';
import type { FestivalClock } from './clock-scripts';
import { siteConfig } from '@/lib/site-config';

/** When the festival runs (its clock, as the clock scripts read it), and each festival day's page. */
export interface FestivalWindow {
  clock: FestivalClock;
  /** Each festival day's target, by day (`2027-09-23`). */
  dayHref: Record<string, string>;
}

/** The window of these festival days (none without days): what the islands that read the clock need. */
export function festivalWindow(days: string[], dayHref: (day: string) => string): FestivalWindow | null {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const { timeZone } = siteConfig;
  const { from } = festivalDayBounds(first);
  const { to } = festivalDayBounds(last);
  return {
    clock: { timeZone, from, to, utcOffsetMinutes: steadyUtcOffset(timeZone, from, to) },
    dayHref: Object.fromEntries(days.map((day) => [day, dayHref(day)])),
  };
}

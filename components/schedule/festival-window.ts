import { festivalDayBounds } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';

/** When the festival runs, in wall-clock time of its time zone, and each festival day's page. */
export interface FestivalWindow {
  timeZone: string;
  /** 06:00 on the first day. */
  from: string;
  /** 06:00 after the last night. */
  to: string;
  /** Each festival day's target, by day (`2027-09-23`). */
  dayHref: Record<string, string>;
}

/** The window of these festival days (none without days): what the islands that read the clock need. */
export function festivalWindow(days: string[], dayHref: (day: string) => string): FestivalWindow | null {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  return {
    timeZone: siteConfig.timeZone,
    from: festivalDayBounds(first).from,
    to: festivalDayBounds(last).to,
    dayHref: Object.fromEntries(days.map((day) => [day, dayHref(day)])),
  };
}

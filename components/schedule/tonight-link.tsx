'use client';

import { festivalDay } from '@/lib/festival-day';
import type { FestivalWindow } from './festival-window';
import { useWallClock } from './use-wall-clock';

/** Re-read the clock this often: the festival day changes at 06:00. */
const tickMs = 60_000;

/**
 * "Tonight" during the festival: a link to the current festival day (which runs to 06:00, so
 * at 01:30 it is still the previous night's). The clock is read in the browser, in the
 * festival's time zone, so the page stays static; outside the festival (`from`–`to`,
 * wall-clock) and on the server it renders nothing. `dayHref`: each festival day's target.
 */
export function TonightLink({ timeZone, from, to, dayHref, label }: FestivalWindow & { label: string }) {
  const now = useWallClock(timeZone, tickMs);
  if (now === null || now < from || now >= to) return null;
  const href = dayHref[festivalDay(now)];
  if (!href) return null;
  return (
    <a href={href} data-tonight className="btn-primary w-fit">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-current" />
      {label}
    </a>
  );
}

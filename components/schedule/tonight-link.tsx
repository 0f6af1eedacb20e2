'use client';

import { useEffect, useState } from 'react';
import { festivalDay, wallClockNow } from '@/lib/festival-day';

/** Re-read the clock this often: the festival day changes at 06:00. */
const tickMs = 60_000;

/**
 * "Tonight" during the festival: a link to the current festival day (which runs to 06:00, so
 * at 01:30 it is still the previous night's). The clock is read in the browser, in the
 * festival's time zone, so the page stays static; outside the festival (`from`–`to`,
 * wall-clock) and on the server it renders nothing. `dayHref`: each festival day's target.
 */
export function TonightLink({
  timeZone,
  from,
  to,
  dayHref,
  label,
}: {
  timeZone: string;
  from: string;
  to: string;
  dayHref: Record<string, string>;
  label: string;
}) {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setNow(wallClockNow(timeZone));
    update();
    const timer = window.setInterval(update, tickMs);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [timeZone]);
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

import { useEffect, useRef, useState } from 'react';
import { wallClockNow } from '@/lib/festival-day';

/**
 * The wall-clock time in `timeZone` (`2027-09-23T21:30`), read in the browser: at once, every
 * `tickMs`, when the page becomes visible again and, with `onResize`, when the window is resized.
 * `null` on the server and before the first read, so a static page renders nothing for it.
 * `alsoOnTick` runs with each read (reading the page again, for instance).
 */
export function useWallClock(timeZone: string, tickMs: number, { onResize = false, alsoOnTick }: { onResize?: boolean; alsoOnTick?: () => void } = {}): string | null {
  const [now, setNow] = useState<string | null>(null);
  const tick = useRef(alsoOnTick);
  useEffect(() => {
    tick.current = alsoOnTick;
  });
  useEffect(() => {
    const update = () => {
      setNow(wallClockNow(timeZone));
      tick.current?.();
    };
    update();
    const timer = window.setInterval(update, tickMs);
    if (onResize) window.addEventListener('resize', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(timer);
      if (onResize) window.removeEventListener('resize', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, [timeZone, tickMs, onResize]);
  return now;
}

import { useEffect } from 'react';

/** How the player that plays now is stopped; null when none plays. */
let stopPlaying: (() => void) | null = null;

/**
 * One player at a time, whichever island it is in (an artist's players, an event's, the footer's
 * playlist): while `open`, this player is the one that plays, and opening it closes the one that
 * played before (its frame leaves the page, which stops its sound). `setOpen`: the player's own
 * state setter, called with false to close it.
 */
export function useOnePlayerAtATime(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const stop = () => setOpen(false);
    const previous = stopPlaying;
    stopPlaying = stop;
    previous?.();
    return () => {
      if (stopPlaying === stop) stopPlaying = null;
    };
  }, [open, setOpen]);
}

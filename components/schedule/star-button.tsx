'use client';

import type { PickSnapshot } from '@/features/schedule/picks';
import { addPicks, isPicked, removePick, useHydrated, usePicks } from './picks-store';

/**
 * The star that keeps an event in My schedule: a toggle button (`aria-pressed`) whose name
 * stays the same whichever its state. Disabled until hydrated: without JavaScript there is no
 * My schedule to keep it in. `text`: a visible label beside the star (event pages).
 */
export function StarButton({ pick, label, text }: { pick: PickSnapshot; label: string; text?: string }) {
  const picks = usePicks();
  const hydrated = useHydrated();
  const pressed = hydrated && isPicked(picks, pick.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      disabled={!hydrated}
      data-schedule-star={pick.id}
      onClick={() => (pressed ? removePick(pick.id) : addPicks([pick]))}
      className="schedule-star"
    >
      {/* The star is drawn by CSS (app/globals.css): outlined, filled when pressed. */}
      {text}
    </button>
  );
}

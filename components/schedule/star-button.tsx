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
      title={text ? undefined : label}
      disabled={!hydrated}
      data-schedule-star={pick.id}
      onClick={() => (pressed ? removePick(pick.id) : addPicks([pick]))}
      className="schedule-star"
    >
      {/* Filled when pressed (app/globals.css). */}
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {text ? <span>{text}</span> : null}
    </button>
  );
}

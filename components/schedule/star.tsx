'use client';

import { attachStarData, type StarLabels } from './star-data';
import type { PickSnapshot } from '@/features/schedule/picks';

/**
 * One star's button (./star-button.tsx says what it is): no state and no effect of its own. Its
 * data reaches the page's star island through its element (./star-data.ts) when React takes the
 * page over; until the island runs, it is `aria-disabled` and a press on it is held.
 */
export function Star({ pick, labels, text, keepPaths }: { pick: PickSnapshot; labels: StarLabels; text?: StarLabels; keepPaths: readonly string[] }) {
  return (
    <button
      ref={(button) => {
        if (button) attachStarData(button, { pick, labels, keepPaths });
      }}
      type="button"
      aria-disabled="true"
      aria-label={text ? undefined : labels.add}
      data-replay="star"
      data-schedule-star={pick.id}
      className="schedule-star"
    >
      {/* The star is drawn by CSS (app/globals.css): outlined, filled when picked. */}
      {text && (
        <>
          <span className="star-add">{text.add}</span>
          <span className="star-remove">{text.remove}</span>
        </>
      )}
    </button>
  );
}

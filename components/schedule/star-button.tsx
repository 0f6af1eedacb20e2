'use client';

import type { PickSnapshot } from '@/features/schedule/picks';
import { keepOffline } from './keep-offline';
import { announceStar } from './star-announcement';
import { addPicks, isPicked, removePick, useHydrated, usePicks } from './picks-store';

/** What the star says, filled with the event's title: pressing it adds, or removes. */
export interface StarLabels {
  add: string;
  remove: string;
}

/**
 * The star that keeps an event in My schedule. Its name says what pressing it does ("Add to My
 * schedule: …" / "Remove from My schedule: …"), so it carries no `aria-pressed` (a toggle's name
 * would have to stay the same). Each press is announced by the page's status message
 * (`MyScheduleAnnouncer`). Disabled until hydrated: without JavaScript there is no My schedule
 * to keep it in. `text`: the same words shown beside the star (event pages). `keepPaths`: pages
 * kept on the device when the event is added (its page, My schedule), to work offline.
 */
export function StarButton({
  pick,
  labels,
  text,
  keepPaths = [],
}: {
  pick: PickSnapshot;
  labels: StarLabels;
  text?: StarLabels;
  keepPaths?: readonly string[];
}) {
  const picks = usePicks();
  const hydrated = useHydrated();
  const picked = hydrated && isPicked(picks, pick.id);
  const onClick = () => {
    if (picked) removePick(pick.id);
    else {
      addPicks([pick]);
      keepOffline(keepPaths);
    }
    announceStar(!picked);
  };
  return (
    <button
      type="button"
      aria-label={text ? undefined : picked ? labels.remove : labels.add}
      disabled={!hydrated}
      data-schedule-star={pick.id}
      data-picked={picked ? 'true' : undefined}
      onClick={onClick}
      className="schedule-star"
    >
      {/* The star is drawn by CSS (app/globals.css): outlined, filled when picked. */}
      {text && (picked ? text.remove : text.add)}
    </button>
  );
}

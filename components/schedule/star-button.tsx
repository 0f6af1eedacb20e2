import { cache } from 'react';
import type { PickSnapshot } from '@/features/schedule/picks';
import { StarIsland } from './star-island';

/** What the star says, filled with the event's title: pressing it adds, or removes. */
export interface StarLabels {
  add: string;
  remove: string;
}

/**
 * Which star of a server render brings the page's one star island: the first. React's `cache`
 * lasts one server render; in the browser it keeps nothing, so every star rendered there (My
 * schedule's) brings a copy, which the island counts (./star-island.tsx).
 */
const pageStarIsland = cache(() => ({ brought: false }));

/**
 * The star that keeps an event in My schedule: a server-rendered button whose event and names
 * are in its attributes, brought to life by the page's one star island (./star-island.tsx, event
 * delegation and the picks store), so a page of 126 stars hydrates one island and carries no
 * star's props in its payload. Its name says what pressing it does ("Add to My schedule: …" /
 * "Remove from My schedule: …"), so it carries no `aria-pressed` (a toggle's name would have to
 * stay the same). Each press is announced by the page's status message (`StarAnnouncer`).
 *
 * Until the island runs it is `aria-disabled` (without JavaScript there is no My schedule to keep
 * it in), and a tap or key press made then is held and carried out once it does
 * (components/tap-replay/). `text`: the same words shown beside the star (event pages), which
 * CSS swaps with the state. `keepPaths`: pages kept on the device when the event is added (its
 * page, My schedule), to work offline.
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
  const island = pageStarIsland();
  const bringsIsland = !island.brought;
  island.brought = true;
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-label={text ? undefined : labels.add}
        data-replay="star"
        data-schedule-star={pick.id}
        data-label-add={text ? undefined : labels.add}
        data-label-remove={text ? undefined : labels.remove}
        data-star-title={pick.title}
        data-star-starts-at={pick.startsAt}
        data-star-venue={pick.venue ?? undefined}
        data-star-state={pick.state ?? undefined}
        data-star-keep={keepPaths.length > 0 ? keepPaths.join(' ') : undefined}
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
      {bringsIsland && <StarIsland />}
    </>
  );
}

import { cache } from 'react';
import type { PickSnapshot } from '@/features/schedule/picks';
import { Star } from './star';
import type { StarLabels } from './star-data';
import { StarIsland } from './star-island';

export type { StarLabels } from './star-data';

/**
 * Which star of a server render brings the page's one star island: the first. React's `cache`
 * lasts one server render; in the browser it keeps nothing, so every star rendered there (My
 * schedule's) brings a copy, which the island counts (./star-island.tsx).
 */
const pageStarIsland = cache(() => ({ brought: false }));

/**
 * The star that keeps an event in My schedule, as every view renders one. Its name says what
 * pressing it does ("Add to My schedule: …" / "Remove from My schedule: …"), so it carries no
 * `aria-pressed` (a toggle's name would have to stay the same). Each press is announced by the
 * page's status message (`StarAnnouncer`).
 *
 * The button (./star.tsx) has no state of its own: the page's ONE star island
 * (./star-island.tsx) shows the picks on every star and handles their presses by event
 * delegation, so the stars of a page cost no subscription, effect or second render each. Until
 * it runs the star is `aria-disabled` (without JavaScript there is no My schedule to keep it in),
 * and a tap or key press made then is held and carried out once it does
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
  const star = <Star pick={pick} labels={labels} text={text} keepPaths={keepPaths} />;
  if (island.brought) return star;
  island.brought = true;
  return (
    <>
      {star}
      <StarIsland />
    </>
  );
}

import type { PickSnapshot } from '@/features/schedule/picks';

/** What the star says, filled with the event's title: pressing it adds, or removes. */
export interface StarLabels {
  add: string;
  remove: string;
}

/** What a star keeps and says, for the page's star island to act on a press. */
export interface StarData {
  pick: PickSnapshot;
  labels: StarLabels;
  keepPaths: readonly string[];
}

/** Each star's data, held by its button element from hydration on (./star.tsx). */
const starData = new WeakMap<Element, StarData>();

export function attachStarData(button: Element, data: StarData): void {
  starData.set(button, data);
}

export function starDataOf(button: Element): StarData | undefined {
  return starData.get(button);
}

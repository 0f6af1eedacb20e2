/**
 * What is on now and up next, from a festival night's entries, in Montréal wall-clock time
 * (`YYYY-MM-DDTHH:mm:ss`, as the pages write them; `now` read in the festival's time zone).
 *
 * These functions run in the browser as they are: the pages serialise them into their inline
 * scripts (components/schedule/clock-scripts.ts), so each is self-contained. They reference
 * nothing outside their own body (no import, no module constant, no other function of this file):
 * tests/unit/schedule/now-and-next.test.ts runs them rebuilt from their source text alone.
 */

/** What the rule needs of an entry; the page's own fields (title, link…) ride along. */
export interface NightEntry {
  /** Wall-clock start: a rescheduled event's new date. */
  startsAt: string;
  endsAt: string;
  /** Cancelled or postponed: it will not take place at this time. */
  off: boolean;
}

export interface NowAndNext<T extends NightEntry> {
  /** The festival night `now` belongs to (`YYYY-MM-DD`; until 06:00 it is the previous date's). */
  night: string;
  /** Taking place now: started, not ended, not cancelled or postponed. */
  onNow: T[];
  /** Tonight's next start after `now` (every entry starting then). */
  next: T[];
  /** Tonight's entries after those, in start order. */
  later: T[];
  /** Tonight's cancelled or postponed entries not over yet: listed apart, never as on now or next. */
  off: T[];
}

/** The festival night a wall-clock time belongs to: a show before 06:00 belongs to the night before. */
export function festivalNightOf(wallClock: string): string {
  const date = wallClock.slice(0, 10);
  if (Number(wallClock.slice(11, 13)) >= 6) return date;
  const previous = new Date(`${date}T12:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

/**
 * Sorts `entries` by start into on now, next, later and off (see NowAndNext), as of `now`.
 * `nightOf` is `festivalNightOf`, passed in so that both stay self-contained.
 */
export function nowAndNext<T extends NightEntry>(entries: readonly T[], now: string, nightOf: (wallClock: string) => string): NowAndNext<T> {
  const night = nightOf(now);
  const byStart = [...entries].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
  const taking = byStart.filter((entry) => !entry.off);
  const onNow = taking.filter((entry) => entry.startsAt <= now && now < entry.endsAt);
  const ahead = taking.filter((entry) => entry.startsAt > now && nightOf(entry.startsAt) === night);
  const nextStart = ahead.length > 0 ? ahead[0]!.startsAt : null;
  return {
    night,
    onNow,
    next: ahead.filter((entry) => entry.startsAt === nextStart),
    later: ahead.filter((entry) => entry.startsAt !== nextStart),
    off: byStart.filter((entry) => entry.off && now < entry.endsAt && nightOf(entry.startsAt) === night),
  };
}

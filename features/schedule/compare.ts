import type { SchedulePick } from './picks';

/**
 * What My schedule compares in the browser: the picks against the current programme, which
 * the static page carries as a list of `ProgrammeEntry` (built on the server from the content).
 */
export interface ProgrammeEntry {
  /** Schedule id (see scheduleIdOf). */
  id: number;
  title: string;
  /** The event's page in the page's language. */
  path: string;
  /** Wall-clock start and end, Montréal. */
  startsAt: string;
  endsAt: string;
  /** The same as instants (ms since the epoch), so that overlaps are exact across time zones. */
  startMs: number;
  endMs: number;
  /** Festival day (night), `YYYY-MM-DD`. */
  day: string;
  venue: string | null;
  /** The venue's page in the page's language; null without one. */
  venuePath: string | null;
  state: string | null;
  rescheduled: boolean;
}

type Interval = Pick<ProgrammeEntry, 'id' | 'startMs' | 'endMs'>;

/** For each entry that overlaps another, the ids it overlaps (touching ends do not clash). */
export function findClashes(entries: Interval[]): Map<number, number[]> {
  const sorted = [...entries].sort((a, b) => a.startMs - b.startMs);
  const clashes = new Map<number, number[]>();
  const add = (a: number, b: number) => clashes.set(a, [...(clashes.get(a) ?? []), b]);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.startMs < a.endMs; j++) {
      const b = sorted[j]!;
      if (b.id === a.id) continue;
      add(a.id, b.id);
      add(b.id, a.id);
    }
  }
  return clashes;
}

/** States under which the event no longer takes place as picked. */
export const offStates = ['cancelled', 'postponed'] as const;

export type PickChange =
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'venue'; from: string | null; to: string | null }
  | { kind: 'state'; to: string }
  | { kind: 'removed' };

/** How an event changed since it was picked; empty when it is as it was. */
export function changesSincePicked(pick: SchedulePick, current: ProgrammeEntry | undefined): PickChange[] {
  if (!current) return [{ kind: 'removed' }];
  const changes: PickChange[] = [];
  if (current.startsAt.slice(0, 16) !== pick.startsAt.slice(0, 16)) changes.push({ kind: 'moved', from: pick.startsAt, to: current.startsAt });
  if ((current.venue ?? null) !== (pick.venue ?? null)) changes.push({ kind: 'venue', from: pick.venue, to: current.venue });
  const nowOff = current.state !== null && (offStates as readonly string[]).includes(current.state);
  if (current.state !== pick.state && (nowOff || current.state === 'sold_out')) changes.push({ kind: 'state', to: current.state! });
  return changes;
}

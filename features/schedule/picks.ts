import { isScheduleId } from './schedule-ids';

/**
 * My schedule's picks, kept in the browser only (`localStorage`, essential storage: the
 * feature the visitor asked for, no tracking). Each pick keeps a copy of the event as it was
 * when picked, so the page can say what changed since ("moved", "cancelled").
 *
 * The stored value is versioned. Reading never throws and never drops a valid pick because of a
 * bad one: invalid picks are skipped, and a value that is not JSON (truncated, edited by hand)
 * is searched for the picks it still holds.
 */
export { picksStorageKey } from './picks-storage-key';
export const picksVersion = 1;

export interface PickSnapshot {
  id: number;
  title: string;
  /** Wall-clock start, Montréal. */
  startsAt: string;
  venue: string | null;
  /** ACF `buttonState` when picked (on_sale, cancelled, …). */
  state: string | null;
}

export interface SchedulePick extends PickSnapshot {
  /** When it was picked (ISO instant). */
  pickedAt: string;
}

export interface StoredPicks {
  version: typeof picksVersion;
  picks: SchedulePick[];
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A wall-clock time that exists: the pattern, and a real month, day of that month, hour, minute
 * and second (`2027-13-01T20:00`, `2027-02-30T20:00` or `T25:00` would make the page's date
 * formatting throw).
 */
function isWallClock(value: string): boolean {
  const parts = wallClockPattern.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day &&
    instant.getUTCHours() === hour &&
    instant.getUTCMinutes() === minute &&
    instant.getUTCSeconds() === second
  );
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value.slice(0, 300) : undefined;
}

/** A pick from untrusted JSON, or null when it is not one. */
export function toPick(value: unknown): SchedulePick | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const { id, title, startsAt, pickedAt } = record;
  const venue = optionalText(record.venue);
  const state = optionalText(record.state);
  if (!isScheduleId(id) || typeof title !== 'string' || typeof startsAt !== 'string' || !isWallClock(startsAt)) return null;
  if (venue === undefined || state === undefined) return null;
  return {
    id,
    title: title.slice(0, 300),
    startsAt,
    venue,
    state,
    pickedAt: typeof pickedAt === 'string' && !Number.isNaN(Date.parse(pickedAt)) ? pickedAt : new Date(0).toISOString(),
  };
}

function uniquePicks(candidates: unknown[]): SchedulePick[] {
  const byId = new Map<number, SchedulePick>();
  for (const candidate of candidates) {
    const pick = toPick(candidate);
    if (pick && !byId.has(pick.id)) byId.set(pick.id, pick);
  }
  return [...byId.values()];
}

/** Every `{…}` without nesting in a damaged value that parses on its own. */
function salvage(raw: string): unknown[] {
  const found: unknown[] = [];
  for (const match of raw.matchAll(/\{[^{}]*\}/g)) {
    try {
      found.push(JSON.parse(match[0]));
    } catch {
      // Cut in the middle: that pick is lost, the others are kept.
    }
  }
  return found;
}

export interface ReadPicks {
  picks: SchedulePick[];
  /** The stored value was damaged or of another shape: write `picks` back to repair it. */
  repaired: boolean;
}

export function parseStoredPicks(raw: string | null): ReadPicks {
  if (raw === null || raw === '') return { picks: [], repaired: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { picks: uniquePicks(salvage(raw)), repaired: true };
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  const list = Array.isArray(record?.picks) ? (record.picks as unknown[]) : Array.isArray(parsed) ? parsed : salvage(raw);
  const picks = uniquePicks(list);
  const repaired = record?.version !== picksVersion || picks.length !== list.length;
  return { picks, repaired };
}

export function serializePicks(picks: SchedulePick[]): string {
  const value: StoredPicks = { version: picksVersion, picks };
  return JSON.stringify(value);
}

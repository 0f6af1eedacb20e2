import { useSyncExternalStore } from 'react';
import { parseStoredPicks, type PickSnapshot, type SchedulePick, serializePicks } from '@/features/schedule/picks';
import { picksChangeEvent as changeEvent, picksStorageKey } from '@/features/schedule/picks-storage-key';

/**
 * My schedule's picks in `localStorage`, shared by every star on a page and by the My schedule
 * page: one subscription, updated across tabs by the `storage` event and within the tab by a
 * custom event. A browser that refuses storage (private mode quotas, disabled storage) gets an
 * empty, read-only schedule rather than an error.
 */
function readRaw(): string | null {
  try {
    return window.localStorage.getItem(picksStorageKey);
  } catch {
    return null;
  }
}

function writePicks(picks: SchedulePick[]): void {
  try {
    window.localStorage.setItem(picksStorageKey, serializePicks(picks));
  } catch {
    // Storage full or refused: the change lives until the page is left.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` on every change of the picks, from this tab or another; returns the unsubscribe. */
export function subscribePicks(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === picksStorageKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}

let cache: { raw: string | null; picks: SchedulePick[] } | null = null;

/** The current picks; a damaged stored value is repaired once, keeping every valid pick. */
export function readPicks(): SchedulePick[] {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.picks;
  const { picks, repaired } = parseStoredPicks(raw);
  cache = { raw, picks };
  if (repaired) queueMicrotask(() => writePicks(picks));
  return picks;
}

const noPicks: SchedulePick[] = [];

/** The picks, re-rendering on every change; none during server rendering and hydration. */
export function usePicks(): SchedulePick[] {
  return useSyncExternalStore(subscribePicks, readPicks, () => noPicks);
}

/** True once the component runs in the browser (the server renders the disabled state). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function noSubscription(): () => void {
  return () => {};
}

export function isPicked(picks: SchedulePick[], id: number): boolean {
  return picks.some((pick) => pick.id === id);
}

export function addPicks(snapshots: PickSnapshot[]): void {
  const picks = readPicks();
  const now = new Date().toISOString();
  const added = snapshots.filter((snapshot) => !isPicked(picks, snapshot.id)).map((snapshot) => ({ ...snapshot, pickedAt: now }));
  if (added.length) writePicks([...picks, ...added]);
}

export function removePick(id: number): void {
  writePicks(readPicks().filter((pick) => pick.id !== id));
}

/** Take the current state of these events as the new reference ("mark changes as seen"). */
export function refreshPicks(snapshots: PickSnapshot[]): void {
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
  writePicks(readPicks().map((pick) => ({ ...pick, ...(byId.get(pick.id) ?? {}) })));
}

import { type RefObject, useLayoutEffect, useRef } from 'react';
import { captureTaps, type TapContract } from './capture';

/**
 * The islands' side of the tap contract (./capture.ts): taking over a kind of control or one
 * control, and carrying out the taps held for it, in the order they were made.
 */
function contract(): TapContract {
  // The head's script installs it; a page without it (a test rendering a view alone) gets it now.
  if (!window.__tapReplay) captureTaps();
  return window.__tapReplay!;
}

function takeQueued(from: TapContract, match: (control: HTMLElement) => boolean): HTMLElement[] {
  const taken = from.queued.filter(match);
  if (taken.length === 0) return taken;
  from.queued = from.queued.filter((control) => !match(control));
  for (const control of taken) control.removeAttribute('data-replay-queued');
  return taken.filter((control) => control.isConnected);
}

/**
 * Hands every tap on `[data-replay="<kind>"]` to `owner` (event delegation): those held so far
 * now, in order, then each as it comes. Returns the function that gives them back.
 */
export function ownTaps(kind: string, owner: (control: HTMLElement) => void): () => void {
  const taps = contract();
  taps.owners[kind] = owner;
  for (const control of takeQueued(taps, (queued) => queued.dataset.replay === kind)) owner(control);
  return () => {
    if (taps.owners[kind] === owner) delete taps.owners[kind];
  };
}

/**
 * The control's React island is live: its clicks go to React from now on, and a tap held for it
 * is clicked again, so it runs through the control's own `onClick` as any tap does.
 */
export function goLive(control: HTMLElement): void {
  const taps = contract();
  taps.live.add(control);
  if (takeQueued(taps, (queued) => queued === control).length > 0) control.click();
}

/**
 * A ref for a React control marked `data-replay`: once its island has hydrated (and `when` is
 * true: what it needs is there), its held tap is carried out. In a layout effect, in the
 * hydration's own commit: the tap's render then follows that commit at once, where a passive
 * effect would wait for the browser's next task first.
 */
export function useReplayedTaps<T extends HTMLElement>(when = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (when && ref.current) goLive(ref.current);
  }, [when]);
  return ref;
}

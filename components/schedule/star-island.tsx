'use client';

import { useEffect } from 'react';
import { ownTaps } from '@/components/tap-replay/replay';
import { keepOffline } from './keep-offline';
import { announceStar } from './star-announcement';
import { addPicks, isPicked, readPicks, removePick, subscribePicks } from './picks-store';
import { starDataOf } from './star-data';

const starSelector = '[data-replay="star"]';

/** Every star of the page as the picks say: picked or not, named for what a press does, live. */
function showPicks(): void {
  const picked = new Set(readPicks().map((pick) => pick.id));
  for (const star of document.querySelectorAll(starSelector)) {
    const data = starDataOf(star);
    if (!data) continue;
    const isIn = picked.has(data.pick.id);
    if (isIn) star.setAttribute('data-picked', 'true');
    else star.removeAttribute('data-picked');
    // A star with words (`text`) is named by them, swapped by CSS.
    if (star.hasAttribute('aria-label')) star.setAttribute('aria-label', isIn ? data.labels.remove : data.labels.add);
    star.removeAttribute('aria-disabled');
  }
}

/** A press: the event in or out of My schedule (its pages kept offline when in), and said so. */
function pressStar(star: HTMLElement): void {
  const data = starDataOf(star);
  if (!data) return;
  const { pick, keepPaths } = data;
  const wasPicked = isPicked(readPicks(), pick.id);
  if (wasPicked) removePick(pick.id);
  else {
    addPicks([pick]);
    keepOffline(keepPaths);
  }
  announceStar(!wasPicked);
}

function takeOverStars(): () => void {
  const unsubscribe = subscribePicks(showPicks);
  const giveBack = ownTaps('star', pressStar);
  return () => {
    unsubscribe();
    giveBack();
  };
}

let copies = 0;
let release: (() => void) | null = null;

/**
 * The page's one star island (StarButton brings it): renders nothing; shows the picks on every
 * star of the page and follows their changes (other tabs too), and handles every star's press by
 * event delegation, starting with those held before it ran. Stars rendered in the browser (My
 * schedule's) each bring a copy: the copies show the picks on their new stars, and the first
 * takes the presses until the last is gone.
 */
export function StarIsland(): null {
  useEffect(() => {
    showPicks();
    copies += 1;
    if (copies === 1) release = takeOverStars();
    return () => {
      copies -= 1;
      if (copies === 0) {
        release?.();
        release = null;
      }
    };
  }, []);
  return null;
}

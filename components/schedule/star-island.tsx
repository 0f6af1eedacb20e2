'use client';

import { useEffect } from 'react';
import type { PickSnapshot } from '@/features/schedule/picks';
import { ownTaps } from '@/components/tap-replay/replay';
import { keepOffline } from './keep-offline';
import { announceStar } from './star-announcement';
import { addPicks, isPicked, readPicks, removePick, subscribePicks } from './picks-store';

const starSelector = '[data-replay="star"]';

function starId(star: HTMLElement): number {
  return Number(star.dataset.scheduleStar);
}

/** The event a star keeps, from the attributes StarButton wrote. */
function snapshotOf(star: HTMLElement): PickSnapshot {
  const { starTitle, starStartsAt, starVenue, starState } = star.dataset;
  return { id: starId(star), title: starTitle ?? '', startsAt: starStartsAt ?? '', venue: starVenue ?? null, state: starState ?? null };
}

/** Every star of the page as the picks say: picked or not, named for what a press does, live. */
function showPicks(): void {
  const picked = new Set(readPicks().map((pick) => pick.id));
  for (const star of document.querySelectorAll<HTMLElement>(starSelector)) {
    const isIn = picked.has(starId(star));
    if (isIn) star.setAttribute('data-picked', 'true');
    else star.removeAttribute('data-picked');
    const label = isIn ? star.dataset.labelRemove : star.dataset.labelAdd;
    if (label) star.setAttribute('aria-label', label);
    star.removeAttribute('aria-disabled');
  }
}

/** A press: the event in or out of My schedule (its pages kept offline when in), and said so. */
function pressStar(star: HTMLElement): void {
  const id = starId(star);
  const wasPicked = isPicked(readPicks(), id);
  if (wasPicked) removePick(id);
  else {
    addPicks([snapshotOf(star)]);
    keepOffline(star.dataset.starKeep?.split(' ') ?? []);
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

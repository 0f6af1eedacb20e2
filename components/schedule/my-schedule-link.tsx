'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { formatCount, type PluralForms } from '@/i18n/plural';
import { picksChangeEvent, picksStorageKey } from '@/features/schedule/picks-storage-key';
import { listenToStars } from './star-announcement';

export interface MyScheduleLinkStrings {
  label: string;
  count: PluralForms;
}

function readStoredPicks(): string | null {
  try {
    return window.localStorage.getItem(picksStorageKey);
  } catch {
    return null;
  }
}

/**
 * The number of picks, null until known in the browser. It is on every page, so it stays small:
 * with nothing stored (every first visit) it is 0 without the picks' parser; with a stored value
 * the parser (the one My schedule uses, which repairs a damaged value the same way) is loaded
 * after hydration. Follows changes from this tab (stars) and from other tabs (`storage`).
 */
function useStoredPickCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let latest = 0;
    const update = () => {
      const raw = readStoredPicks();
      const request = ++latest;
      if (!raw) {
        setCount(0);
        return;
      }
      void import('@/features/schedule/picks').then(({ parseStoredPicks }) => {
        if (request === latest) setCount(parseStoredPicks(raw).picks.length);
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === picksStorageKey) update();
    };
    update();
    window.addEventListener('storage', onStorage);
    window.addEventListener(picksChangeEvent, update);
    return () => {
      latest = -1;
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(picksChangeEvent, update);
    };
  }, []);
  return count;
}

/**
 * The header's way to My schedule, on every page: a plain link (works without JavaScript) whose
 * badge shows the number of picks once known. The badge sits over the star's corner, so the
 * header's controls keep their width whatever the count (no layout shift). On phones only the
 * star shows; its name still reads "My schedule, 2 events picked".
 */
export function MyScheduleLink({
  locale,
  href,
  strings,
  current,
  variant,
}: {
  locale: Locale;
  href: string;
  strings: MyScheduleLinkStrings;
  current: boolean;
  variant: 'header' | 'menu';
}) {
  const known = useStoredPickCount();
  const count = known ?? 0;
  const countText = formatCount(locale, strings.count, count);
  // Its name is its words, then the count in words: "My schedule, 2 events picked" (the badge,
  // a bare number, is hidden from screen readers). No aria-label: the name keeps the visible words.
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      data-my-schedule-link={variant}
      data-count={known ?? undefined}
      className={variant === 'header' ? 'my-schedule-link' : 'my-schedule-link my-schedule-link-menu'}
    >
      <span className="relative inline-flex">
        <span aria-hidden="true" className="my-schedule-star" />
        {count > 0 && (
          <span aria-hidden="true" className="my-schedule-count">
            {count}
          </span>
        )}
      </span>
      <span className={variant === 'header' ? 'sr-only lg:not-sr-only' : undefined}>{strings.label}</span>
      {count > 0 && <span className="sr-only">, {countText}</span>}
    </a>
  );
}

export interface StarAnnouncerStrings {
  added: string;
  removed: string;
  view: string;
}

/** How long the message stays on screen; it stays while pointed at or focused (its link). */
const shownForMs = 8000;

/**
 * The page's one polite status message after a star press: "Added to My schedule · View" or
 * "Removed from My schedule". The region is always in the page (empty), so screen readers announce
 * what is put in it; the message is shown at the foot of the window for a few seconds.
 */
export function StarAnnouncer({ href, strings }: { href: string; strings: StarAnnouncerStrings }) {
  const [message, setMessage] = useState<{ added: boolean; key: number } | null>(null);
  const holdRef = useRef(false);

  useEffect(() => {
    return listenToStars(({ added }) => setMessage({ added, key: Date.now() }));
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setInterval(() => {
      if (!holdRef.current) setMessage(null);
    }, shownForMs);
    return () => window.clearInterval(timer);
  }, [message]);

  const hold = () => {
    holdRef.current = true;
  };
  const release = () => {
    holdRef.current = false;
  };

  return (
    <div
      role="status"
      data-star-announcer
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={message ? 'star-announcer' : 'sr-only'}
    >
      {message &&
        (message.added ? (
          <>
            {strings.added} ·{' '}
            <a href={href} className="font-bold underline">
              {strings.view}
            </a>
          </>
        ) : (
          strings.removed
        ))}
    </div>
  );
}

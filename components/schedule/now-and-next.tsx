'use client';

import { useEffect, useState } from 'react';
import { festivalDay } from '@/lib/festival-day';
import type { FestivalWindow } from './festival-window';
import { useWallClock } from './use-wall-clock';

export interface NowLabels {
  region: string;
  onNow: string;
  next: string;
  jumpToNow: string;
  nothingNow: string;
  /** `until {time}` / `at {time}`. */
  until: string;
  at: string;
}

interface Entry {
  element: HTMLElement;
  title: string;
  href: string;
  startsAt: string;
  endsAt: string;
  time: string;
  until: string;
  venue: string | null;
}

/** Re-read the clock this often: "on now" changes at most every few minutes. */
const tickMs = 30_000;

function visible(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.offsetParent !== null;
}

/** The events the static page shows (see now-entry.ts), only those visible at this width. */
function readEntries(): Entry[] {
  return [...document.querySelectorAll<HTMLElement>('[data-now-start]')].filter(visible).flatMap((element) => {
    const link = element.querySelector<HTMLAnchorElement>('a[href]');
    const { nowStart, nowEnd, nowTime, nowUntil, nowVenue } = element.dataset;
    if (!link || !nowStart || !nowEnd) return [];
    return [{ element, title: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '', startsAt: nowStart, endsAt: nowEnd, time: nowTime ?? '', until: nowUntil ?? '', venue: nowVenue ?? null }];
  });
}

function fill(template: string, time: string): string {
  return template.replace('{time}', time);
}

/**
 * "On now / up next" on top of a static page: the clock is read in the browser, in the
 * festival's time zone, so pages stay static. Outside the festival (`from`–`to`, wall-clock)
 * it renders nothing. `dayHref`: where "jump to now" leads when this page shows nothing of
 * today (another day's page), by festival day.
 */
export function NowAndNext({ timeZone, from, to, dayHref: todayHref, labels }: FestivalWindow & { labels: NowLabels }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  // The entries are read again with the clock, and on resize (only those visible at this width count).
  const now = useWallClock(timeZone, tickMs, { onResize: true, alsoOnTick: () => setEntries(readEntries()) });

  // Mark the entries on now on the page itself (a ring, app/globals.css).
  useEffect(() => {
    for (const entry of entries) {
      const on = now !== null && now >= from && now < to && entry.startsAt <= now && now < entry.endsAt;
      if (on) entry.element.setAttribute('data-now', 'on');
      else entry.element.removeAttribute('data-now');
    }
  }, [entries, now, from, to]);

  const during = now !== null && now >= from && now < to;
  if (!during) return null;
  const today = festivalDay(now);
  const onNow = entries.filter((entry) => entry.startsAt <= now && now < entry.endsAt);
  // "Next" is tonight's: on another day's page there is none, only the way to today's.
  const upcoming = entries.filter((entry) => entry.startsAt > now && festivalDay(entry.startsAt) === today);
  const nextStart = upcoming.reduce<string | null>((soonest, entry) => (soonest === null || entry.startsAt < soonest ? entry.startsAt : soonest), null);
  const next = upcoming.filter((entry) => entry.startsAt === nextStart);
  const target = onNow[0] ?? next[0];
  const jumpHref = todayHref[today];
  // Another day's page: no "on now" to list here, only the way to today's.
  const showsToday = onNow.length > 0 || entries.some((entry) => festivalDay(entry.startsAt) === today);

  return (
    <section aria-labelledby="now-and-next-heading" data-now-and-next className="flex flex-col gap-3 rounded-card border-2 border-ink bg-surface p-4">
      <h2 id="now-and-next-heading" className="card-title">
        {labels.region}
      </h2>
      {showsToday && (
        <div>
          <h3 className="eyebrow">{labels.onNow}</h3>
          {onNow.length ? (
            <EntryList list="on" entries={onNow} when={(entry) => fill(labels.until, entry.until)} />
          ) : (
            <p>{labels.nothingNow}</p>
          )}
        </div>
      )}
      {next.length > 0 && (
        <div>
          <h3 className="eyebrow">
            {labels.next} {fill(labels.at, next[0]!.time)}
          </h3>
          <EntryList list="next" entries={next} when={(entry) => fill(labels.at, entry.time)} />
        </div>
      )}
      {target ? (
        <button
          type="button"
          onClick={() => {
            target.element.scrollIntoView({ block: 'center' });
            target.element.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
          }}
          className="btn-primary w-fit"
        >
          {labels.jumpToNow}
        </button>
      ) : jumpHref ? (
        <a href={jumpHref} className="btn-primary w-fit">
          {labels.jumpToNow}
        </a>
      ) : null}
    </section>
  );
}

/** The events on now, or up next: each links to its page, with its venue and `when` (until / at a time). */
function EntryList({ list, entries, when }: { list: 'on' | 'next'; entries: Entry[]; when: (entry: Entry) => string }) {
  return (
    <ul data-now-list={list}>
      {entries.map((entry) => (
        <li key={entry.href + entry.startsAt}>
          <a href={entry.href} className="link">
            {entry.title}
          </a>
          {entry.venue && <> · {entry.venue}</>} · {when(entry)}
        </li>
      ))}
    </ul>
  );
}

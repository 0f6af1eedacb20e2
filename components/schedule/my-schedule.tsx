'use client';

import { useSyncExternalStore } from 'react';
import { changesSincePicked, findClashes, type ProgrammeEntry } from '@/features/schedule/compare';
import { festivalDay } from '@/lib/festival-day';
import { decodeScheduleIds, encodeScheduleIds } from '@/features/schedule/schedule-ids';
import { formatDayHeading } from '@/i18n/format-browser';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import { fillLabel, type MyScheduleLabels } from './my-schedule-labels';
import { PickedEvent } from './picked-event';
import { refreshPicks, useHydrated, usePicks } from './picks-store';
import { SharePanel } from './share-panel';
import { SharedSchedule, snapshotOf } from './shared-schedule';

/** Share links carry the ids in the fragment (`#share=2n.3f`): never sent to any server. */
const shareParam = 'share';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function sharedIdsText(): string | null {
  const hash = window.location.hash.replace(/^#/, '');
  return new URLSearchParams(hash).get(shareParam);
}

/**
 * My schedule, entirely in the browser on a static page (it works offline once cached): the
 * picks by day and time, compared with the programme the page carries (`programme`, built on
 * the server from the content) for clashes and changes; the calendar feed; sharing.
 */
export function MySchedule({
  programme,
  locale,
  pagePath,
  feedPath,
  labels,
  links,
}: {
  programme: ProgrammeEntry[];
  locale: Locale;
  /** This page's path, and the feed's path without the ids (`/my-schedule/feed`). */
  pagePath: string;
  feedPath: string;
  labels: MyScheduleLabels;
  links: { calendar: string; timetable: string };
}) {
  const hydrated = useHydrated();
  const picks = usePicks();
  const shared = useSyncExternalStore(subscribeToHash, sharedIdsText, () => null);
  if (!hydrated) return <p>{labels.loading}</p>;

  const byId = new Map(programme.map((entry) => [entry.id, entry]));
  const rows = picks
    .map((pick) => ({ pick, current: byId.get(pick.id) }))
    .sort((a, b) => (a.current?.startsAt ?? a.pick.startsAt).localeCompare(b.current?.startsAt ?? b.pick.startsAt));
  const clashes = findClashes(rows.flatMap(({ current }) => (current && current.state !== 'cancelled' ? [current] : [])));
  const days = new Map<string, typeof rows>();
  for (const row of rows) {
    const day = row.current?.day ?? festivalDay(row.pick.startsAt);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  const changed = rows.filter(({ pick, current }) => changesSincePicked(pick, current).length > 0);
  const codes = encodeScheduleIds(picks.map((pick) => pick.id));
  const origin = window.location.origin;
  const decoded = shared === null ? null : decodeScheduleIds(shared);

  return (
    <div className="flex flex-col gap-8">
      {decoded && !decoded.ok && (
        <p role="alert" className="rounded-card border-2 border-pop bg-surface p-3 font-semibold">
          {labels.shared.invalid}
        </p>
      )}
      {decoded?.ok && (
        <SharedSchedule ids={decoded.ids} programme={byId} picks={picks} labels={labels} locale={locale} backHref={pagePath} />
      )}
      {rows.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p>{labels.empty}</p>
          <p className="flex flex-wrap gap-4">
            <a href={links.calendar} className="link">
              {labels.browseCalendar}
            </a>
            <a href={links.timetable} className="link">
              {labels.browseTimetable}
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className="font-semibold" data-picks-count={rows.length}>
            {formatCount(locale, labels.picksCount, rows.length)}
            {clashes.size > 0 && <> · {fillLabel(labels.clashSummary, { count: clashes.size })}</>}
          </p>
          {changed.length > 0 && (
            <button
              type="button"
              onClick={() => refreshPicks(changed.flatMap(({ current }) => (current ? [snapshotOf(current)] : [])))}
              className="btn-outline w-fit"
            >
              {labels.acknowledge}
            </button>
          )}
          {[...days].map(([day, dayRows]) => (
            <section key={day} aria-labelledby={`my-day-${day}`}>
              <h2 id={`my-day-${day}`} className="day-heading">
                {formatDayHeading(day, locale)}
              </h2>
              <ul>
                {dayRows.map(({ pick, current }) => (
                  <PickedEvent
                    key={pick.id}
                    pick={pick}
                    current={current}
                    changes={changesSincePicked(pick, current)}
                    clashesWith={(clashes.get(pick.id) ?? []).map((id) => byId.get(id)?.title ?? '')}
                    labels={labels}
                    locale={locale}
                  />
                ))}
              </ul>
            </section>
          ))}
          <SharePanel feedUrl={`${origin}${feedPath}/${codes}.ics`} shareUrl={`${origin}${pagePath}#${shareParam}=${codes}`} labels={labels} />
        </>
      )}
    </div>
  );
}

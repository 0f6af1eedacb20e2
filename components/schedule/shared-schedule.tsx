'use client';

import { formatDayHeading, formatTime } from '@/i18n/format-browser';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import type { ProgrammeEntry } from '@/features/schedule/compare';
import type { PickSnapshot, SchedulePick } from '@/features/schedule/picks';
import { type MyScheduleLabels, starLabels } from './my-schedule-labels';
import { addPicks, isPicked } from './picks-store';
import { StarButton } from './star-button';

export function snapshotOf(entry: ProgrammeEntry): PickSnapshot {
  return { id: entry.id, title: entry.title, startsAt: entry.startsAt, venue: entry.venue, state: entry.state };
}

/** Someone's picks from a share link, beside the visitor's own: each can be starred, or all at once. */
export function SharedSchedule({
  ids,
  programme,
  picks,
  labels,
  locale,
  backHref,
}: {
  ids: number[];
  programme: Map<number, ProgrammeEntry>;
  picks: SchedulePick[];
  labels: MyScheduleLabels;
  locale: Locale;
  backHref: string;
}) {
  const t = labels.shared;
  const entries = ids.map((id) => programme.get(id)).filter((entry): entry is ProgrammeEntry => entry !== undefined);
  const unknown = ids.length - entries.length;
  entries.sort((a, b) => a.startMs - b.startMs);
  return (
    <section aria-labelledby="shared-schedule-heading" data-shared-schedule className="flex flex-col gap-4 rounded-card border-2 border-ink bg-surface p-4">
      <h2 id="shared-schedule-heading" className="section-title">
        {t.title}
      </h2>
      <p>{formatCount(locale, t.intro, ids.length)}</p>
      <ul>
        {entries.map((entry) => {
          const mine = isPicked(picks, entry.id);
          return (
            <li key={entry.id} data-shared-pick={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line py-2">
              <p className="min-w-0 flex-1">
                <span className="font-semibold first-letter:uppercase">
                  {formatDayHeading(entry.day, locale)}, {formatTime(entry.startsAt)}
                </span>{' '}
                —{' '}
                <a href={entry.path} className="font-bold hover:underline">
                  {entry.title}
                </a>{' '}
                <span className="text-muted">· {entry.venue ?? labels.venueTba}</span>
                {mine && <span className="ml-2 rounded-pill bg-ink px-3 py-0.5 font-label text-sm uppercase tracking-wide text-paper">{t.alsoYours}</span>}
              </p>
              <StarButton pick={snapshotOf(entry)} labels={starLabels(labels, entry.title)} />
            </li>
          );
        })}
        {unknown > 0 && <li className="py-2 text-muted">{unknown > 1 ? `${t.unknown} (×${unknown})` : t.unknown}</li>}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => addPicks(entries.map(snapshotOf))}
          className="btn-primary"
        >
          {t.addAll}
        </button>
        <a href={backHref} className="btn-outline">
          {t.back}
        </a>
      </div>
    </section>
  );
}

import { formatDayAndTime, formatTime } from '@/i18n/format-browser';
import type { Locale } from '@/i18n/locales';
import type { PickChange, ProgrammeEntry } from '@/features/schedule/compare';
import type { SchedulePick } from '@/features/schedule/picks';
import { fillLabel, type MyScheduleLabels, starLabels } from './my-schedule-labels';
import { StarButton } from './star-button';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';

function changeText(change: PickChange, labels: MyScheduleLabels, locale: Locale): string {
  switch (change.kind) {
    case 'moved':
      return fillLabel(labels.moved, { from: formatDayAndTime(change.from, locale), to: formatDayAndTime(change.to, locale) });
    case 'venue':
      return fillLabel(labels.venueChanged, { from: change.from ?? labels.venueTba, to: change.to ?? labels.venueTba });
    case 'state':
      return labels.states[change.to as keyof MyScheduleLabels['states']] ?? change.to;
    case 'removed':
      return labels.removed;
  }
}

/** One pick: when and where it is now, what changed since it was picked, what it clashes with. */
export function PickedEvent({
  pick,
  current,
  changes,
  clashesWith,
  labels,
  locale,
}: {
  pick: SchedulePick;
  current: ProgrammeEntry | undefined;
  changes: PickChange[];
  clashesWith: string[];
  labels: MyScheduleLabels;
  locale: Locale;
}) {
  const startsAt = current?.startsAt ?? pick.startsAt;
  const title = current?.title ?? pick.title;
  const state = current?.state;
  const shownState = state === 'cancelled' || state === 'postponed' || state === 'sold_out' ? labels.states[state] : null;
  return (
    <li
      data-pick={pick.id}
      data-clash={clashesWith.length > 0 ? 'true' : undefined}
      data-changed={changes.length > 0 ? 'true' : undefined}
      className="flex flex-wrap items-start gap-x-4 gap-y-1 border-b border-line py-3"
    >
      <p className="w-36 shrink-0 font-label">
        <time dateTime={startsAt}>
          {current
            ? fillLabel(labels.timeRange, { start: formatTime(current.startsAt), end: formatTime(current.endsAt) })
            : formatTime(pick.startsAt)}
        </time>
      </p>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="card-title">
          {current ? (
            <a href={current.path} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </p>
        <p className="text-sm text-muted">
          {current?.venue && current.venuePath ? (
            <a href={current.venuePath} className={quietVenueLinkClass} data-venue-link>
              {current.venue}
            </a>
          ) : (
            (current?.venue ?? pick.venue ?? labels.venueTba)
          )}
        </p>
        {shownState && <p className="w-fit rounded-pill bg-ink px-3 py-0.5 font-label text-sm uppercase tracking-wide text-paper">{shownState}</p>}
        {changes.length > 0 && (
          <p className="font-semibold text-pop-dark">
            <span className="sr-only">{labels.changesTitle}: </span>
            {changes.map((change) => changeText(change, labels, locale)).join(' · ')}
          </p>
        )}
        {clashesWith.length > 0 && (
          <p className="font-semibold text-pop-dark" data-clash-text>
            <span aria-hidden="true">⚠ </span>
            {fillLabel(labels.clashWith, { titles: clashesWith.join(', ') })}
          </p>
        )}
      </div>
      <StarButton pick={pick} labels={starLabels(labels, title)} />
    </li>
  );
}

import { formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';
import { TimetableEntry } from './timetable-entry';

/** A festival day on a phone: by start time, each event with its venue; nothing scrolls sideways. */
export function TimetableList({ day, events, locale }: { day: string; events: ScheduledEvent[]; locale: Locale }) {
  const byStart = new Map<string, ScheduledEvent[]>();
  for (const entry of events) byStart.set(entry.startsAt, [...(byStart.get(entry.startsAt) ?? []), entry]);
  return (
    <ol className="flex flex-col gap-4">
      {[...byStart].map(([startsAt, entries]) => (
        <li key={startsAt} aria-labelledby={`list-${day}-${startsAt.slice(11, 16).replace(':', '')}`}>
          <h4 id={`list-${day}-${startsAt.slice(11, 16).replace(':', '')}`} className="font-label text-lg tracking-wide">
            <time dateTime={startsAt}>{formatTime(startsAt, locale)}</time>
          </h4>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.event.id}>
                <TimetableEntry entry={entry} locale={locale} showVenue />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

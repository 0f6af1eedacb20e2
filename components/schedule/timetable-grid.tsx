import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { TimetableGrid as Grid } from '@/features/schedule/timetable';
import { TimetableEntry } from './timetable-entry';

/**
 * A festival day as a real table (wide screens): venues are column headers, start times row
 * headers, so a screen reader announces "Salle Mirabelle, 9:00 PM" for each event. The table
 * sits in a labelled, focusable region that scrolls sideways on its own when the venues do not
 * fit, never the page.
 */
export function TimetableGrid({ grid, locale }: { grid: Grid; locale: Locale }) {
  const t = getDictionary(locale).schedule.timetable;
  const dayHeading = formatDayHeading(grid.day, locale);
  return (
    <div role="region" aria-label={formatMessage(t.scrollRegion, { day: dayHeading })} tabIndex={0} className="overflow-x-auto rounded border border-line">
      <table className="timetable w-full border-collapse text-left">
        <caption className="sr-only">{formatMessage(t.caption, { day: dayHeading })}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-20">
              {t.time}
            </th>
            {grid.venues.map((venue) => (
              <th key={venue?.id ?? 'none'} scope="col" className="min-w-36">
                {venue?.title ?? t.venueTba}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row">
                <time dateTime={row}>{formatTime(row, locale)}</time>
              </th>
              {grid.slots[rowIndex]!.map((slot, column) => {
                if (slot === 'covered') return null;
                if (slot === null) return <td key={column} />;
                return (
                  <td key={column} rowSpan={slot.rowSpan}>
                    {slot.events.map((entry) => (
                      <TimetableEntry key={entry.event.id} entry={entry} locale={locale} showVenue={false} />
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

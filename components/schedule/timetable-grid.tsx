import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { ReactNode } from 'react';
import type { TimetableGrid as Grid, TimetableSlot } from '@/features/schedule/timetable';
import { TimetableEntry } from './timetable-entry';
import { VenueLink } from '@/components/venue/venue-link';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';

/**
 * One row's cells: an event cell spans its rows; cells covered by a span above are left out; a
 * run of empty cells is one cell spanning those columns (a fraction of the DOM of one cell each).
 */
function rowCells(slots: TimetableSlot[], locale: Locale): ReactNode[] {
  const cells: ReactNode[] = [];
  let emptyFrom: number | null = null;
  const closeEmpty = (column: number) => {
    if (emptyFrom === null) return;
    const span = column - emptyFrom;
    cells.push(<td key={`empty-${emptyFrom}`} colSpan={span > 1 ? span : undefined} />);
    emptyFrom = null;
  };
  slots.forEach((slot, column) => {
    if (slot === null) {
      emptyFrom ??= column;
      return;
    }
    closeEmpty(column);
    if (slot === 'covered') return;
    cells.push(
      <td key={column} rowSpan={slot.rowSpan}>
        {slot.events.map((entry) => (
          <TimetableEntry key={entry.event.id} entry={entry} locale={locale} showVenue={false} />
        ))}
      </td>,
    );
  });
  closeEmpty(slots.length);
  return cells;
}

/**
 * A festival day as a real table (wide screens): venues are column headers, start times row
 * headers, so a screen reader announces "Salle Mirabelle, 9:00 PM" for each event. The table
 * sits in a labelled, focusable region that scrolls sideways on its own when the venues do not
 * fit, never the page. The region is at most a window high and scrolls down too, so the venue
 * headings stay in view (sticky) as the evening goes on, and the time column stays on the left.
 */
export function TimetableGrid({ grid, locale }: { grid: Grid; locale: Locale }) {
  const t = getDictionary(locale).schedule.timetable;
  const dayHeading = formatDayHeading(grid.day, locale);
  return (
    <div role="region" aria-label={formatMessage(t.scrollRegion, { day: dayHeading })} tabIndex={0} className="max-h-[85vh] overflow-auto overscroll-x-contain rounded-card border-2 border-ink">
      <table className="timetable w-full border-collapse text-left">
        <caption className="sr-only">{formatMessage(t.caption, { day: dayHeading })}</caption>
        {/* Column lines are drawn on the columns (app/globals.css), so empty cells can be merged. */}
        <colgroup>
          <col />
          {grid.venues.map((venue) => (
            <col key={venue?.id ?? 'none'} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="w-20">
              {t.time}
            </th>
            {grid.venues.map((venue) => (
              <th key={venue?.id ?? 'none'} scope="col" className="min-w-36">
                {venue ? <VenueLink venue={venue} locale={locale} className={quietVenueLinkClass} /> : t.venueTba}
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
              {rowCells(grid.slots[rowIndex]!, locale)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

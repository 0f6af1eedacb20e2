import type { CSSProperties, ReactNode } from 'react';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatShortDay, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { TimetableGrid as Grid, TimetableSlot } from '@/features/schedule/timetable';
import { TimetableEntry } from './timetable-entry';
import { VenueLink } from '@/components/venue/venue-link';

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
          <TimetableEntry key={entry.event.id} entry={entry} locale={locale} />
        ))}
      </td>,
    );
  });
  closeEmpty(slots.length);
  return cells;
}

/** Where a day's skip link lands: past the venue names, on its first row of events. */
export function timetableEventsId(dayAnchor: string): string {
  return `${dayAnchor}-events`;
}

/**
 * A festival day as ONE real table for every width; CSS decides the layout (app/globals.css).
 * From `xl` it is a grid of venues in columns and 30-minute rows, in the page's own scroll: the
 * venue names stick to the top of the window and the times to its left, so a screen reader
 * announces "Salle Mirabelle, 9:00 pm" for each event. Below, the same rows are a list by start
 * time: rows where nothing starts and empty cells are not shown, and each event shows its venue
 * (which the grid leaves to the column heading).
 */
export function TimetableGrid({ grid, locale, dayAnchor }: { grid: Grid; locale: Locale; dayAnchor: string }) {
  const t = getDictionary(locale).schedule.timetable;
  const venueCount = { '--venues': grid.venues.length } as CSSProperties;
  return (
    <table className="timetable" style={venueCount}>
      <caption className="sr-only">{formatMessage(t.caption, { day: formatDayHeading(grid.day, locale) })}</caption>
      {/* Column lines are drawn on the columns (app/globals.css), so empty cells can be merged. */}
      <colgroup>
        <col />
        {grid.venues.map((venue) => (
          <col key={venue?.id ?? 'none'} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t.time}</span>
            {/* While the names stick, the corner says which day the rows are. */}
            <span aria-hidden="true">{formatShortDay(grid.day, locale)}</span>
          </th>
          {grid.venues.map((venue) => (
            <th key={venue?.id ?? 'none'} scope="col">
              {venue ? <VenueLink venue={venue} locale={locale} className="timetable-venue-link" /> : t.venueTba}
            </th>
          ))}
        </tr>
      </thead>
      <tbody id={timetableEventsId(dayAnchor)}>
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
  );
}

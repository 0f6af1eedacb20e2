import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatTime } from '@/i18n/format';
import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';
import { EventStar, EventStatus } from './event-status';
import { nowEntryAttributes } from './now-entry';
import { VenueLink } from '@/components/venue/venue-link';

/**
 * One event of the timetable: title, times, venue (shown in the list by time, left to the column
 * heading in the grid: `.timetable-venue`), flags, star.
 */
export function TimetableEntry({ entry, locale }: { entry: ScheduledEvent; locale: Locale }) {
  const t = getDictionary(locale);
  const { event } = entry;
  return (
    <div {...nowEntryAttributes(entry, locale)} className="timetable-entry">
      <a href={itemPath('event', locale, event)}>{event.title}</a>
      <p>
        {formatMessage(t.schedule.timetable.timeRange, { start: formatTime(entry.startsAt, locale), end: formatTime(entry.endsAt, locale) })}
      </p>
      <p className="timetable-venue">
        {event.venue ? <VenueLink venue={event.venue} locale={locale} className="timetable-venue-link" /> : t.schedule.timetable.venueTba}
      </p>
      {event.newDate && <p className="flag">{t.event.newDate}</p>}
      <div className="event-foot">
        <EventStatus event={event} locale={locale} />
        <EventStar event={event} locale={locale} />
      </div>
    </div>
  );
}

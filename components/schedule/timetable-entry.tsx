import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatTime } from '@/i18n/format';
import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';
import { EventStar, EventStatus } from './event-status';
import { nowEntryAttributes } from './now-entry';
import { VenueLink } from '@/components/venue/venue-link';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';

/** One event in the timetable (grid cell or phone list): title, times, flags, star. */
export function TimetableEntry({ entry, locale, showVenue }: { entry: ScheduledEvent; locale: Locale; showVenue: boolean }) {
  const t = getDictionary(locale);
  const { event } = entry;
  return (
    <div {...nowEntryAttributes(entry, locale)} className="timetable-entry">
      <a href={itemPath('event', locale, event)}>
        {event.title}
      </a>
      <p>
        {formatMessage(t.schedule.timetable.timeRange, { start: formatTime(entry.startsAt, locale), end: formatTime(entry.endsAt, locale) })}
      </p>
      {showVenue && (
        <p className="text-muted">
          {event.venue ? <VenueLink venue={event.venue} locale={locale} className={quietVenueLinkClass} /> : t.schedule.timetable.venueTba}
        </p>
      )}
      {event.newDate && <p className="flag">{t.event.newDate}</p>}
      <div className="event-foot">
        <EventStatus event={event} locale={locale} />
        <EventStar event={event} locale={locale} />
      </div>
    </div>
  );
}

import { EventStar, EventStatus } from '@/components/schedule/event-status';
import { nowEntryAttributes } from '@/components/schedule/now-entry';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';
import type { Event } from '@/queries/types';
import { EventCard } from './event-card';

/**
 * `preloadFirst`: this list opens the page, so its first image is the likely LCP element.
 * `schedule`: the events' scheduled times, when the page shows what is on now (calendar).
 * `rowsOnPhones`: each event a row below 640 px (see EventCard), for the long lists.
 * `underDayHeading`: the list is one day's, under its heading: cards show only the time.
 */
export function EventList({
  events,
  locale,
  preloadFirst = false,
  rowsOnPhones = false,
  underDayHeading = false,
  schedule,
}: {
  events: Event[];
  locale: Locale;
  preloadFirst?: boolean;
  rowsOnPhones?: boolean;
  underDayHeading?: boolean;
  schedule?: ReadonlyMap<string, ScheduledEvent>;
}) {
  return (
    <ul className={`mt-6 grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${rowsOnPhones ? 'gap-3' : 'gap-6'}`}>
      {events.map((event, index) => {
        const scheduled = schedule?.get(event.id);
        return (
          <li key={event.id} {...(scheduled ? nowEntryAttributes(scheduled, locale) : {})}>
            <EventCard event={event} locale={locale} preload={preloadFirst && index === 0} rowOnPhones={rowsOnPhones} timeOnly={underDayHeading}>
              <div className="event-foot">
                <EventStatus event={event} locale={locale} />
                <EventStar event={event} locale={locale} />
              </div>
            </EventCard>
          </li>
        );
      })}
    </ul>
  );
}

import type { Locale } from '@/i18n/locales';
import type { Event } from '@/queries/types';
import { EventCard } from './event-card';

export function EventList({ events, locale }: { events: Event[]; locale: Locale }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} locale={locale} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

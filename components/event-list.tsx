import type { Locale } from '@/i18n/locales';
import type { Event } from '@/queries/types';
import { EventCard } from './event-card';

/** `preloadFirst`: this list opens the page, so its first image is the likely LCP element. */
export function EventList({ events, locale, preloadFirst = false }: { events: Event[]; locale: Locale; preloadFirst?: boolean }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} locale={locale} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

import { toZonedIso } from '@/lib/festival-time';
import { describe } from '@/lib/plain-text';
import { eventStartsAt } from '@/queries/events';
import type { Event } from '@/queries/types';
import { absoluteUrl } from './metadata';

const eventStatus: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/** schema.org Event for search engines' event listings. */
export function eventJsonLd(event: Event, url: string) {
  const startsAt = eventStartsAt(event);
  const description = describe(event.content, event.title);
  const soldOut = event.buttonState === 'sold_out';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    description,
    ...(startsAt ? { startDate: toZonedIso(startsAt) } : {}),
    ...(event.doorsAt ? { doorTime: toZonedIso(event.doorsAt) } : {}),
    eventStatus: event.newDate
      ? 'https://schema.org/EventRescheduled'
      : (eventStatus[event.buttonState ?? ''] ?? 'https://schema.org/EventScheduled'),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.venue
      ? { location: { '@type': 'Place', name: event.venue.title, address: { '@type': 'PostalAddress', addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' } } }
      : {}),
    ...(event.image ? { image: [event.image.url] } : {}),
    ...(event.artists.length ? { performer: event.artists.map((artist) => ({ '@type': 'PerformingGroup', name: artist.title })) } : {}),
    ...(event.ticketUrl
      ? { offers: { '@type': 'Offer', url: event.ticketUrl, availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock', ...(event.price ? { description: event.price } : {}) } }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The event page's structured data, at its public URL. */
export function EventJsonLd({ event, path }: { event: Event; path: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(event, absoluteUrl(path))) }} />;
}

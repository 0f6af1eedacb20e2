import type { Event } from '@/queries/types';
import { toZonedIso } from './festival-time';

const eventStatus: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/** schema.org Event for search engines' event listings. */
export function eventJsonLd(event: Event, { url, startsAt, description }: { url: string; startsAt: string | null; description: string }) {
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

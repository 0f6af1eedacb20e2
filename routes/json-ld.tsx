import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { toZonedIso } from '@/lib/festival-time';
import { describe } from '@/lib/plain-text';
import { eventStartsAt } from '@/queries/events';
import { postalAddressOf } from '@/features/venues/address';
import type { Event, Venue, VenuePage, VenuePlace } from '@/queries/types';
import { absoluteUrl } from './metadata';

const eventStatus: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/** The festival's city: a venue whose details give no address is known only to be there. */
const festivalLocality = { '@type': 'PostalAddress', addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' } as const;

/** The `@id` of a venue's Place: its page's URL, so an Event's `location` and the venue page name the same node. */
function placeId(url: string): string {
  return `${url}#place`;
}

/** A Place's `address` (its street when the venue details give one) and `geo` (when they give coordinates). */
function whereabouts(place: Partial<VenuePlace>) {
  const parts = place.streetAddress ? postalAddressOf(place.streetAddress) : null;
  return {
    address: parts
      ? { '@type': 'PostalAddress', streetAddress: parts.streetAddress, addressLocality: parts.addressLocality, addressRegion: parts.addressRegion, ...(parts.postalCode ? { postalCode: parts.postalCode } : {}), addressCountry: parts.addressCountry }
      : festivalLocality,
    ...(place.geo ? { geo: { '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude } } : {}),
  };
}

/** An event's `location`: the venue, pointing at its page when it has one. */
function eventLocation(venue: Venue, locale: Locale) {
  const url = venue.slug ? absoluteUrl(itemPath('venue', locale, { slug: venue.slug })) : null;
  return { '@type': 'Place', ...(url ? { '@id': placeId(url), url } : {}), name: venue.title, ...whereabouts(venue) };
}

/** schema.org Place on a venue's page. */
export function venueJsonLd(venue: VenuePage, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': placeId(url),
    name: venue.title,
    url,
    description: describe(venue.content, venue.title),
    ...whereabouts(venue),
    ...(venue.image ? { image: [venue.image.url] } : {}),
  };
}

/** schema.org Event for search engines' event listings. */
export function eventJsonLd(event: Event, url: string, locale: Locale) {
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
    ...(event.venue ? { location: eventLocation(event.venue, locale) } : {}),
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
export function EventJsonLd({ event, path, locale }: { event: Event; path: string; locale: Locale }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(event, absoluteUrl(path), locale)) }} />;
}

/** The venue page's structured data, at its public URL. */
export function VenueJsonLd({ venue, path }: { venue: VenuePage; path: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(venueJsonLd(venue, absoluteUrl(path))) }} />;
}

import { describe, expect, it } from 'vitest';
import { eventJsonLd, venueJsonLd } from '@/routes/json-ld';
import type { VenuePage } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

/** A venue page as the adapter gives it; `extra` sets its details. */
function venue(extra: Partial<VenuePage> = {}): VenuePage {
  return {
    id: 'v-mirabelle', databaseId: 3, slug: 'salle-mirabelle', title: 'Salle Mirabelle', content: '<p>A dance hall.</p>', excerpt: null, image: null, translationSlug: null,
    streetAddress: null, geo: null, access: {}, transit: null, gettingThere: null,
    ...extra,
  };
}

const url = 'https://festival.test/venue/salle-mirabelle';

describe("a Place's address and coordinates in structured data", () => {
  it('gives the street, the city, the province, the postal code and the country, and the coordinates, from the venue details', () => {
    const place = venueJsonLd(venue({ streetAddress: '4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5', geo: { latitude: 45.51985, longitude: -73.58465 } }), url);
    expect(place.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4410 boulevard Saint-Laurent',
      addressLocality: 'Montréal',
      addressRegion: 'QC',
      postalCode: 'H2W 1Z5',
      addressCountry: 'CA',
    });
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 45.51985, longitude: -73.58465 });
  });

  it('reads the French way of writing the same address', () => {
    const place = venueJsonLd(venue({ streetAddress: '4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5' }), url);
    expect(place.address).toMatchObject({ streetAddress: '4410, boulevard Saint-Laurent', addressLocality: 'Montréal', postalCode: 'H2W 1Z5' });
    expect(place).not.toHaveProperty('geo');
  });

  it('without details, says only that the venue is in Montréal: no street, no postal code, no coordinates', () => {
    const place = venueJsonLd(venue(), url);
    expect(place.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' });
    expect(place).not.toHaveProperty('geo');
  });

  it("puts the same address and coordinates on an event's location", () => {
    const event = eventJsonLd(
      eventFixture('opening', { venue: { id: 'v', slug: 'salle-mirabelle', title: 'Salle Mirabelle', streetAddress: 'Parc des Lilas, rue Maguire, Montréal, QC H2T 1S6', geo: { latitude: 45.5263, longitude: -73.59779 } } }),
      'https://festival.test/event/opening',
      'en',
    );
    expect(new URL(event.location!['@id']!).pathname).toBe('/venue/salle-mirabelle');
    expect(event.location).toMatchObject({
      address: { streetAddress: 'Parc des Lilas, rue Maguire', postalCode: 'H2T 1S6' },
      geo: { latitude: 45.5263, longitude: -73.59779 },
    });
  });
});

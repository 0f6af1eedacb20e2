import { describe, expect, it } from 'vitest';
import { eventsAtVenue, nextEventAtVenue, venueProgramme } from '@/features/venues/venue-programme';
import { eventJsonLd, venueJsonLd } from '@/routes/json-ld';
import type { VenuePage } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

const lumen = { id: 'v-lumen', slug: 'club-lumen', title: 'Club Lumen' };
const vesper = { id: 'v-vesper', slug: 'cinema-vesper', title: 'Cinéma Vesper' };

const programme = [
  eventFixture('late-set', { venue: lumen, showAt: '2027-09-23T01:30:00' }),
  eventFixture('opening', { venue: lumen, showAt: '2027-09-22T21:00:00' }),
  eventFixture('film', { venue: vesper, showAt: '2027-09-22T19:00:00' }),
  eventFixture('moved', { venue: lumen, showAt: '2027-09-22T18:00:00', newDate: '2027-09-24T22:00:00' }),
  eventFixture('cancelled', { venue: lumen, showAt: '2027-09-24T20:00:00', buttonState: 'cancelled' }),
  eventFixture('undated', { venue: lumen, showAt: null }),
];

describe("a venue's programme", () => {
  it('is exactly its events, by festival night (a 1:30 am set on the night before), each night in time order', () => {
    const { days, count } = venueProgramme(lumen.id, programme);
    expect(days.map((day) => [day.day, day.events.map((event) => event.slug)])).toEqual([
      ['2027-09-22', ['opening', 'late-set']],
      ['2027-09-24', ['cancelled', 'moved']],
    ]);
    expect(count).toBe(4);
    expect(eventsAtVenue(vesper.id, programme).map((event) => event.slug)).toEqual(['film']);
    // "On now" runs for the whole festival, whichever nights the venue has events.
    expect(venueProgramme(vesper.id, programme).festivalDays).toEqual(['2027-09-22', '2027-09-24']);
  });

  it('gives each event its length, cut short by the next event in the venue', () => {
    const { schedule } = venueProgramme(lumen.id, programme);
    expect(schedule.get('opening')).toMatchObject({ startsAt: '2027-09-22T21:00:00', endsAt: '2027-09-22T23:00:00' });
    expect(schedule.get('cancelled')).toMatchObject({ durationMinutes: 120 });
  });

  it('names as next event the first one not started yet that still takes place', () => {
    expect(nextEventAtVenue(lumen.id, programme, '2027-09-22T12:00:00')?.event.slug).toBe('opening');
    expect(nextEventAtVenue(lumen.id, programme, '2027-09-22T21:05:00')?.event.slug).toBe('late-set');
    // The cancelled show at 20:00 is skipped; the moved one is at its new date.
    expect(nextEventAtVenue(lumen.id, programme, '2027-09-24T12:00:00')?.event.slug).toBe('moved');
    expect(nextEventAtVenue(lumen.id, programme, '2027-09-25T00:00:00')).toBeNull();
  });
});

describe('structured data', () => {
  const venue: VenuePage = {
    id: lumen.id, databaseId: 62, slug: lumen.slug, title: lumen.title, content: '<p>A late-night club.</p>', excerpt: null, image: null, translationSlug: 'club-lumen-fr',
    streetAddress: null, geo: null, access: {}, transit: null, gettingThere: null,
  };

  it('a venue page is a Place; an event there names the same Place as its location', () => {
    const place = venueJsonLd(venue, 'https://festival.test/venue/club-lumen');
    expect(place).toMatchObject({ '@type': 'Place', '@id': 'https://festival.test/venue/club-lumen#place', name: 'Club Lumen', description: 'A late-night club.' });
    const event = eventJsonLd(programme[1]!, 'https://festival.test/event/opening', 'en');
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Club Lumen' });
    expect(new URL(event.location!.url!).pathname).toBe('/venue/club-lumen');
    expect(event.location!['@id']).toBe(`${new URL(event.location!.url!).origin}/venue/club-lumen#place`);
    expect(new URL(eventJsonLd(programme[1]!, 'https://festival.test/fr/evenement/ouverture', 'fr').location!.url!).pathname).toBe('/fr/lieu/club-lumen');
  });

  it('an event whose venue has no page names the place without a link', () => {
    const event = eventJsonLd(eventFixture('x', { venue: { id: 'v', title: 'Somewhere' } }), 'https://festival.test/event/x', 'en');
    expect(event.location).toEqual({ '@type': 'Place', name: 'Somewhere', address: expect.objectContaining({ addressLocality: 'Montréal' }) });
  });
});

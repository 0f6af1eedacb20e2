/**
 * "If you like {artist}" and the artist's sets, on the seed programme read through the site's own
 * getters (the embedded content server in process), and on small hand-made programmes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSeedStore } from '@/cms/seed';
import { startContentServer } from '@/cms/server';
import type { Artist, Event } from '@/queries/types';

const server = await startContentServer({ store: createSeedStore({ scale: 0 }), port: 0 });
const savedUrl = process.env.CMS_GRAPHQL_URL;
process.env.CMS_GRAPHQL_URL = server.graphqlUrl;
afterAll(async () => {
  if (savedUrl === undefined) delete process.env.CMS_GRAPHQL_URL;
  else process.env.CMS_GRAPHQL_URL = savedUrl;
  await server.close();
});

// The site's modules read their configuration when first imported: after the server is up.
const { getAllArtists } = await import('@/queries/artists');
const { getAllEvents } = await import('@/queries/events');
const { getSlugIndex } = await import('@/queries/slug-index');
const { nextSet, setsOf, stableKey, suggestArtists, suggestionLimits } = await import('@/features/listen/suggestions');

const now = '2026-11-27T12:00:00';
const programme = {
  en: { artists: await getAllArtists('en'), events: await getAllEvents('en') },
  fr: { artists: await getAllArtists('fr'), events: await getAllEvents('fr') },
};

function festivalArtistIds(events: readonly Event[]): Set<string> {
  return new Set(events.flatMap((event) => event.artists.map((artist) => artist.id)));
}

describe.each(['en', 'fr'] as const)('suggestions on the seed programme (%s)', (locale) => {
  const { artists, events } = programme[locale];
  const onBills = festivalArtistIds(events);

  it('suggests 4 to 6 festival artists to every artist, never the artist itself', () => {
    expect(artists.length).toBeGreaterThan(20);
    for (const artist of artists) {
      const suggestions = suggestArtists(artist, artists, events, { locale, now });
      expect(suggestions.length, artist.slug).toBeGreaterThanOrEqual(suggestionLimits.min);
      expect(suggestions.length, artist.slug).toBeLessThanOrEqual(suggestionLimits.max);
      const slugs = suggestions.map((s) => s.artist.slug);
      expect(slugs, artist.slug).not.toContain(artist.slug);
      expect(new Set(slugs).size, artist.slug).toBe(slugs.length);
      for (const { artist: suggested, set } of suggestions) {
        // A festival artist: on a bill of the programme, and the set shown is theirs.
        expect(onBills.has(suggested.id) || suggested.events.length > 0, suggested.slug).toBe(true);
        expect(setsOf(suggested, events).map((e) => e.id), suggested.slug).toContain(set.id);
      }
    }
  });

  it('only suggests artists whose page exists', async () => {
    const published = await getSlugIndex('artist', locale);
    for (const artist of artists) {
      for (const { artist: suggested } of suggestArtists(artist, artists, events, { locale, now })) {
        expect(published.has(suggested.slug), suggested.slug).toBe(true);
      }
    }
  });

  it('is the same whatever order the content comes in (stable across builds)', () => {
    const shuffled = { artists: [...artists].reverse(), events: [...events].reverse() };
    for (const artist of artists) {
      const once = suggestArtists(artist, artists, events, { locale, now }).map((s) => s.artist.slug);
      const again = suggestArtists(artist, shuffled.artists, shuffled.events, { locale, now }).map((s) => s.artist.slug);
      expect(again, artist.slug).toEqual(once);
    }
  });

  it('puts an artist of the same bill first', () => {
    const headliner = events.find((event) => event.artists.length >= 2)!;
    const [first, second] = headliner.artists;
    const artist = artists.find((a) => a.id === first!.id)!;
    const top = suggestArtists(artist, artists, events, { locale, now })[0]!;
    const sharesABill = events.some((event) => event.artists.some((a) => a.id === artist.id) && event.artists.some((a) => a.id === top.artist.id));
    expect(sharesABill).toBe(true);
    expect(second).toBeDefined();
  });
});

function artist(id: string, categories: string[] = [], events: string[] = []): Artist {
  return {
    id, slug: id, title: id, content: '', image: null, hometown: null, translationSlug: null,
    categories: categories.map((slug) => ({ id: slug, slug, name: slug, image: null })),
    links: { albumTrack: null, bandcamp: null, facebook: null, instagram: null, soundcloud: null, spotify: null, twitter: null, website: null, youtube: null },
    events: events.map((e) => ({ id: e, slug: e, title: e })),
  };
}

function event(id: string, showAt: string, venue: string, bill: string[]): Event {
  return {
    id, slug: id, title: id, content: '', image: null, categories: [], doorsAt: null, showAt, newDate: null,
    venue: { id: venue, title: venue }, facebookEventUrl: null, price: null, ticketUrl: null, buttonState: null,
    artists: bill.map((a) => ({ id: a, slug: a, title: a })), performanceTimes: [], translationSlug: null,
    databaseId: null, translationDatabaseId: null,
  };
}

describe('how artists are suggested', () => {
  const events = [
    event('e1', '2027-09-22T20:00:00', 'rialto', ['me', 'billmate']),
    event('e2', '2027-09-22T23:30:00', 'rialto', ['samenight']),
    // 00:30 on the 23rd is still the 22nd's night.
    event('e3', '2027-09-23T00:30:00', 'rialto', ['latenight']),
    event('e4', '2027-09-22T21:00:00', 'casa', ['othervenue']),
    event('e5', '2027-09-24T21:00:00', 'casa', ['genre', 'genre2', 'stranger']),
    event('e6', '2027-09-25T21:00:00', 'casa', ['genre2']),
  ];
  const artists = [
    artist('me', ['rock']),
    artist('billmate'),
    artist('samenight'),
    artist('latenight'),
    artist('othervenue'),
    artist('genre', ['rock']),
    artist('genre2', ['rock', 'folk']),
    artist('stranger'),
    artist('nosets', ['rock']),
  ];

  it('weighs the same bill, then the same night at the same venue, then shared categories', () => {
    const suggestions = suggestArtists(artists[0]!, artists, events, { locale: 'en', now: '2027-01-01T00:00:00' });
    expect(suggestions.map((s) => [s.artist.slug, s.score])).toEqual(
      expect.arrayContaining([['billmate', 3], ['samenight', 2], ['latenight', 2], ['genre', 1], ['genre2', 1]]),
    );
    expect(suggestions[0]!.artist.slug).toBe('billmate');
    expect(suggestions.slice(1, 3).map((s) => s.artist.slug).sort()).toEqual(['latenight', 'samenight']);
    expect(suggestions.slice(3, 5).map((s) => s.artist.slug).sort()).toEqual(['genre', 'genre2']);
    expect(suggestions.map((s) => s.artist.slug)).not.toContain('nosets');
  });

  it('fills up to four with other festival artists, never one without a set, never itself', () => {
    const suggestions = suggestArtists(artists[1]!, artists, events, { locale: 'en', now: '2027-01-01T00:00:00' });
    expect(suggestions).toHaveLength(4);
    expect(suggestions[0]!.artist.slug).toBe('me');
    const slugs = suggestions.map((s) => s.artist.slug);
    expect(slugs).not.toContain('billmate');
    expect(slugs).not.toContain('nosets');
  });

  it('are the same in both languages for the same programme (ties are keyed by the English slugs)', () => {
    // The French programme: other ids and slugs, each item knowing its English translation's slug.
    const french = (a: Artist): Artist => ({ ...a, id: `fr-${a.id}`, slug: `${a.slug}-fr`, translationSlug: a.slug, categories: a.categories.map((c) => ({ ...c, slug: `${c.slug}-fr` })) });
    const frArtists = artists.map(french).reverse();
    const frEvents = events.map((e) => ({ ...e, id: `fr-${e.id}`, venue: { id: `fr-${e.venue!.id}`, title: e.venue!.title }, artists: e.artists.map((a) => ({ ...a, id: `fr-${a.id}`, slug: `${a.slug}-fr` })) }));
    for (const a of artists) {
      const en = suggestArtists(a, artists, events, { locale: 'en', now: '2027-01-01T00:00:00' }).map((s) => stableKey(s.artist, 'en'));
      const fr = suggestArtists(french(a), frArtists, frEvents, { locale: 'fr', now: '2027-01-01T00:00:00' }).map((s) => stableKey(s.artist, 'fr'));
      expect(fr, a.slug).toEqual(en);
    }
  });

  it('shows the next set, or the last one once they are all over', () => {
    const sets = setsOf(artists.find((a) => a.id === 'genre2')!, events);
    expect(sets.map((e) => e.id)).toEqual(['e5', 'e6']);
    expect(nextSet(sets, '2027-09-24T22:00:00')?.id).toBe('e6');
    expect(nextSet(sets, '2027-01-01T00:00:00')?.id).toBe('e5');
    expect(nextSet(sets, '2028-01-01T00:00:00')?.id).toBe('e6');
  });

  it('lists an artist’s sets from the bills and from the artist’s own list, in time order', () => {
    const listed = artist('me', [], ['e6']);
    expect(setsOf(listed, events).map((e) => e.id)).toEqual(['e1', 'e6']);
  });
});

import { describe, expect, it } from 'vitest';
import { planForPostRequest, type PostRequest, type ResolveDeps, type VenueShowing } from '@/features/revalidation/resolve';
import type { AffectedContent, FoundItem } from '@/queries/revalidation';
import type { SlugIndex } from '@/queries/slug-index';

/**
 * A venue's save refreshes its own pages and every page that prints its name: its events' pages
 * and every list they are in (calendar, days, categories, timetable, My schedule), the artists on
 * their bills, home and the venue list. The content lookups are stand-ins.
 */
const venue = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'venue', locale: 'en', slug: 'club-lumen', databaseId: 62, public: true, categories: [], ...patch });
const venueFr = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'venue', locale: 'fr', slug: 'club-lumen-fr', databaseId: 63, public: true, categories: [], ...patch });
const lateShow: FoundItem = { type: 'event', locale: 'en', slug: 'late-show', databaseId: 99, public: true, categories: ['music'], day: '2027-09-24' };
const lateShowFr: FoundItem = { type: 'event', locale: 'fr', slug: 'spectacle-tardif', databaseId: 100, public: true, categories: ['musique'], day: '2027-09-24' };

const knownVenues = { 'venue:en': { 'club-lumen': 62 }, 'venue:fr': { 'club-lumen-fr': 63 } };

function deps(publicly: AffectedContent, asked: Array<[string, readonly string[]]> = []): ResolveDeps {
  return {
    findById: async () => publicly,
    findBySlug: async () => publicly,
    slugIndex: async (type, locale) => new Map(Object.entries(knownVenues[`${type}:${locale}` as keyof typeof knownVenues] ?? {})) as SlugIndex,
    venueShowing: async (locale, slugs): Promise<VenueShowing> => {
      asked.push([locale, slugs]);
      const events = [lateShow, lateShowFr].filter((event) => event.locale === locale && slugs.includes(locale === 'en' ? 'club-lumen' : 'club-lumen-fr'));
      return { events, artists: events.map(() => ({ type: 'artist', locale, slug: locale === 'en' ? 'mira-solenne' : 'mira-solenne-fr' })) };
    },
    hasEditorCredentials: false,
  };
}

const request = (patch: Partial<PostRequest>): PostRequest => ({ kind: 'post', postId: null, content: null, slug: null, paths: [], tags: [], ...patch });

describe('the webhook planner for a venue', () => {
  it('renders its own pages first, in both languages (the saved one first), then the pages that print its name, then home and the lists', async () => {
    const frenchSave = (await planForPostRequest(request({ postId: 63, content: 'venue', slug: 'club-lumen-fr' }), deps({ items: [venue(), venueFr()], related: [] }))).publicPaths;
    expect(frenchSave.slice(0, 2)).toEqual(['/fr/lieu/club-lumen-fr', '/venue/club-lumen']);
    const printsName = ['/event/late-show', '/fr/evenement/spectacle-tardif', '/artist/mira-solenne', '/fr/artiste/mira-solenne-fr'];
    for (const page of printsName) expect(frenchSave.indexOf(page), page).toBeLessThan(frenchSave.indexOf('/'));
  });

  it('an EDIT refreshes its pages, the venue list, and every page that prints its name', async () => {
    const plan = await planForPostRequest(request({ postId: 62, content: 'venue', slug: 'club-lumen' }), deps({ items: [venue(), venueFr()], related: [] }));
    expect(plan.tags).toEqual(expect.arrayContaining(['venues:en:club-lumen', 'venues:fr:club-lumen-fr', 'venues:en', 'venues:fr']));
    // The event lists carry the venue's name (calendar, days, timetable, My schedule, home, artists, venue pages).
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en', 'events:fr', 'events:en:late-show', 'events:fr:spectacle-tardif']));
    expect(plan.publicPaths).toEqual(
      expect.arrayContaining([
        '/venue/club-lumen',
        '/fr/lieu/club-lumen-fr',
        '/venues',
        '/fr/lieux',
        '/',
        '/fr',
        '/event/late-show',
        '/fr/evenement/spectacle-tardif',
        '/artist/mira-solenne',
        '/fr/artiste/mira-solenne-fr',
        '/calendar',
        '/fr/calendrier',
        '/calendar/2027-09-24',
        '/fr/calendrier/2027-09-24',
        '/calendar?category=music',
        '/fr/calendrier?categorie=musique',
        '/calendar/2027-09-24?category=music',
        '/festival-schedule',
        '/fr/programme-du-festival',
        '/my-schedule',
        '/fr/mon-horaire',
      ]),
    );
    expect(plan.gonePaths).toEqual([]);
    // Same slugs: the slug index and the sitemap stay.
    expect(plan.tags.filter((tag) => tag.includes('-index:'))).toEqual([]);
  });

  it('a RENAME: the new page lives, the old one is gone, and the pages that printed the old name are found by the old slug', async () => {
    const asked: Array<[string, readonly string[]]> = [];
    const plan = await planForPostRequest(
      request({ postId: 62, content: 'venue', slug: 'club-lumiere' }),
      deps({ items: [venue({ slug: 'club-lumiere' }), venueFr()], related: [] }, asked),
    );
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/venue/club-lumiere', '/venue/club-lumen', '/event/late-show', '/sitemap.xml']));
    expect(plan.gonePaths).toEqual(['/venue/club-lumen']);
    expect(plan.tags).toEqual(expect.arrayContaining(['venues-index:en', 'venues-index:fr']));
    expect(asked.find(([locale]) => locale === 'en')?.[1]).toEqual(expect.arrayContaining(['club-lumiere', 'club-lumen']));
  });

  it('an event save refreshes its venue page and the venue list (each venue with its next event)', async () => {
    const plan = await planForPostRequest(
      request({ postId: 99, content: 'event', slug: 'late-show' }),
      deps({ items: [lateShow, lateShowFr], related: [{ type: 'venue', locale: 'en', slug: 'club-lumen' }] }),
    );
    expect(plan.tags).toContain('venues:en:club-lumen');
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/venue/club-lumen', '/venues', '/fr/lieux']));
  });
});

import { describe, expect, it } from 'vitest';
import { planForPostRequest, type PostRequest, type ResolveDeps } from '@/features/revalidation/resolve';
import type { AffectedContent, FoundItem } from '@/queries/revalidation';
import type { SlugIndex } from '@/queries/slug-index';

/**
 * An event's day pages after its save (issue 24, item 2): the calendar's page of the day it is on
 * now and of the day the site's cached list had it on, in both languages, rendered right after the
 * event's own pages and lists; its categories' day pages later, with the filtered lists.
 */
const en = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'en', slug: 'opening-night', databaseId: 18, public: true, categories: ['music'], day: '2027-09-23', ...patch });
const fr = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'fr', slug: 'soiree-d-ouverture', databaseId: 19, public: true, categories: ['musique'], day: '2027-09-23', ...patch });
const known = { 'event:en': { 'opening-night': 18 }, 'event:fr': { 'soiree-d-ouverture': 19 } } as Record<string, Record<string, number>>;

function deps(found: AffectedContent, cachedDays: Record<number, string>, asEditor?: AffectedContent): ResolveDeps {
  return {
    findById: async (_id, options) => (options.asEditor ? (asEditor ?? { items: [], related: [] }) : found),
    findBySlug: async (_slug, _type, options) => (options.asEditor ? (asEditor ?? { items: [], related: [] }) : found),
    slugIndex: async (type, locale) => new Map(Object.entries(known[`${type}:${locale}`] ?? {})) as SlugIndex,
    eventDays: async () => new Map(Object.entries(cachedDays).map(([id, day]) => [Number(id), day])),
    hasEditorCredentials: asEditor !== undefined,
  };
}

const request = (patch: Partial<PostRequest> = {}): PostRequest => ({ kind: 'post', postId: 18, content: 'event', slug: 'opening-night', paths: [], tags: [], ...patch });
const artists = [{ type: 'artist' as const, locale: 'en' as const, slug: 'mira-solenne' }];

describe('day pages in the webhook plan', () => {
  it('an edit on the same day: that day in both languages, each right after its event page, then its artists’ pages, before home, the lists and the timetable', async () => {
    const plan = await planForPostRequest(request(), deps({ items: [en(), fr()], related: artists }, { 18: '2027-09-23', 19: '2027-09-23' }));
    const paths = plan.publicPaths;
    expect(paths).toEqual(expect.arrayContaining(['/calendar/2027-09-23', '/fr/calendrier/2027-09-23']));
    expect(paths.filter((path) => /\/(calendar|calendrier)\/\d{4}/.test(path) && !path.includes('?'))).toHaveLength(2);
    const at = (path: string) => paths.indexOf(path);
    expect(at('/calendar/2027-09-23')).toBeGreaterThan(at('/event/opening-night'));
    expect(at('/fr/calendrier/2027-09-23')).toBeGreaterThan(at('/fr/evenement/soiree-d-ouverture'));
    expect(at('/fr/calendrier/2027-09-23')).toBeLessThan(at('/'));
    expect(at('/fr/calendrier/2027-09-23')).toBeLessThan(at('/calendar'));
    expect(at('/calendar/2027-09-23')).toBeLessThan(at('/artist/mira-solenne'));
    expect(at('/fr/calendrier/2027-09-23')).toBeLessThan(at('/festival-schedule'));
    // Its artists' pages show it as much as its day pages: before home and the lists too.
    expect(at('/artist/mira-solenne')).toBeLessThan(at('/'));
    expect(at('/artist/mira-solenne')).toBeLessThan(at('/calendar'));
    expect(at('/artist/mira-solenne')).toBeLessThan(at('/venues'));
    // Its categories' day pages, in each item's language, with the filtered lists (last).
    expect(paths).toEqual(expect.arrayContaining(['/calendar/2027-09-23?category=music', '/fr/calendrier/2027-09-23?categorie=musique']));
    expect(at('/calendar/2027-09-23?category=music')).toBeGreaterThan(at('/calendar?category=music'));
  });

  it('reads the cached event lists while the post is looked up, not after (a list not cached under its key is fetched)', async () => {
    const order: string[] = [];
    let listsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (listsAsked = resolve));
    const slow: ResolveDeps = {
      ...deps({ items: [en(), fr()], related: [] }, {}),
      // The lookup answers only once the lists were asked for: read after it, the plan would never end.
      findById: async () => {
        await asked;
        order.push('lookup answered');
        return { items: [en({ day: '2027-09-25' }), fr({ day: '2027-09-25' })], related: [] };
      },
      eventDays: async () => {
        order.push('lists asked');
        listsAsked();
        return new Map([[18, '2027-09-23']]);
      },
    };
    const plan = await planForPostRequest(request(), slow);
    expect(order[0]).toBe('lists asked');
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/calendar/2027-09-23', '/calendar/2027-09-25']));
  });

  it('a move to another day: the day it left and the day it is on now', async () => {
    const plan = await planForPostRequest(request(), deps({ items: [en({ day: '2027-09-25' }), fr({ day: '2027-09-25' })], related: [] }, { 18: '2027-09-23', 19: '2027-09-23' }));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/calendar/2027-09-23', '/calendar/2027-09-25', '/fr/calendrier/2027-09-23', '/fr/calendrier/2027-09-25']));
  });

  it('an unpublished event (found by the editor): the day it left', async () => {
    const hidden = { items: [en({ public: false }), fr({ public: false })], related: [] };
    const plan = await planForPostRequest(request(), deps({ items: [], related: [] }, { 18: '2027-09-23' }, hidden));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/calendar/2027-09-23', '/fr/calendrier/2027-09-23']));
  });

  it('an event deleted for good: the day the cached list had it on', async () => {
    const plan = await planForPostRequest(request(), deps({ items: [], related: [] }, { 18: '2027-09-24' }, { items: [], related: [] }));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/calendar/2027-09-24', '/fr/calendrier/2027-09-24']));
  });

  it('a new event: its day (nothing cached for it); other types have no day pages', async () => {
    const created = await planForPostRequest(request({ postId: 99, slug: 'late-show' }), deps({ items: [en({ slug: 'late-show', databaseId: 99, day: '2027-09-26' })], related: [] }, {}));
    expect(created.publicPaths).toEqual(expect.arrayContaining(['/calendar/2027-09-26', '/fr/calendrier/2027-09-26']));
    const artist = await planForPostRequest(
      request({ postId: 40, content: 'artist', slug: 'mira-solenne' }),
      deps({ items: [{ type: 'artist', locale: 'en', slug: 'mira-solenne', databaseId: 40, public: true, categories: [] }], related: [] }, { 40: '2027-09-23' }),
    );
    expect(artist.publicPaths.some((path) => /\d{4}-\d{2}-\d{2}/.test(path))).toBe(false);
  });

  it('its own pages first, the saved language’s first: a French save renders its French page, then its English page, then the French day page and artist page before the English ones', async () => {
    const bothArtists = [...artists, { type: 'artist' as const, locale: 'fr' as const, slug: 'mira-solenne-fr' }];
    const found = { items: [en(), fr()], related: bothArtists };
    const cached = { 18: '2027-09-23', 19: '2027-09-23' };
    const frenchSave = (await planForPostRequest(request({ postId: 19, slug: 'soiree-d-ouverture' }), deps(found, cached))).publicPaths;
    expect(frenchSave.slice(0, 6)).toEqual([
      '/fr/evenement/soiree-d-ouverture',
      '/event/opening-night',
      '/fr/calendrier/2027-09-23',
      '/fr/artiste/mira-solenne-fr',
      '/calendar/2027-09-23',
      '/artist/mira-solenne',
    ]);
    const englishSave = (await planForPostRequest(request(), deps(found, cached))).publicPaths;
    expect(englishSave.slice(0, 4)).toEqual(['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/calendar/2027-09-23', '/artist/mira-solenne']);
  });
});

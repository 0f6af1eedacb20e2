import { describe, expect, it } from 'vitest';
import { planForPostRequest, type PostRequest, type ResolveDeps } from '@/features/revalidation/resolve';
import type { AffectedContent, FoundItem, LookupOptions } from '@/queries/revalidation';
import type { SlugIndex } from '@/queries/slug-index';

/**
 * The webhook's planner through a post's whole lifecycle: what each WordPress action makes it
 * refresh, which URLs it declares gone, and what it says it could not find out. The content
 * lookups are stand-ins: the public API, the editor's lookup (preview credentials) and the
 * site's cached slug index (what the site knew before the change).
 */
const openingEn = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'en', slug: 'opening-night', databaseId: 18, public: true, categories: ['music'], ...patch });
const openingFr = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'fr', slug: 'soiree-d-ouverture', databaseId: 19, public: true, categories: [], ...patch });
const artists = [{ type: 'artist' as const, locale: 'en' as const, slug: 'mira-solenne' }];

interface World {
  /** What the public API answers for the post. */
  publicly?: AffectedContent;
  /** What an authenticated editor sees (null: no credentials configured). */
  asEditor?: AffectedContent | null;
  /** The cached slug indexes: type:locale → slug → id. */
  indexes?: Record<string, Record<string, number>>;
}

const nothing: AffectedContent = { items: [], related: [] };

function deps(world: World): ResolveDeps & { asked: string[] } {
  const asked: string[] = [];
  const answer = (options: LookupOptions) => {
    asked.push(options.asEditor ? 'editor' : 'public');
    if (options.asEditor) return world.asEditor ?? nothing;
    return world.publicly ?? nothing;
  };
  return {
    asked,
    findById: async (_id, options) => answer(options),
    findBySlug: async (_slug, _type, options) => answer(options),
    slugIndex: async (type, locale) => new Map(Object.entries(world.indexes?.[`${type}:${locale}`] ?? {})) as SlugIndex,
    hasEditorCredentials: world.asEditor !== null && world.asEditor !== undefined,
  };
}

const request = (patch: Partial<PostRequest>): PostRequest => ({ kind: 'post', postId: null, content: null, slug: null, paths: [], tags: [], ...patch });

/** Before each change, the site's cached indexes knew the event in both languages. */
const knownOpening = { 'event:en': { 'opening-night': 18, 'closing-concert': 20 }, 'event:fr': { 'soiree-d-ouverture': 19 } };

describe('the webhook planner, per lifecycle case', () => {
  it('a NEW event: its pages in both languages, its artist, the lists, home, filtered lists and the sitemap; nothing gone', async () => {
    const plan = await planForPostRequest(
      request({ postId: 99, content: 'event', slug: 'late-show' }),
      deps({ publicly: { items: [openingEn({ slug: 'late-show', databaseId: 99 }), openingFr({ slug: 'spectacle-tardif', databaseId: 100 })], related: artists }, indexes: knownOpening }),
    );
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en:late-show', 'events:fr:spectacle-tardif', 'artists:en:mira-solenne', 'events:en', 'events:fr']));
    // The artists' list (and every artist page with it) does not show events: untouched.
    expect(plan.tags).not.toContain('artists:en');
    // A new slug: the slug index, which every event page checks, is refreshed.
    expect(plan.tags).toEqual(expect.arrayContaining(['events-index:en', 'events-index:fr']));
    expect(plan.publicPaths).toEqual(
      expect.arrayContaining(['/event/late-show', '/fr/evenement/spectacle-tardif', '/artist/mira-solenne', '/', '/fr', '/calendar', '/fr/calendrier', '/calendar?category=music', '/sitemap.xml']),
    );
    // Every event is on the timetable and in My schedule (for its CDN purge and warming).
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/festival-schedule', '/fr/programme-du-festival', '/my-schedule', '/fr/mon-horaire']));
    expect(plan.gonePaths).toEqual([]);
    expect(plan.unresolved).toEqual([]);
  });

  it('an EDIT: the same pages, found by the public API alone', async () => {
    const world = deps({ publicly: { items: [openingEn(), openingFr()], related: artists }, indexes: knownOpening, asEditor: nothing });
    const plan = await planForPostRequest(request({ postId: 18, content: 'event', slug: 'opening-night' }), world);
    expect(world.asked).toEqual(['public']);
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/artist/mira-solenne']));
    expect(plan.gonePaths).toEqual([]);
    // Same slugs as the site knew: the slug index (and every other event page with it) and the
    // sitemap, which lists URLs only, stay.
    expect(plan.tags.filter((tag) => tag.includes('-index:'))).toEqual([]);
    expect(plan.publicPaths).not.toContain('/sitemap.xml');
  });

  it.each(['draft', 'future', 'private'])('UNPUBLISHED (%s), found as the editor: its page is gone, its translation refreshed (language switch)', async () => {
    const world = deps({ publicly: nothing, asEditor: { items: [openingEn({ public: false }), openingFr()], related: artists }, indexes: knownOpening });
    const plan = await planForPostRequest(request({ postId: 18, content: 'event', slug: 'opening-night' }), world);
    expect(world.asked).toEqual(['public', 'editor']);
    expect(plan.gonePaths).toEqual(['/event/opening-night']);
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en:opening-night', 'events:fr:soiree-d-ouverture', 'artists:en:mira-solenne', 'events:en', 'events:fr', 'events-index:en']));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/artist/mira-solenne', '/calendar', '/']));
    expect(plan.unresolved).toEqual([]);
  });

  it('TRASHED: the sender names `x__trashed`; the page at `x` is gone', async () => {
    const plan = await planForPostRequest(
      request({ postId: 24, content: 'news', slug: 'volunteers-wanted__trashed' }),
      deps({
        publicly: nothing,
        asEditor: { items: [{ type: 'news', locale: 'en', slug: 'volunteers-wanted', databaseId: 24, public: false, categories: [] }], related: [] },
        indexes: { 'news:en': { 'volunteers-wanted': 24 } },
      }),
    );
    expect(plan.gonePaths).toEqual(['/news/volunteers-wanted']);
    expect(plan.tags).toEqual(expect.arrayContaining(['news:en:volunteers-wanted', 'news:en', 'news:fr']));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/news', '/fr/nouvelles', '/', '/fr', '/sitemap.xml']));
  });

  it('DELETED: not found even as the editor; the slugs the site knew are gone, and the answer says so', async () => {
    const plan = await planForPostRequest(request({ postId: 18, content: 'event', slug: 'opening-night' }), deps({ publicly: nothing, asEditor: nothing, indexes: knownOpening }));
    expect(plan.gonePaths).toEqual(['/event/opening-night']);
    expect(plan.unresolved).toEqual([expect.stringMatching(/post 18: not found even as the editor \(deleted\?\)/)]);
  });

  it('DELETED, the site never knew it, only a type and slug sent: that slug refreshed in both languages, nothing declared gone', async () => {
    const plan = await planForPostRequest(request({ content: 'news', slug: 'old-post' }), deps({ publicly: nothing, asEditor: nothing }));
    expect(plan.tags).toEqual(expect.arrayContaining(['news:en:old-post', 'news:fr:old-post', 'news:en', 'news:fr', 'news-index:en']));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/news/old-post', '/fr/nouvelles/old-post', '/news', '/sitemap.xml']));
    // No index held the slug: no URL of it is known to have existed.
    expect(plan.gonePaths).toEqual([]);
  });

  it('DELETED English event known by its slug only: gone names its English URL, never the French section at the English slug', async () => {
    const plan = await planForPostRequest(
      request({ content: 'event', slug: 'closing-concert' }),
      deps({ publicly: nothing, asEditor: nothing, indexes: { 'event:en': { 'closing-concert': 20 }, 'event:fr': { 'soiree-d-ouverture': 19 } } }),
    );
    expect(plan.gonePaths).toEqual(['/event/closing-concert']);
    expect(plan.publicPaths).not.toContain('/fr/evenement/closing-concert');
  });

  it('DELETED with an id no index holds: a slug the index holds for another post is not declared gone', async () => {
    const plan = await planForPostRequest(
      request({ postId: 77, content: 'event', slug: 'closing-concert' }),
      deps({ publicly: nothing, asEditor: nothing, indexes: { 'event:en': { 'closing-concert': 20 } } }),
    );
    expect(plan.gonePaths).toEqual([]);
  });

  it('DELETED from the trash: its page went with the trash; the sender\'s `x__trashed` names nothing gone now', async () => {
    const plan = await planForPostRequest(
      request({ postId: 18, content: 'event', slug: 'opening-night__trashed' }),
      deps({ publicly: nothing, asEditor: nothing, indexes: { 'event:en': { 'closing-concert': 20 }, 'event:fr': { 'soiree-d-ouverture': 19 } } }),
    );
    expect(plan.gonePaths).toEqual([]);
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en:opening-night', 'events:en', 'events:fr']));
  });

  it('RENAMED: the new URL renders, the old one (from the cached index) is gone in that language only', async () => {
    const plan = await planForPostRequest(
      request({ postId: 16, content: 'artist', slug: 'mira-solenne-trio' }),
      deps({
        publicly: { items: [{ type: 'artist', locale: 'en', slug: 'mira-solenne-trio', databaseId: 16, public: true, categories: ['music'] }, { type: 'artist', locale: 'fr', slug: 'mira-solenne-fr', databaseId: 17, public: true, categories: [] }], related: [{ type: 'event', locale: 'en', slug: 'opening-night' }] },
        indexes: { 'artist:en': { 'mira-solenne': 16 }, 'artist:fr': { 'mira-solenne-fr': 17 } },
      }),
    );
    expect(plan.gonePaths).toEqual(['/artist/mira-solenne']);
    // The French page links to the new slug through its language switch; the event page lists the artist.
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/artist/mira-solenne-trio', '/artist/mira-solenne', '/fr/artiste/mira-solenne-fr', '/event/opening-night', '/artists?category=music']));
    expect(plan.tags).toEqual(expect.arrayContaining(['artists:en:mira-solenne', 'artists:en:mira-solenne-trio', 'artists:fr:mira-solenne-fr', 'events:en:opening-night', 'artists-index:en']));
  });

  it('an id the public API cannot see, WITHOUT editor credentials: its pages from the cached index, and the answer says what is missing', async () => {
    const world = deps({ publicly: nothing, asEditor: null, indexes: knownOpening });
    const plan = await planForPostRequest(request({ postId: 18 }), world);
    expect(world.asked).toEqual(['public']);
    expect(plan.gonePaths).toEqual(['/event/opening-night']);
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en:opening-night', 'events:en', 'events:fr']));
    expect(plan.unresolved).toEqual([expect.stringMatching(/post 18: not in the public API .* no editor credentials \(CMS_PREVIEW_USER, CMS_PREVIEW_APP_PASSWORD\).*translations and the pages that link to it were not refreshed/)]);
  });

  it('an id found nowhere and named by nothing else: every list, home and sitemap, and the answer says the page is unknown', async () => {
    const plan = await planForPostRequest(request({ postId: 4242 }), deps({ publicly: nothing, asEditor: null }));
    expect(plan.tags).toEqual(expect.arrayContaining(['events:en', 'artists:fr', 'news:en', 'pages:fr', 'categories:en']));
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/', '/fr', '/calendar', '/fr/artistes', '/news', '/sitemap.xml']));
    expect(plan.unresolved).toHaveLength(2);
    expect(plan.unresolved![1]).toMatch(/post 4242: not found anywhere/);
  });

  it('a festival section (category): the shell of every page too', async () => {
    const plan = await planForPostRequest(
      request({ content: 'about', slug: 'cinema' }),
      deps({ publicly: { items: [{ type: 'about', locale: 'fr', slug: 'cinema', databaseId: 40, public: true, categories: [] }], related: [] } }),
    );
    expect(plan.tags).toEqual(expect.arrayContaining(['categories:fr:cinema', 'shell:en', 'shell:fr']));
  });

  it('routes top-level pages by their English slug, and adds the paths a sender named', async () => {
    const plan = await planForPostRequest(
      request({ postId: 30, paths: ['/page/extra'] }),
      deps({ publicly: { items: [{ type: 'page', locale: 'en', slug: 'contact', databaseId: 30, public: true, categories: [] }, { type: 'page', locale: 'fr', slug: 'contact-fr', databaseId: 31, public: true, categories: [] }], related: [] } }),
    );
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/contact', '/fr/contact', '/page/extra']));
    expect(plan.tags).toContain('pages:en:extra');
  });
});

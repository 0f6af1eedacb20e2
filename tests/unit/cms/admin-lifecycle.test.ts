/**
 * The content team's whole lifecycle on the content server, as WordPress does it: create an item
 * (translation, categories, relations, featured image), rename it, unpublish, schedule, trash and
 * restore it; every change kept in the edit log and replayed after a restart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStoreIndex } from '../../../cms/graphql/store-index';
import { getExecutableSchema } from '../../../cms/graphql/executable-schema';
import { runGraphQLRequest } from '../../../cms/graphql/run-graphql-request';
import type { ContentServer } from '../../../cms/server';
import { graphql, makeDataDir, postCreate, postEdit, removeDir, startEditableServer } from '../fixtures/cms/admin-harness';
import type { LooseData } from '../fixtures/cms/run-query';

let dataDir: string;
let server: ContentServer;

beforeEach(async () => {
  dataDir = await makeDataDir();
  server = await startEditableServer({ dataDir });
});
afterEach(async () => {
  await server.close();
  await removeDir(dataDir);
});

/** What an authenticated editor sees (drafts, scheduled and trashed posts included). */
async function asEditor(query: string): Promise<LooseData> {
  const index = buildStoreIndex(server.source.getStore());
  const result = await runGraphQLRequest(getExecutableSchema(), { query }, { index, publicUrl: 'http://localhost', viewer: { databaseId: 1, slug: 'admin' } });
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data as LooseData;
}

const lateShow = {
  type: 'event',
  language: 'en',
  title: 'Late Show at the Hall',
  content: '<p>One more <strong>night</strong>.</p>',
  categories: ['music'],
  featuredImage: '2026/11/event-opening.png',
  artists: ['mira-solenne'],
  venue: 'main-stage',
  fields: { showDatetime: '2027-09-25 22:00:00', price: '$15' },
};

describe('creating an item', () => {
  it('publishes an event with categories, artist, venue, image and ACF fields; the artist lists it back', async () => {
    const created = await postCreate(server, lateShow);
    expect(created.status).toBe(200);
    expect(created.body.created).toMatchObject({ type: 'event', slug: 'late-show-at-the-hall', language: 'EN', status: 'publish' });
    const id = created.body.created.id as number;
    const data = await graphql(server, `{
      event(id: "late-show-at-the-hall", idType: SLUG) {
        databaseId title content categories { nodes { slug } } featuredImage { node { sourceUrl } }
        eventDetails { price showDatetime eventVenue { nodes { ... on Venue { slug } } } eventArtists { nodes { ... on Artist { slug } } } }
      }
      artist(id: "mira-solenne", idType: SLUG) { artistDetails { artistAttachedEvents { nodes { ... on Event { slug } } } } }
      events(where: { language: EN }) { nodes { slug } }
    }`);
    expect(data.event).toMatchObject({
      databaseId: id,
      title: 'Late Show at the Hall',
      categories: { nodes: [{ slug: 'music' }] },
      eventDetails: { price: '$15', showDatetime: '2027-09-25T22:00:00+00:00', eventVenue: { nodes: [{ slug: 'main-stage' }] }, eventArtists: { nodes: [{ slug: 'mira-solenne' }] } },
    });
    expect(data.event.featuredImage.node.sourceUrl).toMatch(/event-opening\.png$/);
    expect(data.artist.artistDetails.artistAttachedEvents.nodes.map((n: { slug: string }) => n.slug)).toContain('late-show-at-the-hall');
    expect(data.events.nodes.map((n: { slug: string }) => n.slug)).toContain('late-show-at-the-hall');
  });

  it('links a translation both ways, and makes a taken slug unique as WordPress does (-2)', async () => {
    await postCreate(server, lateShow);
    const french = await postCreate(server, { ...lateShow, language: 'fr', title: 'Spectacle tardif', categories: ['musique'], artists: ['mira-solenne-fr'], venue: 'grande-scene', translationOf: 'late-show-at-the-hall' });
    expect(french.status).toBe(200);
    const again = await postCreate(server, { type: 'event', language: 'en', title: 'Late Show at the Hall' });
    expect(again.body.created.slug).toBe('late-show-at-the-hall-2');
    const data = await graphql(server, `{ event(id: "late-show-at-the-hall", idType: SLUG) { translation(language: FR) { slug } } fr: event(id: "spectacle-tardif", idType: SLUG) { translation(language: EN) { slug } } }`);
    expect(data).toEqual({ event: { translation: { slug: 'spectacle-tardif' } }, fr: { translation: { slug: 'late-show-at-the-hall' } } });
  });

  it('keeps a draft out of the public API', async () => {
    await postCreate(server, { ...lateShow, status: 'draft' });
    expect((await graphql(server, '{ event(id: "late-show-at-the-hall", idType: SLUG) { title } }')).event).toBeNull();
  });

  it.each([
    ['an unknown category', { categories: ['nope'] }, 404, /no category with slug "nope" in EN/],
    ['an artist of the other language', { artists: ['mira-solenne-fr'] }, 404, /no artist with slug "mira-solenne-fr" in EN/],
    ['an unknown image', { featuredImage: 'nope.jpg' }, 404, /no media file/],
    ['a translation of nothing', { translationOf: 'nope' }, 404, /to translate/],
    ['a field of another type', { fields: { artistHometown: 'x' } }, 400, /ACF fields only/],
    ['the trash as status', { status: 'trash' }, 400, /"status" must be one of/],
    ['no title', { title: '' }, 400, /non-empty/],
  ])('refuses %s and changes nothing', async (_name, change, status, message) => {
    const store = server.source.getStore();
    const result = await postCreate(server, { ...lateShow, ...change });
    expect(result.status).toBe(status);
    expect(result.body.error).toMatch(message);
    expect(server.source.getStore()).toBe(store);
  });
});

describe('renaming, unpublishing, scheduling and trashing', () => {
  it('renames an item: the old slug finds nothing, the new one the same post; a taken slug gets -2', async () => {
    const renamed = await postEdit(server, { type: 'artist', slug: 'mira-solenne', field: 'slug', value: 'Mira Solenne Trio' });
    expect(renamed.body.edited).toMatchObject({ id: 16, currentSlug: 'mira-solenne-trio' });
    const data = await graphql(server, '{ old: artist(id: "mira-solenne", idType: SLUG) { databaseId } now: artist(id: "mira-solenne-trio", idType: SLUG) { databaseId } }');
    expect(data).toEqual({ old: null, now: { databaseId: 16 } });
    const clash = await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'slug', value: 'opening-night' });
    expect(clash.body.edited.currentSlug).toBe('opening-night-2');
  });

  it.each(['draft', 'pending', 'private', 'future'])('takes an item out of the public API with status %s; an editor still sees it', async (status) => {
    await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: status });
    expect((await graphql(server, '{ event(id: "closing-concert", idType: SLUG) { title } }')).event).toBeNull();
    const seen = await asEditor(`{ events(where: { in: [20], stati: [${status.toUpperCase()}] }) { nodes { slug status } } }`);
    expect(seen.events.nodes).toEqual([{ slug: 'closing-concert', status }]);
  });

  it('trashes with a __trashed slug and gives the slug back on restore', async () => {
    const trashed = await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: 'trash' });
    expect(trashed.body.edited).toMatchObject({ id: 20, status: 'trash', currentSlug: 'closing-concert__trashed' });
    expect((await asEditor('{ events(where: { in: [20], stati: [TRASH] }) { nodes { slug } } }')).events.nodes).toEqual([{ slug: 'closing-concert__trashed' }]);
    expect((await graphql(server, '{ events(where: { language: EN }) { nodes { slug } } }')).events.nodes).not.toContainEqual({ slug: 'closing-concert' });
    const restored = await postEdit(server, { type: 'event', id: 20, field: 'status', value: 'publish' });
    expect(restored.body.edited.currentSlug).toBe('closing-concert');
    expect((await graphql(server, '{ event(id: "closing-concert", idType: SLUG) { databaseId } }')).event).toEqual({ databaseId: 20 });
  });
});

describe('the edit log', () => {
  it('replays creations, renames and status changes after a restart, with the same ids', async () => {
    const created = await postCreate(server, lateShow);
    const id = created.body.created.id as number;
    await postEdit(server, { type: 'event', id, field: 'slug', value: 'late-show' });
    await postEdit(server, { type: 'event', id, field: 'title', value: 'Late Show (moved)' });
    await postEdit(server, { type: 'artist', slug: 'mira-solenne', field: 'slug', value: 'mira' });
    await postEdit(server, { type: 'artist', slug: 'mira', field: 'title', value: 'Mira' });
    await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: 'trash' });
    const query = `{
      event(id: "late-show", idType: SLUG) { databaseId title eventDetails { eventArtists { nodes { ... on Artist { slug } } } } }
      artist(id: "mira", idType: SLUG) { title }
      trashed: event(id: "closing-concert", idType: SLUG) { title }
    }`;
    const before = await graphql(server, query);
    expect(before.event).toMatchObject({ databaseId: id, title: 'Late Show (moved)' });

    await server.close();
    server = await startEditableServer({ dataDir });
    expect(await graphql(server, query)).toEqual(before);
  });
});

describe('venues', () => {
  it('creates, edits, renames and unpublishes a venue, as an editor does in WordPress', async () => {
    const created = await postCreate(server, { type: 'venue', language: 'en', title: 'The Annex', content: '<p>A new room.</p>' });
    expect(created.status).toBe(200);
    expect(created.body.created).toMatchObject({ type: 'venue', slug: 'the-annex' });
    expect((await graphql(server, '{ venue(id: "the-annex", idType: SLUG) { title content } }')).venue).toMatchObject({ title: 'The Annex' });
    const edited = await postEdit(server, { type: 'venue', slug: 'the-annex', field: 'content', value: '<p>Step-free access.</p>' });
    expect(edited.status).toBe(200);
    await postEdit(server, { type: 'venue', slug: 'the-annex', field: 'slug', value: 'the-annex-hall' });
    const renamed = await graphql(server, '{ old: venue(id: "the-annex", idType: SLUG) { slug } now: venue(id: "the-annex-hall", idType: SLUG) { content } }');
    expect(renamed.old).toBeNull();
    expect(renamed.now.content).toContain('Step-free access.');
    await postEdit(server, { type: 'venue', slug: 'the-annex-hall', field: 'status', value: 'draft' });
    expect((await graphql(server, '{ venues(where: { language: EN }) { nodes { slug } } }')).venues.nodes).not.toContainEqual({ slug: 'the-annex-hall' });
  });
});

/**
 * A translation the request may not see (draft, trash…) answers as wp-graphql-polylang's
 * `translation(language:)` does on a real WordPress: the nullable fields come back null, the
 * first non-null field selected fails with "Internal server error" at its path, nulling the
 * translation, and the rest of the data is there. `translations` leaves it out.
 * Fixture: the English event `workshop` has a French translation `atelier` in draft.
 */
import { describe, expect, it } from 'vitest';
import { getExecutableSchema } from '../../../cms/graphql/executable-schema';
import { runGraphQLRequest } from '../../../cms/graphql/run-graphql-request';
import { buildStoreIndex } from '../../../cms/graphql/store-index';
import { createFixtureStore, SAMPLE_PUBLIC_URL } from '../fixtures/cms/festival-store';
import { runQuery } from '../fixtures/cms/run-query';

const workshop = (selection: string) => `{
  events(first: 10, where: { language: EN }) { nodes { slug fr: translation(language: FR) ${selection} } }
}`;

const workshopNode = (data: unknown) =>
  (data as { events: { nodes: Array<{ slug: string; fr: unknown }> } }).events.nodes.find((n) => n.slug === 'workshop');

describe('a translation that is not public', () => {
  it('answers null nullable fields without an error', async () => {
    const result = await runQuery(workshop('{ slug title uri language { code } }'));
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(workshopNode(result.body.data)?.fr).toEqual({ slug: null, title: null, uri: null, language: null });
  });

  it('fails its first non-null field at that field\'s path, with the rest of the data', async () => {
    const result = await runQuery(workshop('{ slug databaseId }'));
    expect(result.status).toBe(200);
    const nodes = (result.body.data as { events: { nodes: Array<{ slug: string; fr: unknown }> } }).events.nodes;
    const index = nodes.findIndex((n) => n.slug === 'workshop');
    expect(result.body.errors).toEqual([
      expect.objectContaining({ message: 'Internal server error', path: ['events', 'nodes', index, 'fr', 'databaseId'] }),
    ]);
    expect(nodes[index]!.fr).toBeNull();
    // The other events and their public translations are all there.
    expect(nodes.filter((n) => n.slug !== 'workshop').every((n) => n.fr !== null)).toBe(true);
  });

  it('fails `id: ID!` first when a fragment selects it first, under any alias', async () => {
    const result = await runQuery(`
      query { event(id: "workshop", idType: SLUG) { title french: translation(language: FR) { ...F } } }
      fragment F on Event { title id databaseId }
    `);
    expect(result.body.errors).toEqual([expect.objectContaining({ message: 'Internal server error', path: ['event', 'french', 'id'] })]);
    expect(result.body.data).toEqual({ event: { title: 'Workshop', french: null } });
  });

  it('answers the same when trashed (WordPress keeps its language and translation link)', async () => {
    const store = createFixtureStore();
    const atelier = store.posts.find((p) => p.slug === 'atelier')!;
    Object.assign(atelier, { status: 'trash', slug: 'atelier__trashed' });
    const result = await runQuery(workshop('{ slug databaseId }'), undefined, { store });
    expect(result.body.errors).toEqual([expect.objectContaining({ message: 'Internal server error', path: expect.arrayContaining(['fr', 'databaseId']) })]);
    expect(workshopNode(result.body.data)?.fr).toBeNull();
  });

  it('is left out of translations', async () => {
    const result = await runQuery('{ event(id: "workshop", idType: SLUG) { translations { id databaseId slug } } }');
    expect(result.body).toEqual({ data: { event: { translations: [] } } });
  });

  it('answers in full to an editor (WPGraphQL shows drafts to those who may edit them)', async () => {
    const result = await runGraphQLRequest(getExecutableSchema(), { query: workshop('{ slug databaseId }') }, {
      index: buildStoreIndex(createFixtureStore()),
      publicUrl: SAMPLE_PUBLIC_URL,
      viewer: { databaseId: 1, slug: 'editor' },
    });
    expect(result.body.errors).toBeUndefined();
    expect(workshopNode(result.body.data)?.fr).toEqual({ slug: 'atelier', databaseId: 61 });
  });
});

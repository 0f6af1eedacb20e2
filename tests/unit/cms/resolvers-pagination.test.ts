/**
 * Cursor pagination with WPGraphQL's rules: 10 by default, at most 100, opaque cursors,
 * forward and backward, errors for bad input.
 */
import { describe, expect, it } from 'vitest';
import { cursorFor } from '../../../cms/graphql/ids';
import { buildStoreIndex } from '../../../cms/graphql/store-index';
import { queryData, runQuery } from '../fixtures/cms/run-query';
import { createScaledStore } from '../fixtures/cms/scaled-store';

const index = buildStoreIndex(createScaledStore(120));
const options = { index };

interface Page {
  nodes: { databaseId: number }[];
  edges: { cursor: string; node: { databaseId: number } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}
const PAGE = 'nodes { databaseId } edges { cursor node { databaseId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const ids = (page: Page) => page.nodes.map((n) => n.databaseId);

async function eventsPage(args: string): Promise<Page> {
  const data = await queryData<{ events: Page }>(`{ events(${args}) { ${PAGE} } }`, undefined, options);
  return data.events;
}

describe('connections', () => {
  it('return 10 items by default, with opaque arrayconnection cursors', async () => {
    const page = await eventsPage('where: { language: EN }');
    expect(page.nodes).toHaveLength(10);
    expect(page.edges.map((e) => e.node.databaseId)).toEqual(ids(page));
    expect(page.edges[0]?.cursor).toBe(Buffer.from(`arrayconnection:${page.nodes[0]?.databaseId}`).toString('base64'));
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: page.edges[0]?.cursor, endCursor: page.edges[9]?.cursor });
  });

  it('cap first at 100 (first: 1000000 returns 100)', async () => {
    const page = await eventsPage('first: 1000000, where: { language: FR }');
    expect(page.nodes).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('walk every item exactly once with after, until hasNextPage is false', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const page: Page = await eventsPage(`first: 25, where: { language: EN }${after ? `, after: "${after}"` : ''}`);
      seen.push(...ids(page));
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const all = await eventsPage('first: 100, where: { language: EN }');
    expect(seen).toHaveLength(122);
    expect(new Set(seen).size).toBe(122);
    expect(seen.slice(0, 100)).toEqual(ids(all));
  });

  it('page backwards with last and before', async () => {
    const all = ids(await eventsPage('first: 30, where: { language: EN }'));
    const last = await eventsPage('last: 5, where: { language: EN, in: [' + all.join(',') + '] }');
    expect(ids(last)).toEqual(all.slice(25));
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const before = await eventsPage(`last: 3, before: "${cursorFor(all[10] ?? 0)}", where: { language: EN }`);
    expect(ids(before)).toEqual(all.slice(7, 10));
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('keep their place after a cursor whose item is filtered out (keyset, like WordPress)', async () => {
    const all = ids(await eventsPage('first: 20, where: { language: EN }'));
    const filteredOutCursor = cursorFor(all[4] ?? 0);
    const page = await eventsPage(`first: 3, after: "${filteredOutCursor}", where: { language: EN, notIn: [${all[4]}] }`);
    expect(ids(page)).toEqual(all.slice(5, 8));
  });

  it('paginate nested connections too', async () => {
    const data = await queryData(`{ menuItems(first: 2, where: { location: PRIMARY }) { nodes { label } pageInfo { hasNextPage endCursor } } }`, undefined, options);
    expect(data.menuItems.nodes.map((n: { label: string }) => n.label)).toEqual(['Program', 'Opening Night']);
    const next = await queryData(`{ menuItems(first: 100, after: "${data.menuItems.pageInfo.endCursor}", where: { location: PRIMARY }) { nodes { label } pageInfo { hasNextPage } } }`, undefined, options);
    expect(next.menuItems.nodes).toHaveLength(6);
    expect(next.menuItems.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    ['a malformed cursor', 'first: 2, after: "not a cursor"', 'is not a valid cursor'],
    ['a cursor of another kind', `first: 2, after: "${Buffer.from('post:19').toString('base64')}"`, 'is not a valid cursor'],
    ['a cursor of nothing', `first: 2, after: "${cursorFor(999999)}"`, 'points to no item'],
    ['first and last together', 'first: 2, last: 2', 'cannot be used together'],
    ['a negative first', 'first: -1', 'first must be a positive integer'],
  ])('answer %s with a GraphQL error and partial data', async (_label, args, message) => {
    const result = await runQuery(`{ events(${args}) { nodes { slug } } languages { code } }`, undefined, options);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ events: null, languages: [{ code: 'EN' }, { code: 'FR' }] });
    expect(JSON.stringify(result.body.errors)).toContain(message);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createSeedStore } from '../../../cms/seed';
import { listDocument } from '@/queries/content-documents';
import type { Connection, ListNodeOf } from '@/queries/nodes';
import { fetchAllNodes } from '@/queries/paginate';
import { fetchAllNodesInParallel } from '@/queries/parallel-list';

/**
 * The list of every event asked in parallel parts by id (a real WordPress's answer time grows with
 * the nodes it returns): the same events as the whole list asked page after page, whatever the
 * id list holds (stale ids, ids of posts it does not know yet), and sooner.
 */
/** A real WordPress's figures (cms/http/answer-time.ts). */
const model = { perQueryMs: 180, perNodeMs: 1.2 };
let fast: ContentServer;
let slow: ContentServer;
beforeAll(async () => {
  fast = await startContentServer({ store: createSeedStore({ scale: 0 }), port: 0 });
  slow = await startContentServer({ store: createSeedStore({ scale: 0 }), port: 0, answerTime: model });
});
afterAll(async () => {
  await Promise.all([fast.close(), slow.close()]);
});

const allEventsQuery = listDocument('event');
type RawEvent = ListNodeOf<'event'>;
const variables = { language: 'EN', otherLanguage: 'FR' } as const;
const select = (data: { events?: Connection<RawEvent> | null }) => data.events;
const options = (server: ContentServer) => ({ endpoint: server.graphqlUrl, preview: false, tags: ['events:en'] });
const whole = (server = fast) => fetchAllNodes(allEventsQuery, variables, select, options(server));
const inParts = (ids: number[], server = fast) => fetchAllNodesInParallel(allEventsQuery, variables, select, options(server), ids);
const ids = (nodes: RawEvent[]) => nodes.map((node) => node.databaseId!).sort((a, b) => a - b);

describe('a list asked in parallel parts', () => {
  it('holds the same events as the whole list, with an exact, a partial, a stale or an empty id list', async () => {
    const all = await whole();
    expect(all.length).toBeGreaterThan(40);
    const known = ids(all);
    expect(await inParts(known).then(ids)).toEqual(known);
    // Posts the index does not know yet (just published) come with the `notIn` part.
    expect(await inParts(known.slice(2)).then(ids)).toEqual(known);
    // Ids of posts gone since (unpublished, deleted) are simply not found.
    expect(await inParts([...known, 999_991, 999_992]).then(ids)).toEqual(known);
    expect(await inParts([]).then(ids)).toEqual(known);
    // The same nodes, field for field.
    const byId = new Map(all.map((node) => [node.databaseId, node]));
    for (const node of await inParts(known)) expect(node).toEqual(byId.get(node.databaseId));
  });

  it('answers sooner than the whole list when the content server takes time per node', async () => {
    const started = performance.now();
    const known = ids(await whole(slow));
    const wholeMs = performance.now() - started;
    const partsStarted = performance.now();
    await inParts(known, slow);
    const partsMs = performance.now() - partsStarted;
    // The seed's 63 English events: 1.6 s as one query, about a third of it in parts.
    expect(wholeMs).toBeGreaterThan(1200);
    expect(partsMs).toBeLessThan(wholeMs / 2);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// Next.js's server gives its async storages Node's AsyncLocalStorage through a global (node-environment).
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
});
const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external');
const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external');
const { IncrementalCache } = await import('next/dist/server/lib/incremental-cache');
const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
const { createPatchedFetcher } = await import('next/dist/server/lib/patch-fetch');
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore } from '../fixtures/cms/festival-store';
import { fetchContent } from '@/queries/client';
import { answerWithoutWaitingForRefreshes, openWebhookAnswers } from '@/queries/webhook-answers';

/**
 * A shared webhook answer also replaces the query's entry in Next.js's data cache: a route that
 * reads the data cache outside the webhook's renders (a calendar feed) gets the answer the pages
 * got, not the entry from before the save (it answered one save behind). Through Next.js's own
 * data cache and its own fetch: the entry must be found under the key its fetch computes.
 */
const eventsQuery = /* GraphQL */ `query Events($language: LanguageCodeFilterEnum!) { events(first: 20, where: { language: $language }) { nodes { slug title } } }`;
const tags = ['events:en'];

let server: ContentServer;
let cacheDir: string;
const store = createFixtureStore();
const requests: string[] = [];
const unpatchedFetch = globalThis.fetch;
const counting: typeof fetch = async (input, init) => {
  requests.push(String(init?.body));
  return unpatchedFetch(input, init);
};

beforeAll(() => {
  // Next.js's fetch (the data cache in front of the content server), as the server installs it.
  globalThis.fetch = createPatchedFetcher(counting, { workAsyncStorage, workUnitAsyncStorage }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = unpatchedFetch;
});

beforeAll(async () => {
  server = await startContentServer({ store, port: 0 });
  cacheDir = mkdtempSync(path.join(tmpdir(), 'webhook-answers-cache-'));
});
afterAll(async () => {
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

function workStore(incrementalCache: unknown) {
  return { route: '/test', incrementalCache, isStaticGeneration: false, fetchCache: undefined, forceStatic: false, pendingRevalidates: {} };
}

/** The first event's title, as a route reads it: Next.js's fetch through the data cache (`kind` of work unit). */
async function readTitle(incrementalCache: unknown, kind: 'request' | 'prerender-legacy'): Promise<string> {
  const unit = kind === 'request' ? { type: 'request', implicitTags: { tags: [] } } : { type: 'prerender-legacy', tags: [], revalidate: Infinity, implicitTags: { tags: [] } };
  const data = await workAsyncStorage.run(workStore(incrementalCache) as never, () =>
    workUnitAsyncStorage.run(unit as never, () =>
      fetchContent<{ events: { nodes: Array<{ title: string }> } }>(eventsQuery, { language: 'EN' }, { endpoint: server.graphqlUrl, preview: false, tags }),
    ),
  );
  return data.events.nodes[0]!.title;
}

it('stores the answer a webhook’s page got in the data cache, where a route reading it afterwards finds it', async () => {
  const incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    serverDistDir: cacheDir,
    requestHeaders: {},
    minimalMode: false,
    maxMemoryCacheSize: 10_000_000,
    fetchCacheKeyPrefix: '',
    previewProps: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' } },
  } as never);
  // A feed read the list once: the data cache holds it.
  const before = await readTitle(incrementalCache, 'request');
  expect(requests).toHaveLength(1);

  // The event is saved; the webhook marks the list stale and a page it renders gets the new list.
  const event = store.posts.find((post) => post.postType === 'event' && post.title === before)!;
  event.title = `${before} (edited)`;
  const { close } = openWebhookAnswers(tags);
  // Stale, not expired (`revalidateTag(tag, 'max')`): the data cache would still answer the list from before the save.
  await incrementalCache.revalidateTag(tags, { expire: 365 * 24 * 3600 });
  const onThePage = await readTitle(incrementalCache, 'prerender-legacy');
  close();
  expect(requests).toHaveLength(2);

  expect(onThePage).toBe(`${before} (edited)`);
  // The feed's next read finds that very answer in the data cache, without asking again.
  expect(await readTitle(incrementalCache, 'request')).toBe(onThePage);
  expect(requests).toHaveLength(2);
});

it('lets the webhook answer without waiting for the refreshes its own reads of stale entries started (its answer stores are kept)', async () => {
  const never = new Promise(() => {});
  const store = { ...workStore(null), pendingRevalidates: { 'refresh-of-a-stale-list': never, 'cache-set-of-an-answer': Promise.resolve() } };
  await workAsyncStorage.run(store as never, async () => answerWithoutWaitingForRefreshes());
  // What Next.js waits for before it ends the response (and runs after(): the renders).
  expect(Object.keys(store.pendingRevalidates)).toEqual(['cache-set-of-an-answer']);
});

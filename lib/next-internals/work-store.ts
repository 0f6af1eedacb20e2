import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/*
 * Next.js's per-request stores (its `AsyncLocalStorage`s), which Next exports no public way to
 * reach. Used for two things:
 * - marking a tag stale at once after the answer (features/revalidation/after-answer/mark-stale.ts): inside
 *   `after()`, `revalidateTag` only queues the mark until the whole callback is over, so the mark
 *   goes straight to the request's incremental cache (`store.incrementalCache.revalidateTag`),
 *   with the expiry of the `'max'` cache-life profile (`store.cacheLifeProfiles.max.expire`);
 * - the render a fetch belongs to (`workUnitAsyncStorage`: a page rendered for the cache is a
 *   `'prerender-legacy'` unit carrying its `tags` and `revalidate`).
 * `nextInternalsProblems` (GET /api/health, tests/e2e/next-internals.spec.ts) says, against the
 * running server, which of these shapes no longer holds.
 */

interface IncrementalCacheShape {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

function workStore(): { incrementalCache?: Partial<IncrementalCacheShape>; cacheLifeProfiles?: Record<string, { expire?: unknown } | undefined> } | undefined {
  return workAsyncStorage.getStore() as never;
}

/** What no longer holds of the work store, one line each (call inside a request). */
export function workStoreProblems(): string[] {
  const store = workStore();
  if (!store) return ["Next's work store (next/dist/server/app-render/work-async-storage.external) has no store inside a request"];
  const problems: string[] = [];
  if (typeof store.incrementalCache?.revalidateTag !== 'function') problems.push("Next's work store no longer has incrementalCache.revalidateTag(tags, durations)");
  if (typeof store.cacheLifeProfiles?.max?.expire !== 'number') problems.push("Next's work store no longer has cacheLifeProfiles.max.expire (the 'max' cache-life profile)");
  return problems;
}

/** What no longer holds of the data cache the webhook's shared answers write (call inside a request). */
export function dataCacheProblems(): string[] {
  const cache = requestDataCache() as Partial<RequestDataCache> | null;
  return typeof cache?.generateCacheKey === 'function' && typeof cache.set === 'function'
    ? []
    : ["Next's incremental cache no longer has generateCacheKey(url, init) and set(key, data, ctx) (the webhook's shared answers write the data cache)"];
}

/**
 * Marks a tag stale now in the request's incremental cache (the configured cache handler), with
 * the durations `revalidateTag(tag, 'max')` would give it: stale, not expired (without durations
 * the handler would expire the entry outright: a blocking render, a 500 while the content server
 * is down).
 */
export async function markTagStaleInIncrementalCache(tag: string): Promise<void> {
  const store = workStore();
  if (!store?.incrementalCache) throw new Error('markStaleNow: called outside a request of the Next.js server');
  const problems = workStoreProblems();
  if (problems.length > 0) throw new Error(`markStaleNow: ${problems.join('; ')}`);
  await store.incrementalCache.revalidateTag!([tag], { expire: store.cacheLifeProfiles!.max!.expire as number });
}

/** The data cache (Next's incremental cache) as the webhook's shared answers write to it. */
export interface RequestDataCache {
  generateCacheKey(url: string, init: RequestInit): Promise<string>;
  set(key: string, data: Record<string, unknown>, ctx: Record<string, unknown>): Promise<void>;
}

/** This server's data cache: the request's, else the one Next installs globally; null outside a server (unit tests without one). */
export function requestDataCache(): RequestDataCache | null {
  const fromStore = (workAsyncStorage.getStore() as { incrementalCache?: unknown } | undefined)?.incrementalCache;
  return ((fromStore ?? (globalThis as { __incrementalCache?: unknown }).__incrementalCache) as RequestDataCache | undefined) ?? null;
}

/**
 * Writes a fetch's answer into the data cache under the key, tags and lifetime Next's patched
 * `fetch` gives it (`next: { revalidate, tags }`), as a `FETCH` entry.
 */
export async function writeFetchAnswer(
  cache: RequestDataCache,
  answer: { url: string; init: RequestInit; body: string; status: number; tags: readonly string[]; revalidateSeconds: number },
): Promise<void> {
  const key = await cache.generateCacheKey(answer.url, { ...answer.init });
  await cache.set(
    key,
    {
      kind: 'FETCH',
      data: { headers: { 'content-type': 'application/json' }, body: Buffer.from(answer.body).toString('base64'), status: answer.status, url: answer.url },
      revalidate: answer.revalidateSeconds,
    },
    { fetchCache: true, fetchUrl: answer.url, fetchIdx: 0, tags: [...answer.tags] },
  );
}

/**
 * Lets the request's response end without waiting for the background refreshes of stale
 * data-cache entries it read (`pendingRevalidates`); the writes of answers it fetched
 * (`cache-set-…`, quick) are kept.
 */
export function dropPendingRefreshes(): void {
  const pending = (workAsyncStorage.getStore() as { pendingRevalidates?: Record<string, Promise<unknown>> } | undefined)?.pendingRevalidates;
  if (pending) for (const key of Object.keys(pending)) if (!key.startsWith('cache-set-')) delete pending[key];
}

/** The render asking (a page rendered for the cache, with the tags it records), or null. */
export function cachedPageRender(): { tags?: string[]; revalidate?: number } | null {
  const store = workUnitAsyncStorage.getStore() as { type?: string } | undefined;
  return store?.type === 'prerender-legacy' ? (store as { tags?: string[]; revalidate?: number }) : null;
}

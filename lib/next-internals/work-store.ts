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

/** The render asking (a page rendered for the cache, with the tags it records), or null. */
export function cachedPageRender(): { tags?: string[]; revalidate?: number } | null {
  const store = workUnitAsyncStorage.getStore() as { type?: string } | undefined;
  return store?.type === 'prerender-legacy' ? (store as { tags?: string[]; revalidate?: number }) : null;
}

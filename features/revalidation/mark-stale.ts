import { revalidateTag } from 'next/cache';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

/*
 * Marking a tag stale ("serve the last page once more, render anew in the background": the
 * `'max'` profile, so a content server that is down leaves the last good page in place).
 *
 * While the webhook's request runs, `revalidateTag` does that: Next.js applies its marks before
 * the answer is sent. After the answer (inside `after()`), `revalidateTag` only queues the mark,
 * and Next.js applies the queue when the whole `after()` callback is over — after every render
 * the marks were made for. The pages then came out of those renders already stale, and their
 * first visitor got the previous page: seen in 1 of 8 runs of ten quick saves on a busy machine,
 * the event page showing the 6th save 2 s after the 10th. So after the answer the mark goes to
 * the request's incremental cache (the configured cache handler) at once, with the durations
 * `revalidateTag(tag, 'max')` would give it. The site has no `'use cache'` function, so the
 * cache handlers of those (which `revalidateTag` also tells) have nothing to mark.
 *
 * Next.js exports no public way to do this; the store comes from its server build (pinned version
 * in package.json) — tests/unit/revalidation/mark-stale.test.ts fails if that module moves.
 */

/** Marks a tag stale while the webhook's request runs (applied before the answer). */
export function markStaleDuringRequest(tag: string): void {
  revalidateTag(tag, 'max');
}

/** The same mark, applied now: for marks made after the answer (see above). */
export async function markStaleNow(tag: string): Promise<void> {
  const store = workAsyncStorage.getStore();
  if (!store?.incrementalCache) throw new Error('markStaleNow: called outside a request of the Next.js server');
  // Without durations the handler would expire the entry outright (a blocking render, a 500
  // while the content server is down): the 'max' profile always exists in Next.js's defaults.
  const max = store.cacheLifeProfiles.max;
  if (!max) throw new Error("markStaleNow: Next.js has no 'max' cache-life profile");
  await store.incrementalCache.revalidateTag([tag], { expire: max.expire });
}

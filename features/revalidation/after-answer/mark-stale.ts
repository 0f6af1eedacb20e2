import { AsyncLocalStorage } from 'node:async_hooks';
import { revalidateTag } from 'next/cache';
import { markTagStaleInIncrementalCache } from '@/lib/next-internals/work-store';

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
 * Next.js exports no public way to do this: lib/next-internals/work-store.ts reaches its request
 * store, and tests/e2e/next-internals.spec.ts checks that store's shape on the running site.
 */

/** Marks a tag stale while the webhook's request runs (applied before the answer). */
export function markStaleDuringRequest(tag: string): void {
  revalidateTag(tag, 'max');
}

/** The same mark, applied now: for marks made after the answer (see above). */
export async function markStaleNow(tag: string): Promise<void> {
  await markTagStaleInIncrementalCache(tag);
}

/**
 * `markStaleNow` bound to the webhook's request: the renders after the answer are taken by a queue
 * shared with later webhooks and with visitors waiting for a page (server/fresh-renders.mjs), whose
 * request is no Next.js request; a mark made from there reaches the incremental cache through the
 * webhook's request context, captured here (call it inside the webhook's `after()`).
 */
export function markStaleFromAnyContext(): (tag: string) => Promise<void> {
  const inWebhookRequest = AsyncLocalStorage.snapshot();
  return (tag) => inWebhookRequest(() => markStaleNow(tag));
}

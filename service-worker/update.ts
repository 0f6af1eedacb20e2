import { pagesCacheName, pagesCachePrefix } from './cache-names';
import { isStorablePage } from './policy';
import { toStoredPage } from './stored-page';

declare const self: ServiceWorkerGlobalScope;

/**
 * A new deployment, cleanly: while the new worker installs (the old one still serves), every
 * page kept by an older build is fetched again from the new build into the new pages cache;
 * once the new worker activates, the older caches are deleted. So a kept page never names JS
 * or CSS files that the device no longer has. Pages that cannot be fetched within the time
 * limit (or no longer exist) are not carried over: they answer with the offline page until
 * visited or saved again.
 */
const concurrency = 4;
const timeLimitMs = 60_000;

async function olderPagesCaches(version: string): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(pagesCachePrefix) && name !== pagesCacheName(version));
}

export async function carryPagesForward(version: string): Promise<{ carried: number; dropped: number }> {
  const older = await olderPagesCaches(version);
  const urls = new Set<string>();
  for (const name of older) for (const request of await (await caches.open(name)).keys()) urls.add(request.url);
  const target = await caches.open(pagesCacheName(version));
  const queue = [...urls];
  const deadline = Date.now() + timeLimitMs;
  let carried = 0;
  async function worker() {
    for (let url = queue.shift(); url !== undefined && Date.now() < deadline; url = queue.shift()) {
      try {
        const response = await fetch(url, { credentials: 'omit', cache: 'no-cache', signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
        if (isStorablePage(response)) {
          await target.put(url, await toStoredPage(response, new Date()));
          carried += 1;
        }
      } catch {
        // Unreachable now: not carried over.
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { carried, dropped: urls.size - carried };
}

export async function deleteOlderPagesCaches(version: string): Promise<void> {
  await Promise.all((await olderPagesCaches(version)).map((name) => caches.delete(name)));
}

/**
 * The page the visitor is on when the worker first takes over was loaded before it: fetched
 * again and kept, so the first page visited works offline too.
 */
export async function keepOpenPages(version: string, isSitePage: (url: URL) => boolean): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(pagesCacheName(version));
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = '';
      if (!isSitePage(url) || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href, { credentials: 'omit', cache: 'no-cache' });
        if (isStorablePage(response)) await cache.put(url.href, await toStoredPage(response, new Date()));
      } catch {
        // Offline already: kept on the next visit.
      }
    }),
  );
}

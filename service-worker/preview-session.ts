import { stateCacheName } from './cache-names';

/**
 * Whether this browser is in a Draft Mode preview. Next's Draft Mode cookie is HttpOnly, so the
 * worker cannot read it; it sees the editor follow the preview link (`/api/preview`) and the
 * exit link (`/api/preview/exit`) instead. While a preview is on, pages are never answered from
 * the device after the short timeout (the editor waits for the draft), and draft answers are
 * never kept anyway (`private, no-store`). The mark lapses after 12 hours, like a work day.
 */
const key = '/__preview-session';
const lifetimeMs = 12 * 60 * 60 * 1000;

/** Also in memory: the preview link's redirect reaches the worker before the write completes. */
let startedAt: number | null = null;

export async function setPreviewSession(on: boolean): Promise<void> {
  startedAt = on ? Date.now() : 0;
  const cache = await caches.open(stateCacheName);
  if (on) await cache.put(key, new Response(String(startedAt)));
  else await cache.delete(key);
}

export async function isPreviewSession(now = Date.now()): Promise<boolean> {
  if (startedAt === null) {
    const stored = await (await caches.open(stateCacheName)).match(key);
    startedAt = stored ? Number(await stored.text()) || 0 : 0;
  }
  return startedAt > 0 && now - startedAt < lifetimeMs;
}

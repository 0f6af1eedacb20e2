/**
 * Next.js's own file-system cache handler, the one it uses when `cacheHandler` is not set (it also
 * serves the pages pre-rendered at build). Next exports no public base class for it; this is the
 * one import of it (lib/cache-handler/file-system.mjs subclasses it). Checked when loaded: a
 * Next.js that moved or reshaped it fails the server's start with a line naming what changed.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @typedef {new (context: Record<string, unknown>) => { get(key: string, ctx?: unknown): Promise<unknown>, set(key: string, value: unknown, ctx?: unknown): Promise<void>, revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> }} FileSystemCacheClass */

/** @type {FileSystemCacheClass} */
export const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** What no longer holds of Next's file-system cache, one line each. */
export function fileSystemCacheProblems() {
  if (typeof FileSystemCache !== 'function') return ["Next's file-system cache (next/dist/server/lib/incremental-cache/file-system-cache.js) no longer exports a class"];
  return ['get', 'set', 'revalidateTag']
    .filter((method) => typeof FileSystemCache.prototype?.[/** @type {'get'} */ (method)] !== 'function')
    .map((method) => `Next's FileSystemCache no longer has ${method}()`);
}

const problems = fileSystemCacheProblems();
if (problems.length > 0) throw new Error(`lib/next-internals: ${problems.join('; ')}`);

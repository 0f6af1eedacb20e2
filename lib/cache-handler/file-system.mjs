/**
 * The cache handler of a single machine (no REDIS_URL): Next.js's own file-system cache, which
 * also serves the pages pre-rendered at build, with one rule added: a 404 answer never creates
 * an entry (see not-found-entries.mjs). Nothing else differs from Next's default.
 *
 * Next.js exports no public base class for this; the file-system cache is taken from its
 * server build (pinned version in package.json) — `tests/unit/cache-handler/file-system.test.ts`
 * fails if that module moves.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { shouldStore } from './not-found-entries.mjs';

/** @type {new (context: Record<string, unknown>) => { get(key: string, ctx?: unknown): Promise<unknown>, set(key: string, value: unknown, ctx?: unknown): Promise<void> }} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

export default class FestivalFileSystemCache extends FileSystemCache {
  /**
   * @param {string} key
   * @param {unknown} value
   * @param {Record<string, unknown>} ctx
   */
  async set(key, value, ctx) {
    if (!(await shouldStore(value, () => this.get(key, ctx)))) return;
    return super.set(key, value, ctx);
  }
}

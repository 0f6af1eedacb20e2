/**
 * The cache handler of a single machine (no REDIS_URL): Next.js's own file-system cache, which
 * also serves the pages pre-rendered at build, with one rule added: a 404 answer never creates
 * an entry (see not-found-entries.mjs). Nothing else differs from Next's default.
 *
 * Next.js exports no public base class for this: lib/next-internals/file-system-cache.mjs takes
 * it from Next's server build and checks it when loaded.
 */
import { FileSystemCache } from '../next-internals/file-system-cache.mjs';
import { shouldStore } from './not-found-entries.mjs';

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

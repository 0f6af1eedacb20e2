import { isNotFoundAnswer } from '../next-internals/cache-entries.mjs';

/**
 * The rule that keeps invented URLs from filling the cache: a 404 answer never CREATES a cache
 * entry; it only REPLACES one (the page of an item that was unpublished, trashed or renamed).
 *
 * Item routes render slugs published after the build on their first request (ISR), so any
 * well-formed slug reaches them, and Next.js stores whatever the render answers — a 404 page
 * too (four files and ~16 KB per slug on disk, or a Redis entry). Without this rule every random
 * `/event/<x>` would be one more entry, without bound. The 404 itself costs no content request
 * (the route checks the cached slug index first), so answering it again each time is cheap.
 * Storage for 404s is thus bounded by the paths that once had a page.
 */

/** True for a rendered page or route response whose status is 404 (Next's entry shapes: lib/next-internals/). */
export const isNotFoundResponse = isNotFoundAnswer;

/**
 * Whether to store `value` under a key: always, except a 404 where nothing is stored yet.
 *
 * @param {unknown} value
 * @param {() => Promise<unknown>} readExisting the entry currently stored under the key, if any
 * @returns {Promise<boolean>}
 */
export async function shouldStore(value, readExisting) {
  if (!isNotFoundResponse(value)) return true;
  return Boolean(await readExisting());
}

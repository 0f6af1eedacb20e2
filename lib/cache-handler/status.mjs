/**
 * The shared cache's state, kept on `globalThis` because the cache handler (loaded by Next.js
 * outside the app bundle) and `/api/health` (inside it) are different module instances of one
 * process. See features/health.ts for the reader.
 */
const statusKey = Symbol.for('festival.cache-status');

/** @returns {import('./status.d.mts').CacheStatus} */
export function cacheStatus() {
  const holder = /** @type {Record<symbol, unknown>} */ (globalThis);
  holder[statusKey] ??= { redis: 'not configured', since: new Date().toISOString(), lastError: null, keyPrefix: null };
  return /** @type {import('./status.d.mts').CacheStatus} */ (holder[statusKey]);
}

/** @param {Partial<import('./status.d.mts').CacheStatus>} patch */
export function updateCacheStatus(patch) {
  Object.assign(cacheStatus(), patch);
}

// @ts-check
/**
 * Answers that must not be kept by a CDN although their route is publicly cacheable: the
 * no-JavaScript search page when the content server gave no answer or errors ("Search is
 * unavailable" must not be served for a minute after the content server is back). A page cannot
 * set its response headers in the App Router, so it names its answer here and the request gate,
 * in the same process, makes that answer `no-store` when it starts.
 *
 * The gate gives each such request an id in an internal header (outside values are removed);
 * the registry lives on `globalThis`, shared by the gate (plain Node.js) and Next.js's bundle.
 */
export const answerIdHeader = 'x-festival-answer-id';

const registryKey = Symbol.for('festival.uncacheableAnswers');

/** @returns {Set<string>} */
function registry() {
  const holder = /** @type {Record<symbol, Set<string> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[registryKey] ??= new Set());
}

/** Called by a page: the answer to the request with this id must not be cached. */
export function markUncacheable(/** @type {string} */ id) {
  registry().add(id);
}

/** Called by the gate when the answer starts (and when it is over): whether it was marked; forgets it. */
export function takeUncacheable(/** @type {string} */ id) {
  return registry().delete(id);
}

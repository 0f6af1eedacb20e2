// @ts-check
/**
 * The shapes of the entries Next.js hands a cache handler (`set(key, value, ctx)`, `get` → `{
 * value, lifespan?, cacheControl?, tags? }`), which it documents for its older handler API only.
 * The cache handlers (lib/cache-handler/) read them through these functions alone;
 * tests/unit/cache-handler and the cluster run (a real `next start` on Redis) check them.
 */

/** Kinds of a rendered page and of a route handler's response. */
const answerKinds = ['APP_PAGE', 'APP_ROUTE'];

/**
 * True for a rendered page or route response whose status is 404.
 * @param {unknown} value the value Next.js asks the cache handler to store
 */
export function isNotFoundAnswer(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, status } = /** @type {{ kind?: unknown, status?: unknown }} */ (value);
  return answerKinds.includes(/** @type {string} */ (kind)) && status === 404;
}

/**
 * A page or route entry read back from a shared cache, with its lifetime as Next expects it
 * (`cacheControl`, from the stored `lifespan.revalidate`): otherwise Next assumes 1 s for an
 * entry this instance did not render.
 * @template {{ value?: { kind?: string } | null, lifespan?: { revalidate?: unknown }, cacheControl?: unknown }} T
 * @param {T} entry @param {number} expireSeconds
 * @returns {T}
 */
export function withCacheControl(entry, expireSeconds) {
  const kind = entry.value?.kind;
  const revalidate = entry.lifespan?.revalidate;
  if (!answerKinds.includes(kind ?? '') || entry.cacheControl || typeof revalidate !== 'number') return entry;
  return { ...entry, cacheControl: { revalidate, expire: expireSeconds } };
}

/**
 * Durations passed to `revalidateTag(tags, durations)`: with an expiry other than 0 (a cache-life
 * profile such as `'max'`) the tag is marked stale; without (updateTag, revalidatePath) it expires now.
 * @param {{ expire?: number } | undefined} durations
 */
export function marksStale(durations) {
  return Boolean(durations && durations.expire !== 0);
}

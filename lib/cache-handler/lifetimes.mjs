/**
 * Lifetimes shared by next.config.mjs and the Redis cache handler.
 *
 * `pageExpireSeconds` is Next's `expireTime`: the `stale-while-revalidate` a CDN gets on
 * pre-rendered pages (`s-maxage=300, stale-while-revalidate=<this − 300>`), and the age after
 * which the origin stops serving a stale page and renders before answering. A year, Next's own
 * default, on purpose: the last good page outlives any content-server outage.
 */
export const pageExpireSeconds = 365 * 24 * 60 * 60;

/**
 * How long an entry stays in Redis after it was written. Not tied to freshness (marks and
 * `revalidate` decide that): it only bounds Redis memory for pages nobody asks for any more.
 */
export const redisEntrySeconds = 30 * 24 * 60 * 60;

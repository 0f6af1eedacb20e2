/**
 * Stale-while-revalidate across instances. `revalidateTag(tag, 'max')` means "serve what you
 * have once more, and render anew in the background". Next.js keeps that mark in a map of its
 * own process; the Redis handler we build on only knows hard deletion. So the mark (tag → time)
 * is written to a Redis hash every instance reads, and an entry older than a mark on one of its
 * tags is handed to Next.js as stale. A webhook during a content-server outage therefore leaves
 * the last good pages in place on every instance, as it does on one.
 *
 * Marks also live in this process's memory: while Redis is down they still apply to the local
 * fallback, and those made during an outage are written to Redis when it returns.
 */

/**
 * @param {{ client: import('./stale-tags.d.mts').TagStore | null, key: string, localLimit?: number, now?: () => number }} options
 * @returns {import('./stale-tags.d.mts').StaleTags}
 */
export function createStaleTags({ client, key, localLimit = 20_000, now = Date.now }) {
  /** tag → time of its latest known mark (ms), oldest first */
  const known = new Map();
  /** Tags marked while Redis could not take the mark. */
  const unsent = new Set();

  function remember(tag, at) {
    if (!(at > (known.get(tag) ?? 0))) return;
    known.delete(tag);
    known.set(tag, at);
    if (known.size > localLimit) known.delete(known.keys().next().value);
  }

  const ready = () => client !== null && client.isReady;

  return {
    async mark(tags) {
      const at = now();
      for (const tag of tags) remember(tag, at);
      if (tags.length === 0) return;
      if (ready()) {
        try {
          await client.hSet(key, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
          return;
        } catch {
          // Lost the connection meanwhile: sent when it returns.
        }
      }
      for (const tag of tags) unsent.add(tag);
    },

    async latest(tags) {
      if (tags.length > 0 && ready()) {
        try {
          const values = await client.hmGet(key, tags);
          values.forEach((value, index) => {
            if (value) remember(tags[index], Number(value));
          });
        } catch {
          // Redis failed mid-request: this process's marks still apply.
        }
      }
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, known.get(tag) ?? 0);
      return latest;
    },

    async flush() {
      if (unsent.size === 0 || !ready()) return;
      const tags = [...unsent];
      const current = await client.hmGet(key, tags);
      const newer = {};
      tags.forEach((tag, index) => {
        const mine = known.get(tag) ?? 0;
        if (mine > Number(current[index] ?? 0)) newer[tag] = String(mine);
      });
      if (Object.keys(newer).length > 0) await client.hSet(key, newer);
      for (const tag of tags) unsent.delete(tag);
    },

    pending: () => unsent.size,
  };
}

/**
 * The entry as Next.js should see it given the latest mark on its tags: unchanged when it is
 * newer than the mark; otherwise with a `lastModified` old enough for Next.js to serve it stale
 * and re-render it in the background. An entry without a revalidation period cannot be made stale
 * that way: it is reported missing (a blocking render), as the Redis handler alone would do.
 *
 * @template {{ lastModified: number, lifespan?: { revalidate?: number | false } | null, value?: unknown }} Entry
 * @param {Entry | null} entry
 * @param {number} markedAt
 * @param {number} [at]
 * @returns {Entry | null}
 */
export function withStaleness(entry, markedAt, at = Date.now()) {
  if (!entry || !(markedAt > entry.lastModified)) return entry;
  const value = /** @type {{ revalidate?: number | false } | null | undefined} */ (entry.value);
  const revalidate = entry.lifespan?.revalidate ?? value?.revalidate;
  if (typeof revalidate !== 'number' || revalidate <= 0) return null;
  return { ...entry, lastModified: Math.min(entry.lastModified, at - (revalidate + 1) * 1000) };
}

/**
 * The Next.js cache handler (`cacheHandler` in next.config.mjs, set only when REDIS_URL is):
 * ISR pages, route responses and the fetch cache shared by every instance through Redis, with
 * each instance's memory as the fallback while Redis is away.
 *
 * Built on @fortedigital/nextjs-cache-handler (see README "Deployment" for why): its
 * `redis-strings` handler stores entries and their tags, its `local-lru` handler is the
 * fallback (every write goes to both; a read falls through to memory when Redis throws).
 * Added here: one Redis connection per process that reconnects forever and logs a fault once
 * (redis-connection.mjs), Next 16's stale-while-revalidate tag marks shared through Redis
 * (stale-tags.mjs), and a 404 never creating an entry (not-found-entries.mjs).
 *
 * Not used: the package's `registerInitialCache` (pre-rendered pages written to Redis at start).
 * Next 16.4 stores pages under route-owned keys (`/route-cache/APP_PAGE/<hash>/$/path`) that
 * 3.3.0 does not write, so a page is rendered once on its first request after a deploy, then shared.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { readBuildIdBeside } from '../next-internals/build-output.mjs';
import { marksStale, withCacheControl } from '../next-internals/cache-entries.mjs';
import { keyPrefixFor } from './key-prefix.mjs';
import { shouldStore } from './not-found-entries.mjs';
import { pageExpireSeconds, redisEntrySeconds } from './lifetimes.mjs';
import { connectRedis } from './redis-connection.mjs';
import { createStaleTags, withStaleness } from './stale-tags.mjs';
import { updateCacheStatus } from './status.mjs';

/** One setup per process, whichever module instance Next.js loads this file as. */
const processKey = Symbol.for('festival.cache-handler');

function createSetup(serverDistDir) {
  const local = createLruHandler({ maxItemsNumber: 5000, maxItemSizeBytes: 256 * 1024 * 1024 });
  const ttl = { estimateExpireAge: (staleAge) => Math.max(staleAge, redisEntrySeconds) };
  const url = process.env.REDIS_URL;
  // The build never talks to Redis.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { config: { handlers: [local], ttl }, staleTags: createStaleTags({ client: null, key: '' }), connected: Promise.resolve() };
  }
  const keyPrefix = keyPrefixFor(readBuildIdBeside(serverDistDir));
  updateCacheStatus({ keyPrefix });
  const client = connectRedis({ url });
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs: 1000, keyExpirationStrategy: 'EXAT' });
  const staleTags = createStaleTags({ client, key: `${keyPrefix}__stale_tags__` });
  // The first requests of a process wait a little for the connection instead of missing it.
  const connected = new Promise((resolve) => {
    client.once('ready', resolve);
    setTimeout(resolve, 1000).unref();
  });
  client.on('ready', () => {
    staleTags.flush().catch((error) => console.error(`[cache] could not write the marks made while Redis was away: ${error.message}`));
  });
  return { config: { handlers: [shared, local], ttl }, staleTags, connected };
}

function processSetup(serverDistDir) {
  const holder = /** @type {Record<symbol, ReturnType<typeof createSetup>>} */ (globalThis);
  holder[processKey] ??= createSetup(serverDistDir);
  return holder[processKey];
}

CacheHandler.onCreation(({ serverDistDir }) => processSetup(serverDistDir).config);

export default class FestivalCacheHandler extends CacheHandler {
  #setup;

  constructor(context) {
    super(context);
    this.#setup = processSetup(context.serverDistDir);
  }

  async get(key, ctx = {}) {
    await this.#setup.connected;
    const entry = await super.get(key, ctx);
    if (!entry) return entry;
    const markedAt = await this.#setup.staleTags.latest([...new Set([...(entry.tags ?? []), ...(ctx.softTags ?? [])])]);
    const seen = withStaleness(entry, markedAt);
    return seen && withCacheControl(seen, pageExpireSeconds);
  }

  async set(key, value, ctx) {
    if (!(await shouldStore(value, () => super.get(key, ctx)))) return;
    return super.set(key, value, ctx);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    // revalidateTag(tag, 'max') and other profiles: stale-while-revalidate on every instance.
    if (marksStale(durations)) return this.#setup.staleTags.mark(list);
    // No profile (updateTag, revalidatePath): expire now, the package's deletion.
    return super.revalidateTag(list);
  }
}

import { describe, expect, it } from 'vitest';
import { createStaleTags, withStaleness } from '@/lib/cache-handler/stale-tags.mjs';
import type { TagStore } from '@/lib/cache-handler/stale-tags.mjs';

/** An in-memory stand-in for the two hash commands, which can go down. */
function fakeRedis() {
  const hashes = new Map<string, Map<string, string>>();
  const store = {
    isReady: true,
    async hSet(key: string, values: Record<string, string>) {
      if (!store.isReady) throw new Error('The client is offline');
      const hash = hashes.get(key) ?? new Map<string, string>();
      for (const [field, value] of Object.entries(values)) hash.set(field, value);
      hashes.set(key, hash);
      return Object.keys(values).length;
    },
    async hmGet(key: string, fields: string[]) {
      if (!store.isReady) throw new Error('The client is offline');
      return fields.map((field) => hashes.get(key)?.get(field) ?? null);
    },
    hashes,
  };
  return store satisfies TagStore & { hashes: unknown };
}

describe('stale tag marks shared through Redis', () => {
  it('a mark made by one instance is seen by another', async () => {
    const redis = fakeRedis();
    const a = createStaleTags({ client: redis, key: 'p:__stale_tags__', now: () => 1000 });
    const b = createStaleTags({ client: redis, key: 'p:__stale_tags__', now: () => 2000 });
    await a.mark(['events:en', 'events:en:opening-night']);
    expect(await b.latest(['events:en:opening-night', 'shell:en'])).toBe(1000);
    expect(await b.latest(['news:en'])).toBe(0);
  });

  it('keeps marks in memory while Redis is down and writes them when it returns', async () => {
    const redis = fakeRedis();
    let clock = 1000;
    const a = createStaleTags({ client: redis, key: 'k', now: () => clock });
    const b = createStaleTags({ client: redis, key: 'k', now: () => clock });
    redis.isReady = false;
    await a.mark(['events:fr']);
    expect(a.pending()).toBe(1);
    // This instance still applies its own mark to its local fallback…
    expect(await a.latest(['events:fr'])).toBe(1000);
    // …the other cannot know it yet.
    expect(await b.latest(['events:fr'])).toBe(0);
    redis.isReady = true;
    clock = 5000;
    await a.flush();
    expect(a.pending()).toBe(0);
    expect(await b.latest(['events:fr'])).toBe(1000);
  });

  it('never overwrites a newer mark of another instance when flushing', async () => {
    const redis = fakeRedis();
    let clock = 1000;
    const a = createStaleTags({ client: redis, key: 'k', now: () => clock });
    const b = createStaleTags({ client: redis, key: 'k', now: () => clock });
    redis.isReady = false;
    await a.mark(['shell:en']);
    redis.isReady = true;
    clock = 3000;
    await b.mark(['shell:en']);
    await a.flush();
    expect(redis.hashes.get('k')?.get('shell:en')).toBe('3000');
  });

  it('works without Redis at all (the build, or no REDIS_URL)', async () => {
    const local = createStaleTags({ client: null, key: '', now: () => 42 });
    await local.mark(['pages:en']);
    expect(await local.latest(['pages:en'])).toBe(42);
  });
});

describe('withStaleness', () => {
  const entry = { lastModified: 10_000, lifespan: { revalidate: 300 as number | false }, value: { kind: 'APP_PAGE' } };

  it('leaves an entry newer than the mark alone', () => {
    expect(withStaleness(entry, 9_000, 20_000)).toBe(entry);
    expect(withStaleness(entry, 0, 20_000)).toBe(entry);
  });

  it('ages an entry older than the mark past its revalidation period, so Next serves it stale', () => {
    const seen = withStaleness(entry, 11_000, 20_000);
    expect(seen?.lastModified).toBe(20_000 - 301_000);
    expect(seen?.value).toBe(entry.value);
  });

  it('uses the fetch entry revalidate when there is no lifespan', () => {
    const fetchEntry = { lastModified: 10_000, lifespan: null, value: { kind: 'FETCH', revalidate: 60 } };
    expect(withStaleness(fetchEntry, 11_000, 20_000)?.lastModified).toBe(20_000 - 61_000);
  });

  it('reports an entry that can never go stale as missing', () => {
    expect(withStaleness({ ...entry, lifespan: { revalidate: false } }, 11_000, 20_000)).toBeNull();
    expect(withStaleness(null, 11_000)).toBeNull();
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * After the webhook's answer, marks must apply at once, not when the `after()` callback ends
 * (features/revalidation/mark-stale.ts). They go through Next.js's request store, taken from its
 * server build: this fails if that module moves or the store changes shape.
 */
// The Next.js server provides AsyncLocalStorage to its modules as a global before loading them.
let workAsyncStorage: AsyncLocalStorage<WorkStore>;
let markStaleNow: (tag: string) => Promise<void>;
beforeAll(async () => {
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  ({ workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external'));
  ({ markStaleNow } = await import('@/features/revalidation/mark-stale'));
});

function storeWith(revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>): WorkStore {
  return { incrementalCache: { revalidateTag }, cacheLifeProfiles: { max: { stale: 300, revalidate: 2_592_000, expire: 31_536_000 } } } as unknown as WorkStore;
}

describe('marking a tag stale after the answer', () => {
  it("marks it in the request's cache at once, stale with the 'max' profile's expiry (not expired)", async () => {
    const revalidateTag = vi.fn(async () => undefined);
    await workAsyncStorage.run(storeWith(revalidateTag), () => markStaleNow('events:en'));
    expect(revalidateTag).toHaveBeenCalledWith(['events:en'], { expire: 31_536_000 });
  });

  it('waits for the cache handler (a shared cache takes the mark over the network)', async () => {
    let finishWrite!: () => void;
    const write = vi.fn(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    let marked = false;
    const marking = workAsyncStorage.run(storeWith(write), () => markStaleNow('events:fr')).then(() => {
      marked = true;
    });
    await vi.waitFor(() => expect(write).toHaveBeenCalledWith(['events:fr'], expect.anything()));
    // Every pending callback has run: the mark is still not done while the handler writes.
    await new Promise((resolve) => setImmediate(resolve));
    expect(marked).toBe(false);
    finishWrite();
    await marking;
    expect(marked).toBe(true);
  });

  it('fails loudly outside a request of the Next.js server instead of marking nothing', async () => {
    await expect(markStaleNow('events:en')).rejects.toThrow(/outside a request/);
  });
});

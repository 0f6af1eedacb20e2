import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';

/**
 * A mark made by a render that a visitor's wait started (server/fresh-renders.mjs: outside any
 * Next.js request) still reaches the webhook's incremental cache: seen failing as "markStaleNow:
 * called outside a request of the Next.js server" under the CPU model, leaving pages old.
 */
describe('a mark after the answer, from another request’s context', () => {
  it('goes to the incremental cache of the webhook’s request', async () => {
    // As Next.js's server installs it before its stores are created.
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
    const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external');
    const { markStaleFromAnyContext } = await import('@/features/revalidation/after-answer');
    const revalidateTag = vi.fn(async () => undefined);
    const store = { incrementalCache: { revalidateTag }, cacheLifeProfiles: { max: { expire: 31_536_000 } } };
    const mark = (workAsyncStorage as unknown as { run<T>(store: unknown, fn: () => T): T }).run(store, () => markStaleFromAnyContext());
    // Called later, from a context without the store (a visitor's request held by the gate).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workAsyncStorage.getStore()).toBeUndefined();
    await mark('shell:en');
    expect(revalidateTag).toHaveBeenCalledWith(['shell:en'], { expire: 31_536_000 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { pagesToRefresh, refreshAfterAnswer } from '@/features/revalidation/after-answer';

/**
 * What must happen once the webhook's pages are rendered anew (the CDN purge) listens to
 * `onPagesRefreshed`: it is told the pages once they are rendered, named once per webhook, and
 * its failure never becomes the webhook's.
 */
const plan = { tags: ['news:en'], publicPaths: ['/news/first-wave'] };
const options = { markStale: () => undefined, warm: { origin: null, concurrency: 2, deadlineMs: 1000 }, answeredAt: Date.now(), settleDelayMs: 0 };

describe('after the answer, the listeners of pages rendered anew', () => {
  it('are told every page the webhook rendered, in both languages, once', async () => {
    const told: string[][] = [];
    const report = await refreshAfterAnswer(plan, { ...options, log: { log: vi.fn(), error: vi.fn() }, onPagesRefreshed: (paths) => void told.push(paths) });
    expect(told).toEqual([pagesToRefresh(plan)]);
    expect(told[0]).toEqual(expect.arrayContaining(['/news/first-wave', '/news', '/fr/nouvelles', '/', '/fr']));
    expect(report.paths).toEqual(told[0]);
  });

  it('are told the background pages as a batch of their own', async () => {
    const told: string[][] = [];
    await refreshAfterAnswer(plan, { ...options, log: { log: vi.fn(), error: vi.fn() }, background: async () => ['/page/faq'], onPagesRefreshed: (paths) => void told.push(paths) });
    expect(told).toEqual([pagesToRefresh(plan), ['/page/faq']]);
  });

  it('fail without failing the webhook: logged, one line', async () => {
    const log = { log: vi.fn(), error: vi.fn() };
    await expect(refreshAfterAnswer(plan, { ...options, log, onPagesRefreshed: async () => Promise.reject(new Error('CDN down')) })).resolves.toBeDefined();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('CDN down'));
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * After its answer (`after`) the webhook renders the affected pages on this instance, marks its
 * tags once more (`settleDelayMs` in features/revalidation/after-answer/) and renders them again, then purges the CDN
 * when CDN_PURGE_URL is set; warming is tested in warm.test.ts, the purge in
 * tests/unit/cdn/purge.test.ts.
 */
const scheduled: Array<() => unknown> = [];
const { revalidateTag, markedAfterAnswer } = vi.hoisted(() => ({ revalidateTag: vi.fn(), markedAfterAnswer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidateTag }));
// After the answer the marks go to the request's incremental cache at once (mark-stale.ts).
vi.mock('next/dist/server/app-render/work-async-storage.external', () => ({
  workAsyncStorage: {
    getStore: () => ({
      incrementalCache: { revalidateTag: (tags: string[], durations: unknown) => markedAfterAnswer(...tags, durations) },
      cacheLifeProfiles: { max: { expire: 31_536_000 } },
    }),
  },
}));
const stale = { expire: 31_536_000 };
vi.mock('next/server', () => ({ after: (task: () => unknown) => scheduled.push(task) }));

const secret = 'route-test-secret';

async function call(body: unknown): Promise<Response> {
  const { POST } = await import('@/app/api/revalidate/route');
  return POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: JSON.stringify(body) }));
}

// The route's module graph is loaded once, outside the tests' time (slow on a busy machine).
beforeAll(async () => {
  await import('@/app/api/revalidate/route');
}, 120_000);

beforeEach(() => {
  scheduled.length = 0;
  revalidateTag.mockClear();
  markedAfterAnswer.mockClear();
  vi.stubEnv('REVALIDATE_SECRET', secret);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the webhook and the CDN purge', () => {
  it('marks the tags at once, and again a second after answering (renders in flight); no purge without CDN_PURGE_URL', async () => {
    vi.stubEnv('REVALIDATE_WARM_ORIGIN', 'off');
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await call({ tags: ['events:en', 'events:fr'] });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('cdnPurge');
    const marks = [
      ['events:en', 'max'],
      ['events:fr', 'max'],
      ['events-index:en', 'max'],
      ['events-index:fr', 'max'],
    ];
    expect(revalidateTag.mock.calls).toEqual(marks);
    expect(scheduled).toHaveLength(1);
    const task = scheduled[0]!() as Promise<void>;
    await vi.advanceTimersByTimeAsync(999);
    expect(markedAfterAnswer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await task;
    expect(revalidateTag).toHaveBeenCalledTimes(4);
    expect(markedAfterAnswer.mock.calls).toEqual(marks.map(([tag]) => [tag, stale]));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('renders the affected pages on this instance after answering, with or without a CDN', async () => {
    const asked: string[] = [];
    const instance = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'x-nextjs-cache': 'HIT' }).end();
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('REVALIDATE_WARM_ORIGIN', `http://127.0.0.1:${(instance.address() as AddressInfo).port}`);
    try {
      const response = await call({ tags: ['events:fr'] });
      expect(await response.json()).toMatchObject({ revalidated: true, rendering: 'scheduled' });
      // Nothing is asked before the answer.
      expect(asked).toEqual([]);
      await (scheduled[0]!() as Promise<void>);
      expect(asked).toEqual(expect.arrayContaining(['HEAD /fr', 'HEAD /fr/calendrier', 'HEAD /calendar', 'HEAD /']));
    } finally {
      instance.close();
    }
  });

  it('answers first, then marks again and purges both languages at the CDN, when configured', async () => {
    vi.useFakeTimers();
    vi.stubEnv('CDN_PURGE_URL', 'http://cdn.test/purge');
    vi.stubEnv('CDN_PURGE_TOKEN', 'cdn-token');
    vi.stubEnv('REVALIDATE_WARM_ORIGIN', 'off');
    vi.stubEnv('SITE_URL', 'https://festival.example');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"success":true}', { status: 200 }));
    const response = await call({ tags: ['news:en'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ revalidated: true, cdnPurge: 'scheduled' });
    // Nothing is purged before the answer: the CDN would fetch the page while it is still stale.
    expect(fetchSpy).not.toHaveBeenCalled();

    const task = scheduled[0]!() as Promise<void>;
    await vi.advanceTimersByTimeAsync(1000);
    await task;
    // The same marks twice: before the answer, and a second after it.
    expect(markedAfterAnswer.mock.calls).toEqual(revalidateTag.mock.calls.map(([tag]) => [tag, stale]));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://cdn.test/purge');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer cdn-token');
    const files = (JSON.parse(String(init?.body)) as { files: string[] }).files;
    expect(files).toEqual(expect.arrayContaining(['https://festival.example/news', 'https://festival.example/fr/nouvelles']));
    fetchSpy.mockRestore();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The webhook schedules the CDN purge after its answer (`after`), and only when CDN_PURGE_URL is
 * set; the purge itself is tested in tests/unit/cdn/purge.test.ts.
 */
const scheduled: Array<() => unknown> = [];
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: (task: () => unknown) => scheduled.push(task) }));

const secret = 'route-test-secret';

async function call(body: unknown): Promise<Response> {
  const { POST } = await import('@/app/api/revalidate/route');
  return POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: JSON.stringify(body) }));
}

beforeEach(() => {
  scheduled.length = 0;
  vi.stubEnv('REVALIDATE_SECRET', secret);
});
afterEach(() => vi.unstubAllEnvs());

describe('the webhook and the CDN purge', () => {
  it('schedules nothing without CDN_PURGE_URL', async () => {
    const response = await call({ tags: ['events:en'] });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('cdnPurge');
    expect(scheduled).toHaveLength(0);
  });

  it('answers first and purges after, when configured', async () => {
    vi.stubEnv('CDN_PURGE_URL', 'http://127.0.0.1:9/purge');
    const response = await call({ tags: ['events:en'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ revalidated: true, cdnPurge: 'scheduled' });
    expect(scheduled).toHaveLength(1);
  });
});

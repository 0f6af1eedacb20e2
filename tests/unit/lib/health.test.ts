import { describe, expect, it } from 'vitest';
import type { CacheStatus } from '@/lib/cache-handler/status.mjs';
import { healthReport, healthStatusCode } from '@/features/health';

const identity = { build: 'b1' };
const status = (patch: Partial<CacheStatus>): CacheStatus => ({ redis: 'ready', since: '2027-08-01T00:00:00.000Z', lastError: null, keyPrefix: 'festival:b1:', ...patch });

const missingWorkStore = "Next's work store no longer has incrementalCache.revalidateTag(tags, durations)";

describe('healthReport', () => {
  it('without REDIS_URL: ok, the local cache, 200', () => {
    const report = healthReport(undefined, status({ redis: 'not configured' }), identity, []);
    expect(report).toEqual({ status: 'ok', cache: 'local', redis: 'not configured', build: 'b1', nextInternals: [] });
    expect(healthStatusCode(report)).toBe(200);
  });

  it('with Redis ready: ok, shared', () => {
    expect(healthReport('redis://r:6379', status({}), identity, [])).toMatchObject({ status: 'ok', cache: 'shared', redis: 'ready' });
  });

  it('with a Next.js internal missing: degraded, naming it, 503 (out of rotation)', () => {
    for (const redisUrl of [undefined, 'redis://r:6379']) {
      const report = healthReport(redisUrl, status({}), identity, [missingWorkStore]);
      expect(report).toMatchObject({ status: 'degraded', nextInternals: [missingWorkStore] });
      expect(healthStatusCode(report)).toBe(503);
    }
    expect(healthStatusCode(healthReport('redis://r:6379', status({ redis: 'down' }), identity, [missingWorkStore]))).toBe(503);
  });

  it('with Redis down: degraded (still serving, 200), with the error and since when', () => {
    const report = healthReport('redis://r:6379', status({ redis: 'down', lastError: 'connect ECONNREFUSED' }), { build: 'b1', deployment: 'd1' }, []);
    expect(healthStatusCode(report)).toBe(200);
    expect(report).toEqual({
      status: 'degraded',
      cache: 'local fallback',
      redis: 'down',
      since: '2027-08-01T00:00:00.000Z',
      error: 'connect ECONNREFUSED',
      build: 'b1',
      deployment: 'd1',
      nextInternals: [],
    });
  });

  it('before the first connection: ok, connecting', () => {
    expect(healthReport('redis://r:6379', status({ redis: 'not configured' }), identity, [])).toMatchObject({ status: 'ok', redis: 'connecting' });
    expect(healthReport('redis://r:6379', status({ redis: 'connecting' }), identity, [])).toMatchObject({ status: 'ok', redis: 'connecting' });
  });
});

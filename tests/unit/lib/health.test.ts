import { describe, expect, it } from 'vitest';
import type { CacheStatus } from '@/lib/cache-handler/status.mjs';
import { healthReport } from '@/features/health';

const identity = { build: 'b1' };
const status = (patch: Partial<CacheStatus>): CacheStatus => ({ redis: 'ready', since: '2027-08-01T00:00:00.000Z', lastError: null, keyPrefix: 'festival:b1:', ...patch });

describe('healthReport', () => {
  it('without REDIS_URL: ok, the local cache', () => {
    expect(healthReport(undefined, status({ redis: 'not configured' }), identity)).toEqual({ status: 'ok', cache: 'local', redis: 'not configured', build: 'b1' });
  });

  it('with Redis ready: ok, shared', () => {
    expect(healthReport('redis://r:6379', status({}), identity)).toMatchObject({ status: 'ok', cache: 'shared', redis: 'ready' });
  });

  it('with Redis down: degraded (still serving), with the error and since when', () => {
    expect(healthReport('redis://r:6379', status({ redis: 'down', lastError: 'connect ECONNREFUSED' }), { build: 'b1', deployment: 'd1' })).toEqual({
      status: 'degraded',
      cache: 'local fallback',
      redis: 'down',
      since: '2027-08-01T00:00:00.000Z',
      error: 'connect ECONNREFUSED',
      build: 'b1',
      deployment: 'd1',
    });
  });

  it('before the first connection: ok, connecting', () => {
    expect(healthReport('redis://r:6379', status({ redis: 'not configured' }), identity)).toMatchObject({ status: 'ok', redis: 'connecting' });
    expect(healthReport('redis://r:6379', status({ redis: 'connecting' }), identity)).toMatchObject({ status: 'ok', redis: 'connecting' });
  });
});

import { describe, expect, it } from 'vitest';
import { TokenBuckets } from '@/server/token-buckets.mjs';

describe('per-client token buckets', () => {
  it('allows a burst, then refuses with the wait until a token is back', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 3, perSecond: 0.5, maxClients: 10, now: () => now });
    expect([1, 2, 3].map(() => buckets.take('a').allowed)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(buckets.take('b').allowed).toBe(true);
    now = 2000;
    expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('a').allowed).toBe(false);
  });

  it('keeps at most maxClients buckets, forgetting the least recently seen', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 1, perSecond: 1, maxClients: 1000, now: () => now });
    buckets.take('kept');
    for (let i = 0; i < 50_000; i++) {
      now += 1;
      if (i % 100 === 0) buckets.take('kept');
      buckets.take(`client-${i}`);
    }
    expect(buckets.size).toBe(1000);
    expect(buckets.buckets.has('kept')).toBe(true);
    expect(buckets.buckets.has('client-0')).toBe(false);
  });
});

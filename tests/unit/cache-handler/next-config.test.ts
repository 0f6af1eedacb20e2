import path from 'node:path';
import type { NextConfig } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyPrefixFor } from '@/lib/cache-handler/key-prefix.mjs';

const configPath = path.resolve(__dirname, '../../../next.config.mjs');

async function configWith(env: Record<string, string>): Promise<NextConfig> {
  for (const name of ['REDIS_URL', 'NEXT_OUTPUT', 'BUILD_ID', 'DEPLOYMENT_ID']) vi.stubEnv(name, env[name] ?? '');
  vi.resetModules();
  return ((await import(/* @vite-ignore */ `${configPath}?t=${Math.random()}`)) as { default: NextConfig }).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('next.config.mjs for several instances', () => {
  it('without REDIS_URL: Next.js’s own file-system cache (with the not-found rule), as on one machine', async () => {
    const config = await configWith({});
    expect(config.cacheHandler).toBe(path.resolve(__dirname, '../../../lib/cache-handler/file-system.mjs'));
    expect(config.cacheMaxMemorySize).toBeUndefined();
    expect(config.output).toBeUndefined();
    expect(config.deploymentId).toBeUndefined();
    // null: Next generates its own id.
    expect(await config.generateBuildId?.()).toBeNull();
  });

  it('with REDIS_URL: the Redis cache handler, and no second in-memory cache in front of it', async () => {
    const config = await configWith({ REDIS_URL: 'redis://127.0.0.1:6390' });
    expect(config.cacheHandler).toBe(path.resolve(__dirname, '../../../lib/cache-handler/index.mjs'));
    expect(config.cacheMaxMemorySize).toBe(0);
  });

  it('standalone output, build id and deployment id come from the environment', async () => {
    const config = await configWith({ NEXT_OUTPUT: 'standalone', BUILD_ID: ' 3f2a9c1 ', DEPLOYMENT_ID: 'festival-2027-08' });
    expect(config.output).toBe('standalone');
    expect(await config.generateBuildId?.()).toBe('3f2a9c1');
    expect(config.deploymentId).toBe('festival-2027-08');
  });

  it('pre-rendered pages get a year of stale-while-revalidate (Next’s default, made explicit)', async () => {
    expect((await configWith({})).expireTime).toBe(365 * 24 * 60 * 60);
  });
});

describe('the Redis key prefix', () => {
  it('namespaces entries by build, under REDIS_KEY_PREFIX', () => {
    expect(keyPrefixFor('abc123', {})).toBe('festival:abc123:');
    expect(keyPrefixFor('abc123', { REDIS_KEY_PREFIX: 'popmtl-prod:' })).toBe('popmtl-prod:abc123:');
  });
});

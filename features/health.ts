import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheStatus, type CacheStatus } from '@/lib/cache-handler/status.mjs';

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** Where this instance's ISR pages and fetch cache live. */
  cache: 'local' | 'shared' | 'local fallback';
  redis: CacheStatus['redis'];
  /** When `redis` last changed. */
  since?: string;
  error?: string;
  /** Build id and deployment id: equal on every instance of one deployment. */
  build: string;
  deployment?: string;
}

interface Identity {
  build: string;
  deployment?: string;
}

/**
 * The instance's health as a load balancer or an operator reads it. Redis away is `degraded`,
 * not a failure: the instance serves from its own memory, so it must stay in rotation (200).
 */
export function healthReport(redisUrl: string | undefined, status: CacheStatus, identity: Identity): HealthReport {
  if (!redisUrl) return { status: 'ok', cache: 'local', redis: 'not configured', ...identity };
  if (status.redis === 'down') {
    return { status: 'degraded', cache: 'local fallback', redis: 'down', since: status.since, ...(status.lastError ? { error: status.lastError } : {}), ...identity };
  }
  // 'not configured' here: the handler connects when this process first uses its cache.
  const redis = status.redis === 'not configured' ? 'connecting' : status.redis;
  return { status: 'ok', cache: 'shared', redis, since: status.since, ...identity };
}

let buildId: string | undefined;

function readBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unknown';
    }
  }
  return buildId;
}

export function currentHealth(): HealthReport {
  const deployment = process.env.NEXT_DEPLOYMENT_ID;
  return healthReport(process.env.REDIS_URL, cacheStatus(), { build: readBuildId(), ...(deployment ? { deployment } : {}) });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheStatus, type CacheStatus } from '@/lib/cache-handler/status.mjs';
import { nextInternalsProblems } from '@/lib/next-internals/checks';

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
  /**
   * The Next.js internals the site relies on (lib/next-internals/) that no longer hold in this
   * server, one line each naming it; empty when all do.
   */
  nextInternals: string[];
}

interface Identity {
  build: string;
  deployment?: string;
}

/**
 * The instance's health as a load balancer or an operator reads it. Redis away is `degraded`, not
 * a failure: the instance serves from its own memory, so it stays in rotation. A missing Next.js
 * internal is `degraded` too, and the instance is unfit for traffic (`healthStatusCode`): its
 * pages would stop following the content team's saves, or its 404s go out empty, without an error.
 */
export function healthReport(redisUrl: string | undefined, status: CacheStatus, identity: Identity, nextInternals: readonly string[]): HealthReport {
  const internals = { nextInternals: [...nextInternals] };
  const internalsStatus = nextInternals.length > 0 ? 'degraded' : 'ok';
  if (!redisUrl) return { status: internalsStatus, cache: 'local', redis: 'not configured', ...identity, ...internals };
  if (status.redis === 'down') {
    return { status: 'degraded', cache: 'local fallback', redis: 'down', since: status.since, ...(status.lastError ? { error: status.lastError } : {}), ...identity, ...internals };
  }
  // 'not configured' here: the handler connects when this process first uses its cache.
  const redis = status.redis === 'not configured' ? 'connecting' : status.redis;
  return { status: internalsStatus, cache: 'shared', redis, since: status.since, ...identity, ...internals };
}

/** 503 while a Next.js internal the site needs is missing (take the instance out of rotation), else 200. */
export function healthStatusCode(report: HealthReport): 200 | 503 {
  return report.nextInternals.length > 0 ? 503 : 200;
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

/** This server's health (call inside a request: the internals are checked against its request store). */
export function currentHealth(): HealthReport {
  const deployment = process.env.NEXT_DEPLOYMENT_ID;
  return healthReport(process.env.REDIS_URL, cacheStatus(), { build: readBuildId(), ...(deployment ? { deployment } : {}) }, nextInternalsProblems());
}

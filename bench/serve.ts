/** Serving throughput: autocannon (its own process) against a pre-rendered page on loopback. */
import path from 'node:path';
import { capture } from './capture';
import type { LoadResult } from './types';

interface AutocannonJson {
  requests?: { average?: number; mean?: number };
  latency?: { p50?: number; p99?: number };
  errors?: number;
  timeouts?: number;
  non2xx?: number;
}

export function parseAutocannon(json: string, url: string, seconds: number, connections: number): LoadResult {
  const result = JSON.parse(json) as AutocannonJson;
  const rps = result.requests?.average ?? result.requests?.mean;
  const p99 = result.latency?.p99;
  if (typeof rps !== 'number' || typeof p99 !== 'number') throw new Error(`autocannon: no requests.average or latency.p99 for ${url}`);
  return {
    url,
    rps,
    p99Ms: p99,
    p50Ms: result.latency?.p50 ?? Number.NaN,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
    non2xx: result.non2xx ?? 0,
    seconds,
    connections,
  };
}

async function warmUp(url: string, requests: number): Promise<{ bodyBytes: number; cacheHeader: string | null }> {
  let last = { bodyBytes: 0, cacheHeader: null as string | null };
  for (let i = 0; i < requests; i += 1) {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    last = { bodyBytes: body.byteLength, cacheHeader: response.headers.get('x-nextjs-cache') };
  }
  return last;
}

export async function measureLoad(repoRoot: string, url: string, seconds: number, connections: number): Promise<LoadResult> {
  const served = await warmUp(url, 20);
  const stdout = await capture(
    path.join(repoRoot, 'node_modules/.bin/autocannon'),
    ['--json', '--connections', String(connections), '--duration', String(seconds), '--timeout', '10', url],
    { cwd: repoRoot, timeoutMs: (seconds + 30) * 1000 },
  );
  return { ...parseAutocannon(stdout, url, seconds, connections), ...served };
}

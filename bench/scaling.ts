/**
 * Two-instance serving figure: requests per second on a pre-rendered page from one instance of
 * the site, then from two instances of the same build sharing their cache through Redis (the
 * production set-up of README "Deployment"), with the same total number of connections split
 * between them. Redis is Debian's redis-server on a loopback port of its own; everything is
 * stopped in `finally`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sleep, startProcess, type RunningProcess } from './proc';
import { measureLoad } from './serve';
import { nextHost, startNext } from './servers';
import type { LoadResult } from './types';

const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
export const scalingPorts = { instances: [3903 + portOffset, 3904 + portOffset] as [number, number], redis: 6399 + portOffset };

export interface ScalingOptions {
  repoRoot: string;
  /** A built site (`next build`); `next start` reads REDIS_URL at start, so any build will do. */
  siteDir: string;
  logsDir: string;
  /** The site's runtime environment (content server, secrets). */
  env: Record<string, string>;
  ports?: { instances: [number, number]; redis: number };
  path?: string;
  seconds: number;
  connections: number;
}

export interface ScalingResult {
  path: string;
  cpus: number;
  one: LoadResult;
  two: { rps: number; p99Ms: number; perInstance: LoadResult[] };
  /** two.rps / one.rps */
  ratio: number;
}

export const redisServerPath = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file)) ?? null;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startRedis(port: number, dir: string, logsDir: string): Promise<RunningProcess> {
  if (!redisServerPath) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  mkdirSync(dir, { recursive: true });
  const proc = startProcess('redis', redisServerPath, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    cwd: dir,
    log: path.join(logsDir, 'scaling-redis.log'),
  });
  for (let waited = 0; !(await portAnswers(port)); waited += 100) {
    if (waited > 10_000 || proc.hasExited()) {
      await proc.stop();
      throw new Error(`redis-server did not answer on port ${port}`);
    }
    await sleep(100);
  }
  return proc;
}

export async function measureScaling(options: ScalingOptions): Promise<ScalingResult> {
  const ports = options.ports ?? scalingPorts;
  const pagePath = options.path ?? '/';
  const running: RunningProcess[] = [];
  try {
    running.push(await startRedis(ports.redis, path.join(options.logsDir, 'scaling-redis'), options.logsDir));
    const env = { ...options.env, REDIS_URL: `redis://127.0.0.1:${ports.redis}` };
    const [portA, portB] = ports.instances;
    running.push(await startNext('scaling-a', options.siteDir, portA, env, options.logsDir));
    const urlA = `http://${nextHost}:${portA}${pagePath}`;
    const one = await measureLoad(options.repoRoot, urlA, options.seconds, options.connections);

    running.push(await startNext('scaling-b', options.siteDir, portB, env, options.logsDir));
    const urlB = `http://${nextHost}:${portB}${pagePath}`;
    const half = Math.max(1, Math.round(options.connections / 2));
    const perInstance = await Promise.all([
      measureLoad(options.repoRoot, urlA, options.seconds, half),
      measureLoad(options.repoRoot, urlB, options.seconds, options.connections - half || 1),
    ]);
    const rps = perInstance.reduce((sum, result) => sum + result.rps, 0);
    return {
      path: pagePath,
      cpus: os.cpus().length,
      one,
      two: { rps, p99Ms: Math.max(...perInstance.map((result) => result.p99Ms)), perInstance },
      ratio: rps / one.rps,
    };
  } finally {
    for (const proc of running.reverse()) await proc.stop();
  }
}

/** Report lines (bench/results/report.md "Notes"). */
export function scalingNotes(result: ScalingResult): string[] {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  return [
    `Two instances (shared Redis cache), ${result.path}: one instance ${fmt(result.one.rps)} req/s (p99 ${fmt(result.one.p99Ms)} ms), ` +
      `two instances ${fmt(result.two.rps)} req/s together (p99 ${fmt(result.two.p99Ms)} ms): ×${result.ratio.toFixed(2)} on ${result.cpus} CPU(s).`,
    `Reading it: a Next.js instance serves on one core; with ${result.cpus} core(s) shared by both instances, Redis and the load generator, ` +
      'a second instance adds at most what the spare core allows. On a larger machine (or one instance per machine) throughput grows ' +
      'about linearly with instances until Redis or the network is the limit (each cached page costs a few Redis round trips; a CDN in front takes most reads).',
  ];
}

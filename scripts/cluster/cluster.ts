/**
 * A local cluster: Debian's redis-server on a loopback port of its own (no persistence, its own
 * folder), the embedded content server (editing on, its webhook going to instance A), and
 * several instances of ONE standalone build of the site sharing their cache through Redis.
 * Used by `npm run cluster` and by the cluster browser test (tests/e2e/cluster.config.ts).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { answers, portAnswers, startProcess, stopAndWait, stopProcess, waitUntil } from '../processes';

export interface ClusterConfig {
  root: string;
  /** Instance A (which receives the content server's webhook) first. */
  sitePorts: number[];
  cmsPort: number;
  redisPort: number;
  /** Redis folder, content-server edit log and logs. */
  workDir: string;
  adminToken: string;
  revalidateSecret: string;
  /** More environment for every instance (e.g. CDN purge settings). */
  extraSiteEnv?: Record<string, string>;
}

export interface ClusterState {
  redisPid: number | null;
  cmsPid: number | null;
  sitePids: Array<number | null>;
}

export const siteUrlOf = (port: number) => `http://localhost:${port}`;
export const cmsUrlOf = (config: ClusterConfig) => `http://127.0.0.1:${config.cmsPort}`;
export const redisUrlOf = (config: ClusterConfig) => `redis://127.0.0.1:${config.redisPort}`;
const logsDir = (config: ClusterConfig) => path.join(config.workDir, 'logs');

/**
 * What every instance and the build must share. SITE_URL is the one public origin (a CDN or a
 * load balancer in production; instance A here), not each instance's own address.
 */
export function siteEnv(config: ClusterConfig): Record<string, string> {
  return {
    CMS_GRAPHQL_URL: `${cmsUrlOf(config)}/graphql/`,
    CMS_MEDIA_ORIGIN: `http://localhost:${config.cmsPort}`,
    IMAGE_CDN_ORIGIN: cmsUrlOf(config),
    SITE_URL: siteUrlOf(config.sitePorts[0]!),
    REVALIDATE_SECRET: config.revalidateSecret,
    REDIS_URL: redisUrlOf(config),
    NEXT_OUTPUT: 'standalone',
    GTM_ID: '',
    NEXT_PUBLIC_GTM_ID: '',
    ...config.extraSiteEnv,
  };
}

export async function startRedis(config: ClusterConfig): Promise<number> {
  const dir = path.join(config.workDir, 'redis');
  mkdirSync(dir, { recursive: true });
  mkdirSync(logsDir(config), { recursive: true });
  const pid = startProcess(
    'redis-server',
    ['--port', String(config.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    { cwd: dir, env: {}, log: path.join(logsDir(config), 'redis.log') },
  );
  await waitUntil(`redis-server on port ${config.redisPort}`, () => portAnswers(config.redisPort), 10_000);
  return pid;
}

/** Kills Redis as a crash would, and waits until its port refuses connections. */
export async function killRedis(pid: number | null, config: ClusterConfig): Promise<void> {
  stopProcess(pid, 'SIGKILL');
  await waitUntil('redis-server stopped', async () => !(await portAnswers(config.redisPort)), 10_000);
}

export async function startContentServer(config: ClusterConfig): Promise<number> {
  mkdirSync(logsDir(config), { recursive: true });
  const pid = startProcess(process.execPath, ['--import', 'tsx', 'cms/server.ts'], {
    cwd: config.root,
    env: {
      CMS_PORT: String(config.cmsPort),
      CMS_HOST: '127.0.0.1',
      CMS_PUBLIC_URL: `http://localhost:${config.cmsPort}`,
      CMS_ADMIN_TOKEN: config.adminToken,
      CMS_DATA_DIR: path.join(config.workDir, 'cms-data'),
      SITE_REVALIDATE_URL: `http://localhost:${config.sitePorts[0]}/api/revalidate`,
      REVALIDATE_SECRET: config.revalidateSecret,
    },
    log: path.join(logsDir(config), 'content-server.log'),
  });
  await waitUntil(`content server on ${cmsUrlOf(config)}`, () => answers(`${cmsUrlOf(config)}/health`), 60_000);
  return pid;
}

/** `npm run build` as a standalone build with the shared cache compiled in (postbuild copies the assets). */
export function buildSite(config: ClusterConfig, timeoutMs = 10 * 60_000): Promise<void> {
  mkdirSync(logsDir(config), { recursive: true });
  const logPath = path.join(logsDir(config), 'build.log');
  const log = openSync(logPath, 'w');
  const child = spawn('npm', ['run', 'build'], {
    cwd: config.root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...siteEnv(config) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stopProcess(child.pid ?? null, 'SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit ${code}`}): see ${logPath}`));
    });
  });
}

/** One instance: `node .next/standalone/server/start.mjs` (Next.js behind the request gate) on its port. */
export async function startInstance(config: ClusterConfig, port: number): Promise<number> {
  const standalone = path.join(config.root, '.next/standalone');
  const pid = startProcess(process.execPath, [path.join(standalone, 'server/start.mjs')], {
    cwd: standalone,
    env: { ...siteEnv(config), PORT: String(port), HOSTNAME: 'localhost' },
    log: path.join(logsDir(config), `site-${port}.log`),
  });
  await waitUntil(`site on ${siteUrlOf(port)}`, () => answers(`${siteUrlOf(port)}/api/health`), 60_000);
  return pid;
}

/** Redis, the content server, then the instances (built beforehand unless `build` is false). */
export async function startCluster(config: ClusterConfig, options: { build: boolean; onState?: (state: ClusterState) => void }): Promise<ClusterState> {
  const state: ClusterState = { redisPid: null, cmsPid: null, sitePids: [] };
  const record = () => options.onState?.(state);
  try {
    state.redisPid = await startRedis(config);
    record();
    state.cmsPid = await startContentServer(config);
    record();
    if (options.build) await buildSite(config);
    for (const port of config.sitePorts) {
      state.sitePids.push(await startInstance(config, port));
      record();
    }
  } catch (error) {
    await stopCluster(state);
    throw error;
  }
  return state;
}

export async function stopCluster(state: ClusterState): Promise<void> {
  await Promise.all(state.sitePids.map((pid) => stopAndWait(pid)));
  await stopAndWait(state.cmsPid);
  await stopAndWait(state.redisPid);
}

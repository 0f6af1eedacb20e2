/**
 * The cluster run's servers (tests/e2e/cluster.config.ts): Redis, the content server, two
 * instances of one standalone build and a CDN purge stand-in, started by global setup with
 * scripts/cluster/cluster.ts. Their process ids live in a state file, so a test (in a worker
 * process) can kill and restart Redis and the teardown stops whatever runs at the end.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClusterConfig, ClusterState } from '../../../scripts/cluster/cluster';

export const root = path.resolve(__dirname, '../../..');
/** State file, Redis folder, edit log and server logs (not the run's outputDir, which Playwright empties). */
export const serversDir = path.join(root, 'test-results/cluster-servers');
const stateFile = path.join(serversDir, 'servers.json');

export const sitePorts = (process.env.E2E_CLUSTER_SITE_PORTS ?? '3300,3301').split(',').map((port) => Number(port.trim()));
export const cmsPort = Number(process.env.E2E_CLUSTER_CMS_PORT ?? 4300);
export const redisPort = Number(process.env.E2E_CLUSTER_REDIS_PORT ?? 6380);
export const purgePort = Number(process.env.E2E_CLUSTER_PURGE_PORT ?? 4399);
export const purgeToken = 'purge-token-for-tests';

export const instanceA = `http://localhost:${sitePorts[0]}`;
export const instanceB = `http://localhost:${sitePorts[1]}`;
export const cmsUrl = `http://127.0.0.1:${cmsPort}`;
export const purgeUrl = `http://127.0.0.1:${purgePort}`;

export interface ClusterRunState extends ClusterState {
  purgePid: number | null;
  config: ClusterConfig;
}

export function newConfig(): ClusterConfig {
  return {
    root,
    sitePorts,
    cmsPort,
    redisPort,
    workDir: serversDir,
    adminToken: randomBytes(16).toString('hex'),
    revalidateSecret: randomBytes(16).toString('hex'),
    extraSiteEnv: { CDN_PURGE_URL: `${purgeUrl}/`, CDN_PURGE_TOKEN: purgeToken },
  };
}

export function readState(): ClusterRunState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterRunState;
}

export function writeState(state: ClusterRunState): void {
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  // Tells the spec it runs under the cluster config (workers inherit the runner's environment).
  process.env.CLUSTER_STATE_FILE = stateFile;
}

export function siteLog(port: number): string {
  return path.join(serversDir, 'logs', `site-${port}.log`);
}

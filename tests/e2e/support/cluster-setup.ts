/**
 * Global setup of the cluster run: Redis, the content server (editing on, webhook to instance
 * A), a standalone build with the Redis cache handler, two instances of it, and a CDN purge
 * stand-in. Returns the teardown, which stops whatever runs at the end.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startCluster, stopCluster } from '../../../scripts/cluster/cluster';
import { assertPortFree, portAnswers, startProcess, stopAndWait, waitUntil } from '../../../scripts/processes';
import { newConfig, purgePort, readState, serversDir, writeState, type ClusterRunState } from './cluster-servers';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(serversDir, { recursive: true, force: true });
  mkdirSync(path.join(serversDir, 'logs'), { recursive: true });
  const config = newConfig();
  for (const port of [...config.sitePorts, config.cmsPort, config.redisPort, purgePort]) {
    await assertPortFree(port, 'E2E_CLUSTER_SITE_PORTS / E2E_CLUSTER_CMS_PORT / E2E_CLUSTER_REDIS_PORT / E2E_CLUSTER_PURGE_PORT');
  }
  let state: ClusterRunState = { redisPid: null, cmsPid: null, sitePids: [], purgePid: null, config };
  writeState(state);

  const teardown = async () => {
    const last = readState();
    await stopCluster(last);
    await stopAndWait(last.purgePid);
  };

  try {
    state.purgePid = startProcess(process.execPath, [path.join(__dirname, 'purge-stand-in.mjs'), String(purgePort)], {
      cwd: serversDir,
      env: {},
      log: path.join(serversDir, 'logs', 'purge-stand-in.log'),
    });
    writeState(state);
    await waitUntil('CDN purge stand-in', () => portAnswers(purgePort), 10_000);
    await startCluster(config, {
      build: true,
      onState: (cluster) => {
        state = { ...state, ...cluster };
        writeState(state);
      },
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/**
 * `npm run cluster [-- --no-build]`: Redis, the content server and two instances of one
 * standalone build sharing their cache, on loopback. Ctrl-C stops everything it started.
 *
 * Ports: CLUSTER_SITE_PORTS (3500,3501), CLUSTER_CMS_PORT (4500), CLUSTER_REDIS_PORT (6390).
 * Secrets: CMS_ADMIN_TOKEN and REVALIDATE_SECRET from the environment, else random.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ClusterConfig, type ClusterState, cmsUrlOf, redisUrlOf, siteUrlOf, startCluster, stopCluster } from './cluster/cluster';
import { assertPortFree, isAlive } from './processes';

const root = path.resolve(__dirname, '..');
const ports = (process.env.CLUSTER_SITE_PORTS ?? '3500,3501').split(',').map((port) => Number(port.trim()));
const build = !process.argv.includes('--no-build');

async function main(): Promise<void> {
  if (!build && !existsSync(path.join(root, '.next/standalone/server.js'))) {
    throw new Error('--no-build: there is no standalone build (.next/standalone/server.js); run without --no-build');
  }
  const config: ClusterConfig = {
    root,
    sitePorts: ports,
    cmsPort: Number(process.env.CLUSTER_CMS_PORT ?? 4500),
    redisPort: Number(process.env.CLUSTER_REDIS_PORT ?? 6390),
    workDir: mkdtempSync(path.join(tmpdir(), 'festival-cluster-')),
    adminToken: process.env.CMS_ADMIN_TOKEN || randomBytes(16).toString('hex'),
    revalidateSecret: process.env.REVALIDATE_SECRET || randomBytes(16).toString('hex'),
  };
  for (const port of [...config.sitePorts, config.cmsPort, config.redisPort]) {
    await assertPortFree(port, 'CLUSTER_SITE_PORTS / CLUSTER_CMS_PORT / CLUSTER_REDIS_PORT');
  }

  let state: ClusterState = { redisPid: null, cmsPid: null, sitePids: [] };
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping the instances, the content server and Redis…');
    await stopCluster(state);
    rmSync(config.workDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  console.log(`starting Redis, the content server${build ? ', the standalone build' : ''} and ${ports.length} instances (logs: ${config.workDir}/logs)…`);
  state = await startCluster(config, { build, onState: (current) => (state = current) });
  const [first] = config.sitePorts;
  console.log(
    [
      '',
      ...config.sitePorts.map((port, index) => `instance ${String.fromCharCode(65 + index)}: ${siteUrlOf(port)}   (health: ${siteUrlOf(port)}/api/health)`),
      `Redis:          ${redisUrlOf(config)}`,
      `content server: ${cmsUrlOf(config)}/graphql/  (webhook → instance A, ${siteUrlOf(first!)}/api/revalidate)`,
      '',
      'Edit an event, then watch the other instance serve it:',
      `  CMS_URL=${cmsUrlOf(config)} CMS_ADMIN_TOKEN=${config.adminToken} npm run cms -- set event opening-night title "New title"`,
      `  curl -s ${siteUrlOf(config.sitePorts[1] ?? first!)}/event/opening-night | grep -o '<h1[^<]*'`,
      `Webhook secret: ${config.revalidateSecret}`,
      '',
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
  // Keeps this process (and so the Ctrl-C handler) alive; says when a server stops on its own.
  const reported = new Set<number>();
  setInterval(() => {
    for (const pid of [state.redisPid, state.cmsPid, ...state.sitePids]) {
      if (pid !== null && !isAlive(pid) && !reported.has(pid)) {
        reported.add(pid);
        console.error(`process ${pid} has stopped: see ${config.workDir}/logs`);
      }
    }
  }, 5000);
}

main().catch(async (error: unknown) => {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

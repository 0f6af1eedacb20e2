/**
 * Global setup of the freshness run: its own content server (editing on, an empty edit log in a
 * temporary folder, the site's webhook configured), then `npm run build` and `next start` against
 * it. Returns the teardown, which stops whatever content server and site run at the end.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, spawnDetached, stopProcess, waitUntil } from '../../../scripts/processes';
import {
  cmsPort,
  newSecrets,
  readState,
  root,
  serversDir,
  siteAnswers,
  sitePort,
  siteEnv,
  siteUrl,
  killContentServer,
  startContentServer,
  startServer,
  writeState,
  type FreshnessState,
} from './freshness-servers';

/** The build's bound; behind a shared lock (E2E_BUILD_LOCK) the wait for the lock counts too. */
const buildTimeoutMs = (process.env.E2E_BUILD_LOCK ? 40 : 10) * 60_000;

const portsHint = 'E2E_FRESH_SITE_PORT / E2E_FRESH_CMS_PORT';

function build(state: FreshnessState): Promise<void> {
  const logPath = path.join(serversDir, 'build.log');
  // E2E_BUILD_LOCK: a lock file that serialises builds on a shared machine (`flock`).
  const lock = process.env.E2E_BUILD_LOCK;
  const [command, ...args] = lock ? ['flock', lock, 'npm', 'run', 'build'] : ['npm', 'run', 'build'];
  const child = spawnDetached(command!, args, { cwd: root, env: siteEnv(state), log: logPath });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stopProcess(child.pid, 'SIGKILL'), buildTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit ${code}`}): see ${logPath}`));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(serversDir, { recursive: true });
  await assertPortFree(sitePort, portsHint);
  await assertPortFree(cmsPort, portsHint);
  let state: FreshnessState = {
    cmsPid: null,
    sitePid: null,
    dataDir: mkdtempSync(path.join(tmpdir(), 'freshness-cms-')),
    ...newSecrets(),
  };
  writeState(state);

  const teardown = async () => {
    const last = readState();
    stopProcess(last.sitePid);
    stopProcess(last.cmsPid);
    rmSync(last.dataDir, { recursive: true, force: true });
  };

  try {
    state = await startContentServer(state, { forBuild: true });
    // E2E_FRESH_SKIP_BUILD=1: iterate on the specs against the build already in .next (made by this run's setup before).
    if (process.env.E2E_FRESH_SKIP_BUILD !== '1') await build(state);
    if (process.env.CMS_ANSWER_TIME) {
      // The run itself against a content server that answers as slowly as a real WordPress.
      state = await killContentServer(state);
      state = await startContentServer(state);
    }
    state = { ...state, sitePid: startServer(process.execPath, [path.join(root, 'server/start.mjs'), '-p', String(sitePort)], siteEnv(state), 'site.log') };
    writeState(state);
    await waitUntil(`site on ${siteUrl}`, siteAnswers, 60_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

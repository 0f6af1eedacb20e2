/**
 * The freshness run's own servers (tests/e2e/freshness.config.ts): a content server with editing
 * and the site's webhook configured, which tests stop and restart, and a production build of the
 * site pointed at it. Global setup starts both; their process ids live in a state file, so a test
 * (in a worker process) can stop and restart the content server and the teardown stops whatever
 * runs at the end.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answers, startProcess, stopProcess, waitUntil } from '../../../scripts/processes';
import { e2ePreviewCmsEnv, e2ePreviewSiteEnv } from './preview-env';

export const root = path.resolve(__dirname, '../../..');
/** State file and server logs (not the run's outputDir, which Playwright empties). */
export const serversDir = path.join(root, 'test-results/freshness-servers');
const stateFile = path.join(serversDir, 'servers.json');

export const sitePort = Number(process.env.E2E_FRESH_SITE_PORT ?? 3200);
export const cmsPort = Number(process.env.E2E_FRESH_CMS_PORT ?? 4200);
export const siteUrl = `http://localhost:${sitePort}`;
export const cmsUrl = `http://127.0.0.1:${cmsPort}`;

export interface FreshnessState {
  cmsPid: number | null;
  sitePid: number | null;
  dataDir: string;
  adminToken: string;
  revalidateSecret: string;
}

export function newSecrets(): Pick<FreshnessState, 'adminToken' | 'revalidateSecret'> {
  return { adminToken: randomBytes(16).toString('hex'), revalidateSecret: randomBytes(16).toString('hex') };
}

export function readState(): FreshnessState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as FreshnessState;
}

export function writeState(state: FreshnessState): void {
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  // Tells the spec it runs under the freshness config (workers inherit the runner's environment).
  process.env.FRESHNESS_STATE_FILE = stateFile;
}

export function siteEnv(state: FreshnessState): Record<string, string> {
  return {
    CMS_GRAPHQL_URL: `${cmsUrl}/graphql/`,
    CMS_MEDIA_ORIGIN: `http://localhost:${cmsPort}`,
    IMAGE_CDN_ORIGIN: cmsUrl,
    SITE_URL: siteUrl,
    REVALIDATE_SECRET: state.revalidateSecret,
    // The editor's application password: the webhook looks up posts that left the public API with it.
    ...e2ePreviewSiteEnv,
  };
}

/**
 * The content server's answer time (cms/http/answer-time.ts): a real WordPress's when the run is
 * started with CMS_ANSWER_TIME=wordpress, except while the site is built (`{ forBuild: true }`),
 * which reads every page's content once and measures nothing.
 */
function cmsEnv(state: FreshnessState, { forBuild = false } = {}): Record<string, string> {
  return {
    CMS_ANSWER_TIME: forBuild ? '' : (process.env.CMS_ANSWER_TIME ?? ''),
    CMS_PORT: String(cmsPort),
    CMS_PUBLIC_URL: `http://localhost:${cmsPort}`,
    CMS_ADMIN_TOKEN: state.adminToken,
    CMS_DATA_DIR: state.dataDir,
    SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
    REVALIDATE_SECRET: state.revalidateSecret,
    // Edits announced as the festival's WordPress plugin does (signed, slug and status before and after).
    SITE_WEBHOOK_FORMAT: process.env.E2E_FRESH_WEBHOOK_FORMAT ?? 'festival-plugin',
    ...e2ePreviewCmsEnv,
  };
}

/** A detached process (its own group, so a stop takes its children too), output appended to a log. */
export function startServer(command: string, args: string[], env: Record<string, string>, logName: string): number {
  return startProcess(command, args, { cwd: root, env, log: path.join(serversDir, logName) });
}

/** Starts the content server (edit log replayed from the state's data folder) and waits for it. */
export async function startContentServer(state: FreshnessState, options: { forBuild?: boolean } = {}): Promise<FreshnessState> {
  const pid = startServer(process.execPath, ['--import', 'tsx', 'cms/server.ts'], cmsEnv(state, options), 'content-server.log');
  const next = { ...state, cmsPid: pid };
  writeState(next);
  await waitUntil(`content server on ${cmsUrl}`, () => answers(`${cmsUrl}/health`), 60_000);
  return next;
}

/** Kills the content server, as a crash or a host going down would, and waits until it refuses connections. */
export async function killContentServer(state: FreshnessState): Promise<FreshnessState> {
  stopProcess(state.cmsPid, 'SIGKILL');
  const next = { ...state, cmsPid: null };
  writeState(next);
  await waitUntil('content server stopped', async () => !(await answers(`${cmsUrl}/health`)), 10_000);
  return next;
}

export const isHealthy = () => answers(`${cmsUrl}/health`);
export const siteAnswers = () => answers(siteUrl);

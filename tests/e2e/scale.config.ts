import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The programme at CMS_SCALE=500 (about 60 events a festival day): the same site and content
 * server as the default suite (same ports: run it after, not alongside), the content server
 * generating 500 extra items per language and the site built from it.
 *
 *   npx playwright test -c tests/e2e/scale.config.ts
 */
const root = path.resolve(__dirname, '../..');
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4100);

export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  testMatch: 'calendar-scale.spec.ts',
  outputDir: path.join(root, 'test-results/scale'),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results/e2e-scale.json') }]],
  webServer: servers.map((server) => ({
    ...server,
    cwd: server.cwd ?? root,
    // The content server at scale, with a data folder of its own.
    env: server.url === base.use?.baseURL ? server.env : { ...server.env, CMS_SCALE: '500', CMS_DATA_DIR: path.join(os.tmpdir(), `festival-e2e-cms-scale-${cmsPort}`) },
  })),
});

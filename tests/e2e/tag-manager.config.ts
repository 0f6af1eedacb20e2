import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import type { TagManagerOptions } from './support/gtm-stub-fixture';

/**
 * The tag-manager run: the same site and content server as the default suite (same ports: run
 * it after, not alongside), built WITH a container id and a loopback stand-in for
 * googletagmanager.com.
 *
 *   npx playwright test -c tests/e2e/tag-manager.config.ts
 */
const root = path.resolve(__dirname, '../..');
const stubPort = Number(process.env.E2E_GTM_STUB_PORT ?? 4199);
const tagManager = { containerId: 'GTM-TEST123', scriptOrigin: `http://127.0.0.1:${stubPort}` };

const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig<TagManagerOptions>({
  ...base,
  testDir: '.',
  testIgnore: [],
  testMatch: 'tag-manager.spec.ts',
  outputDir: path.join(root, 'test-results/tag-manager'),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results/e2e-tag-manager.json') },
    ],
  ],
  use: { ...base.use, tagManager },
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/gtm-stub.ts',
      cwd: root,
      url: `${tagManager.scriptOrigin}/health`,
      env: { GTM_STUB_PORT: String(stubPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The default suite's servers, run from the repository root (a webServer's cwd defaults to
    // its config file's folder); the site is built with the container id.
    ...servers.map((server) => ({
      ...server,
      cwd: server.cwd ?? root,
      env:
        server.url === base.use?.baseURL
          ? { ...server.env, GTM_ID: tagManager.containerId, GTM_SCRIPT_ORIGIN: tagManager.scriptOrigin }
          : server.env,
    })),
  ],
});

import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePreviewCmsEnv, e2ePreviewSiteEnv } from './tests/e2e/support/preview-env';

/**
 * Browser tests run against a production build (`next build && next start`) fed by the embedded
 * content server, as visitors would get it. Debian's Chromium is used when present, because
 * Playwright's own browser download is not reachable from every machine.
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4100);
const siteUrl = `http://localhost:${sitePort}`;
const cmsUrl = `http://127.0.0.1:${cmsPort}`;

// A developer iterating on one spec may start the two servers once (with the env below) and set
// E2E_REUSE_SERVERS=1; CI always builds and starts its own.
const reuseServers = !process.env.CI && process.env.E2E_REUSE_SERVERS === '1';

const siteEnv = {
  CMS_GRAPHQL_URL: `${cmsUrl}/graphql/`,
  CMS_MEDIA_ORIGIN: `http://localhost:${cmsPort}`,
  IMAGE_CDN_ORIGIN: cmsUrl,
  SITE_URL: siteUrl,
  // The default suite is built without a tag manager, whatever the developer's shell holds.
  GTM_ID: '',
  NEXT_PUBLIC_GTM_ID: '',
  // Draft preview (tests/e2e/preview.spec.ts): the preview link's secret and the editor's
  // application password, which the content server below accepts.
  ...e2ePreviewSiteEnv,
  // The per-client search limit reads the visitor's address from this header, as behind a CDN:
  // tests/e2e/search-protection.spec.ts spends budgets of its own, never the other tests'.
  CLIENT_ADDRESS_HEADER: 'x-e2e-client',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds the JSON reports.
  outputDir: 'test-results/e2e',
  // These need builds of their own (a tag-manager id; a content server the tests stop; a cluster): see their configs.
  testIgnore: ['freshness*.spec.ts', 'offline-freshness.spec.ts', 'tag-manager.spec.ts', 'cluster.spec.ts', 'calendar-scale.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: siteUrl,
    // The service worker (issue 18) is tested where it is the subject (offline*.spec.ts, which
    // allow it); elsewhere each fresh context would install it and precache the app shell.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'npm run cms',
      url: `${cmsUrl}/health`,
      // A data folder of its own, so edits made on a developer's content server never leak into tests.
      env: {
        CMS_PORT: String(cmsPort),
        CMS_PUBLIC_URL: `http://localhost:${cmsPort}`,
        CMS_DATA_DIR: path.join(os.tmpdir(), `festival-e2e-cms-${cmsPort}`),
        ...e2ePreviewCmsEnv,
      },
      reuseExistingServer: reuseServers,
      timeout: 60_000,
    },
    {
      command: `npm run build && npm run start -- -p ${sitePort}`,
      url: siteUrl,
      env: siteEnv,
      reuseExistingServer: reuseServers,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});

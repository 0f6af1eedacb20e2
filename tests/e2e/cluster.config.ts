import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { instanceA } from './support/cluster-servers';

/**
 * The multi-instance run: two instances of one standalone build sharing their cache through
 * Redis, a content server whose webhook reaches instance A only, and a CDN purge stand-in. Its
 * global setup starts them all on ports of their own (E2E_CLUSTER_SITE_PORTS 3300,3301,
 * E2E_CLUSTER_CMS_PORT 4300, E2E_CLUSTER_REDIS_PORT 6380, E2E_CLUSTER_PURGE_PORT 4399); the
 * tests kill and restart Redis. It rebuilds `.next`, so run it after the other runs, not
 * alongside. Needs Debian's `redis-server`.
 *
 *   npx playwright test -c tests/e2e/cluster.config.ts
 */
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  testMatch: 'cluster.spec.ts',
  outputDir: path.join(root, 'test-results/cluster'),
  timeout: 60_000,
  // A retry would run against a Redis and caches left in another state by the failed attempt.
  retries: 0,
  globalSetup: './support/cluster-setup.ts',
  globalTimeout: 15 * 60_000,
  webServer: undefined,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results/e2e-cluster.json') }],
  ],
  use: { ...base.use, baseURL: instanceA },
});

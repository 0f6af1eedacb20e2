import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { siteUrl } from './support/freshness-servers';

/**
 * The freshness and outage run: content edits reaching the built site through the webhook, and
 * the site serving its last good pages while the content server is down. Its global setup starts
 * its OWN content server (which the tests stop and restart) and its own build of the site, on
 * their own ports (E2E_FRESH_SITE_PORT 3200, E2E_FRESH_CMS_PORT 4200); it rebuilds `.next`, so
 * run it after the default suite, not alongside.
 *
 *   npx playwright test -c tests/e2e/freshness.config.ts
 */
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  // Edits of existing pages and outages (freshness.spec.ts); the publishing lifecycle
  // (freshness-lifecycle.spec.ts); one language unpublished while the other stays
  // (freshness-translations.spec.ts); the offline site's kept pages and the webhook
  // (offline-freshness.spec.ts); each page query asked once per webhook (freshness-shared-answers.spec.ts);
  // calendar feeds after a time edit (freshness-feeds.spec.ts); the 2 s budget with the
  // content server answering as a real WordPress, for that test only (freshness-answer-time.spec.ts);
  // every editor action's first visitor under the CPU-costing model (freshness-wordpress-cpu.spec.ts).
  testMatch: [
    'freshness.spec.ts',
    'freshness-lifecycle.spec.ts',
    'freshness-translations.spec.ts',
    'offline-freshness.spec.ts',
    'freshness-shared-answers.spec.ts',
    'freshness-feeds.spec.ts',
    'freshness-venues.spec.ts',
    'freshness-answer-time.spec.ts',
    'freshness-search.spec.ts',
    // Last (files run in name order): it renames a venue, edits a menu and the settings, under the CPU-costing model.
    'freshness-wordpress-cpu.spec.ts',
  ],
  outputDir: path.join(root, 'test-results/freshness'),
  timeout: 60_000,
  // The lifecycle tests run in order on one content server; the outage tests stop it.
  fullyParallel: false,
  // A retry would run against a content server and cache the failed attempt left in another state.
  retries: 0,
  globalSetup: './support/freshness-setup.ts',
  // E2E_FRESH_TRIES=20 repeats freshness-wordpress-cpu.spec.ts's actions 20 times (up to 10 minutes a try).
  globalTimeout: (15 + 10 * Math.max(1, Number(process.env.E2E_FRESH_TRIES ?? 1))) * 60_000,
  webServer: undefined,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results/e2e-freshness.json') }],
  ],
  use: { ...base.use, baseURL: siteUrl },
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { cmsUrl, readState } from './support/freshness-servers';

/**
 * Each stale query is asked of the content server ONCE per webhook, however many pages the
 * webhook renders (issue 24, item 4): counted at the content server (`GET /admin/requests`)
 * around one event edit, from its webhook until the site's renders are over.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');
test.skip(process.env.WEBHOOK_SHARED_ANSWERS === '0', 'shared webhook answers are turned off (WEBHOOK_SHARED_ANSWERS=0)');

interface Logged {
  operation: string;
  variables: string;
  count: number;
}

async function requests(request: APIRequestContext): Promise<{ total: number; requests: Logged[] }> {
  const response = await request.get(`${cmsUrl}/admin/requests`, { headers: { authorization: `Bearer ${readState().adminToken}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Waits until the content server has had no request for `quietMs` (the webhook's renders are over). */
async function untilQuiet(request: APIRequestContext, quietMs: number): Promise<void> {
  let last = (await requests(request)).total;
  let quietSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() - quietSince < quietMs) {
    expect(Date.now(), 'the content server never went quiet').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const total = (await requests(request)).total;
    if (total !== last) [last, quietSince] = [total, Date.now()];
  }
}

test('an event edit asks each of its pages’ queries once, not once per page rendered', async ({ request }) => {
  await untilQuiet(request, 3000);
  const before = new Map((await requests(request)).requests.map((entry) => [`${entry.operation} ${entry.variables}`, entry.count]));
  const edited = await request.post(`${cmsUrl}/admin/edits`, {
    headers: { authorization: `Bearer ${readState().adminToken}` },
    data: { type: 'event', slug: 'opening-night', field: 'title', value: `Opening Night ${Date.now().toString(36)}` },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await untilQuiet(request, 3000);
  const during = (await requests(request)).requests
    .map((entry) => ({ ...entry, count: entry.count - (before.get(`${entry.operation} ${entry.variables}`) ?? 0) }))
    .filter((entry) => entry.count > 0);
  // The pages' queries (the list of every event in each language first of all); the webhook's
  // own lookups (public, then as the editor) are not page queries.
  const pageQueries = during.filter((entry) => !entry.operation.startsWith('ContentBy'));
  expect(pageQueries.map((entry) => entry.operation)).toEqual(expect.arrayContaining(['AllEvents']));
  // The webhook itself reads the event lists and slug indexes from the site's cache before its
  // marks (the days and slugs the site knew); Next.js refreshes such an entry in the background
  // when an earlier webhook left it stale: once more at most, never once per page. Each event
  // list is also read by the rechecks of both languages' search indexes after the webhook (an
  // index holds the other language's titles; features/search/run-search.ts), which may meet it
  // while stale: twice more. About twenty pages read the lists: once per page would be far more.
  const timesReadBeforeTheRenders = (operation: string) => (operation === 'AllEvents' ? 4 : operation.endsWith('SlugIndex') ? 2 : 1);
  const askedTooOften = pageQueries
    .filter((entry) => entry.count > timesReadBeforeTheRenders(entry.operation))
    .map((entry) => `${entry.operation} ${entry.variables}: ${entry.count}×`);
  expect(askedTooOften).toEqual([]);
  test.info().annotations.push({ type: 'content requests', description: `${during.reduce((sum, entry) => sum + entry.count, 0)} for one event edit` });
});

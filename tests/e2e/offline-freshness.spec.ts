import { expect, test } from '@playwright/test';
import { cmsUrl, readState } from './support/freshness-servers';
import { eventPaths, expectOfflineNote, offlineNote, programme, serviceWorkerInControl, setOffline } from './support/offline';

/**
 * The offline site and the webhook (issue 18): a page kept on the device never holds back an
 * edit once the connection is back. Runs under tests/e2e/freshness.config.ts, whose content
 * server has editing and the webhook configured.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');
test.use({ serviceWorkers: 'allow' });

test('back online, a page kept offline shows an edit made meanwhile, at once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorkerInControl(page);
  const path = eventPaths(await programme(page), 'en')[1]!;
  await page.goto(path);
  const before = await page.getByRole('heading', { level: 1 }).textContent();

  await setOffline(context, true);
  await page.reload();
  await expectOfflineNote(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before!);

  // Edited in the content server meanwhile; its webhook marks the page stale.
  const title = `Back online ${Date.now().toString(36)}`;
  const edit = await page.request.post(`${cmsUrl}/admin/edits`, {
    headers: { authorization: `Bearer ${readState().adminToken}` },
    data: { type: 'event', slug: path.split('/').at(-1), field: 'title', value: title },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  expect(((await edit.json()) as { revalidation: { status: string } }).revalidation.status).toBe('ok');

  await setOffline(context, false);
  // Once the site serves the edit (the webhook's own 2 s, tested in freshness.spec.ts), the
  // first reload shows it, with no note: the kept copy never stands in for a reachable page.
  await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 5000 }).toContain(title);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 3000 });
  await expect(offlineNote(page, 'en')).toHaveCount(0);
  // And the kept copy is the fresh one now.
  await setOffline(context, true);
  await page.reload();
  await expectOfflineNote(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.close();
});

import { expect, test } from '@playwright/test';

/**
 * Search at the origin: one client searching too fast is refused (429 with `Retry-After`), the
 * panel says so in the page's language, and other visitors are unaffected. The suite's site trusts
 * `x-e2e-client` as the visitor's address (CLIENT_ADDRESS_HEADER, as behind a CDN), so this test's
 * bursts never spend the budget of the other tests' browser.
 */
const client = (name: string) => ({ 'x-e2e-client': `${name}-${Date.now()}-${Math.random()}` });

test('a burst of searches from one client gets 429 with Retry-After; another client does not', async ({ request }) => {
  const burst = client('burst');
  const statuses = await Promise.all(
    Array.from({ length: 60 }, (_, i) => request.get(`/api/search?q=burst${i % 3}&lang=en`, { headers: burst }).then((r) => r.status())),
  );
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  const refused = await request.get('/api/search?q=burst&lang=en', { headers: burst });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(refused.headers()['content-security-policy']).toContain("object-src 'none'");
  // The no-JavaScript results page shares the budget.
  expect((await request.get('/fr/recherche?q=burst', { headers: burst })).status()).toBe(429);
  expect((await request.get('/api/search?q=burst&lang=en', { headers: client('other') })).status()).toBe(200);
});

test('the panel says the site is refusing searches in the page language', async ({ page }) => {
  const visitor = client('panel');
  await page.setExtraHTTPHeaders(visitor);
  await page.goto('/fr');
  await page.getByRole('button', { name: /Rechercher/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('musique');
  // Spend this visitor's budget just before the panel asks.
  await Promise.all(Array.from({ length: 40 }, (_, i) => page.request.get(`/api/search?q=x${i}&lang=fr`, { headers: visitor })));
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog.getByText(/Trop de recherches en peu de temps\. Veuillez réessayer dans \d+ secondes\./)).toBeVisible();
});

test('the results page without JavaScript is cacheable at the CDN like the search route', async ({ request }) => {
  for (const path of ['/search?q=music', '/fr/recherche?q=musique']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, s-maxage=60, stale-while-revalidate=300');
  }
});

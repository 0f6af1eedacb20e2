import { expect, test } from '@playwright/test';

/**
 * Search at the origin: a crowd behind one address (a venue's Wi-Fi) searches freely; one address
 * searching faster than a crowd is refused (429 with `Retry-After`), the panel says so in the
 * page's language, and other visitors are unaffected. The suite's site trusts `x-e2e-client` as
 * the visitor's address (CLIENT_ADDRESS_HEADER, as behind a CDN), so these bursts never spend the
 * budget of the other tests' browser. The budget (300 at once) refills at 10 searches a second,
 * so the tests keep spending while they check.
 */
const client = (name: string) => ({ 'x-e2e-client': `${name}-${Date.now()}-${Math.random()}` });

/**
 * Keeps searching as `headers` until stopped, several at a time (the budget refills at 10 a
 * second): the budget stays spent. Node's own fetch, for real concurrency.
 */
function keepSpending(baseURL: string, headers: Record<string, string>) {
  let running = true;
  let refused = 0;
  const loops = Array.from({ length: 6 }, async () => {
    while (running) {
      const response = await fetch(`${baseURL}/api/search?q=spend&lang=fr`, { headers });
      await response.arrayBuffer();
      if (response.status === 429) refused++;
    }
  });
  return {
    refused: () => refused,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

test('a burst of searches from one client gets 429 with Retry-After; another client does not', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const burst = client('burst');
  const statuses = await Promise.all(
    Array.from({ length: 450 }, async (_, i) => {
      const response = await fetch(`${baseURL}/api/search?q=burst${i % 3}&lang=en`, { headers: burst });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(300);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);

  const spender = keepSpending(baseURL!, burst);
  await expect.poll(spender.refused).toBeGreaterThan(0);
  const refused = await request.get('/api/search?q=burst&lang=en', { headers: burst });
  const page = await request.get('/fr/recherche?q=burst', { headers: burst });
  const other = await request.get('/api/search?q=burst&lang=en', { headers: client('other') });
  await spender.stop();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(refused.headers()['content-security-policy']).toContain("object-src 'none'");
  // The no-JavaScript results page shares the budget.
  expect(page.status()).toBe(429);
  expect(other.status()).toBe(200);
});

test('300 visitors behind one address searching distinct terms are answered, none refused for sharing it', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const venue = client('venue');
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      fetch(`${baseURL}/api/search?q=${encodeURIComponent(`venue ${i} ${started}`)}&lang=${i % 2 ? 'fr' : 'en'}`, { headers: venue }).then(async (r) => {
        await r.arrayBuffer();
        return { status: r.status, retryAfter: r.headers.get('retry-after') };
      }),
    ),
  );
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  test.info().annotations.push({ type: '300 clients, one address', description: `200: ${count(200)}, 503: ${count(503)}, 429: ${count(429)} in ${Date.now() - started} ms` });
  expect(count(429)).toBe(0);
  // The content server's cap may turn some away when it is saturated: with a short wait, never silently.
  expect(count(200)).toBeGreaterThanOrEqual(270);
  expect(answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.retryAfter === '1'))).toEqual([]);
});

test('the panel, asking the route, says the site is refusing searches in the page language', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const visitor = client('panel');
  await page.setExtraHTTPHeaders(visitor);
  // The panel searches its own index; without it (here: the file unavailable) it asks the route.
  await page.route('**/search-index.*.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/fr');
  await page.getByRole('button', { name: /Rechercher/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('musique');
  const spender = keepSpending(baseURL!, visitor);
  await expect.poll(spender.refused).toBeGreaterThan(0);
  // The bucket gets a token back every 100 ms, and the visitor's search may be the request that
  // takes it (the spenders take the others): then it is answered, and the visitor searches again.
  await expect(async () => {
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByText(/Trop de recherches en peu de temps\. Veuillez réessayer dans \d+ secondes\./)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await spender.stop();
});

test('the results page without JavaScript is cacheable at the CDN like the search route', async ({ request }) => {
  for (const path of ['/search?q=music', '/fr/recherche?q=musique']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, s-maxage=60, stale-while-revalidate=300');
  }
});

import { expect, test } from '@playwright/test';

const cases = [
  { path: '/event/no-such-event', lang: 'en', title: 'Page not found' },
  { path: '/fr/evenement/aucun-evenement', lang: 'fr', title: 'Page introuvable' },
  { path: '/artist/nobody-at-all', lang: 'en', title: 'Page not found' },
  { path: '/fr/artiste/personne', lang: 'fr', title: 'Page introuvable' },
  { path: '/news/never-written', lang: 'en', title: 'Page not found' },
  { path: '/fr/nouvelles/jamais-ecrite', lang: 'fr', title: 'Page introuvable' },
  { path: '/page/no-such-page', lang: 'en', title: 'Page not found' },
  { path: '/about/no-such-section', lang: 'en', title: 'Page not found' },
  { path: '/fr/a-propos/aucun-volet', lang: 'fr', title: 'Page introuvable' },
  { path: '/no/such/path', lang: 'en', title: 'Page not found' },
  { path: '/fr/rien-du-tout', lang: 'fr', title: 'Page introuvable' },
  // An English segment under /fr is not a French route.
  { path: '/fr/event/anything', lang: 'fr', title: 'Page introuvable' },
  { path: '/calendar?category=no-such-category', lang: 'en', title: 'Page not found' },
  { path: '/fr/calendrier?categorie=%3Cscript%3E', lang: 'fr', title: 'Page introuvable' },
  { path: `/event/${'a'.repeat(400)}`, lang: 'en', title: 'Page not found' },
  { path: '/event/%3Cscript%3Ealert(1)', lang: 'en', title: 'Page not found' },
  { path: '/fr/evenement/%3Csvg%20onload=alert(1)%3E', lang: 'fr', title: 'Page introuvable' },
];

for (const { path, lang, title } of cases) {
  test(`${path.slice(0, 60)} → localized 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.content()).not.toContain('<script>alert(1)');
  });
}

test('a malformed URL is a clear 400, one line, no markup', async ({ request }) => {
  for (const path of ['/event/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/event/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/event/%zz', '/fr/evenement/a%00b']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    const text = await response.text();
    expect(text, path).toMatch(/^Bad request: [^\n<]+\n$/);
  }
});

test('/en/... redirects permanently to the unprefixed English URL', async ({ request }) => {
  const response = await request.get('/en/calendar', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/calendar$/);
});

/**
 * Without JavaScript the 404 page is complete: rendered on the server in the URL's language,
 * with the site shell (header with menus, language switch and search, footer) and a search box,
 * whichever way the 404 arose: a path that names nothing (answered before Next.js), a slug that
 * matches no item (Next.js's own 404), an unknown category filter. Cacheable a short while.
 */
const withoutJavaScript = [
  { lang: 'en', title: 'Page not found', home: '/', switchTo: '/fr', search: '/search', paths: ['/event/no-such-event', '/no/such/path', '/calendar?category=no-such-category', '/artist/nobody-at-all'] },
  { lang: 'fr', title: 'Page introuvable', home: '/fr', switchTo: '/', search: '/fr/recherche', paths: ['/fr/evenement/aucun-evenement', '/fr/rien-du-tout', '/fr/calendrier?categorie=aucune', '/fr/event/anything'] },
] as const;

for (const { lang, title, switchTo, search, paths } of withoutJavaScript) {
  test(`the 404 page without JavaScript: shell, search box and lang (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+/);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation').first(), path).toBeVisible();
      await expect(header.getByTestId('language-switch'), path).toHaveAttribute('href', switchTo);
      // The header's search icon opens a dialog with a GET form to the results page by itself.
      await expect(header.locator(`dialog form[action="${search}"]`).first(), path).toBeAttached();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      const form = page.getByRole('main').getByRole('search');
      await expect(form, path).toHaveAttribute('action', search);
      await expect(form.getByRole('textbox'), path).toBeVisible();
    }
    // The search box works without JavaScript: it leads to the results page.
    await page.getByRole('main').getByRole('search').getByRole('textbox').fill('music');
    await page.getByRole('main').getByRole('search').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${search}\\?q=music$`));
    await context.close();
  });
}

test('with JavaScript the 404 page stays at its URL and keeps working', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr/evenement/aucun-evenement');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('button', { name: /Rechercher/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('mira');
  // Results as one types: the page's scripts run on the 404 page, which kept its address.
  await expect(dialog.getByRole('heading', { name: 'Résultats pour "mira"' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/fr/evenement/aucun-evenement');
  expect(errors).toEqual([]);
});

test('the 404 page is not an address of its own', async ({ request }) => {
  for (const path of ['/page-not-found', '/fr/page-not-found', '/en/page-not-found']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

/**
 * Next.js puts the not-found boundary's tree into the RSC payload of every page, and the 404 page
 * is the site shell around its message. That shell must not ride along a second time in every
 * page's HTML (it did: about 50 KB per page, parsed and hydrated for a tree nobody sees).
 */
test('a page carries the site shell once, not a second copy for its not-found boundary', async ({ request }) => {
  for (const path of ['/', '/fr/calendrier']) {
    const html = await (await request.get(path)).text();
    const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(([, chunk]) => JSON.parse(chunk!) as string).join('');
    expect(payload.length, path).toBeGreaterThan(1000);
    // One footer (the festival's address): the page's own.
    expect(payload.match(/"footer",null/g) ?? [], path).toHaveLength(1);
  }
});

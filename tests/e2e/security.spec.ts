import { expect, type Page, test } from '@playwright/test';
import { discoverRoutes, type RouteSample } from './support/routes';
import { untilPageSettled } from './support/settled';

/**
 * The Content-Security-Policy must hold on every page type with every island in use: any
 * `securitypolicyviolation` event is a failure. And every response carries the security headers.
 */

let samples: RouteSample[] = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  samples = await discoverRoutes(page);
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { __cspViolations: string[] };
    record.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('no page type violates the CSP', async ({ page }) => {
  test.setTimeout(300_000);
  for (const sample of samples) {
    await page.goto(sample.path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), sample.path).toEqual([]);
  }
});

for (const { locale, home, accept, searchLabel } of [
  { locale: 'en', home: '/', accept: 'Accept All', searchLabel: 'Search the site' },
  { locale: 'fr', home: '/fr', accept: "J'accepte", searchLabel: /Rechercher/ },
] as const) {
  test(`search, menus, banner and player in use raise no CSP violation (${locale})`, async ({ page }) => {
    await page.goto(home);
    await page.getByRole('button', { name: searchLabel }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('music');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: accept }).click();
    const player = page.getByRole('button', { name: locale === 'fr' ? 'Écoutez notre liste de lecture' : 'Listen to our playlist' });
    await player.click();
    await expect(page.locator('iframe[src*="spotify"]')).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 844 });
    const hamburger = page.getByRole('button', { name: locale === 'fr' ? /Ouvrir le menu/ : /Open the menu/ });
    await hamburger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The menu's images and the player's frame have loaded (or been refused) by then.
    await untilPageSettled(page);
    await (await (await page.locator('iframe[src*="spotify"]').elementHandle())!.contentFrame())!.waitForLoadState('load');
    expect(await violations(page)).toEqual([]);
  });
}

test('every response type carries the security headers', async ({ request }) => {
  for (const path of ['/', '/fr/calendrier', '/event/no-such-event', '/fr/rien-du-tout', '/api/search?q=music&lang=en', '/sitemap.xml', '/placeholder.svg', '/en/calendar', '/event/%zz']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
    // This suite is built without a tag-manager container: its host is not allowed at all.
    expect(headers['content-security-policy'], path).not.toMatch(/googletagmanager|google-analytics/);
  }
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { discoverRoutes, type RouteSample } from './support/routes';

/**
 * Every route kind of the spec in both languages, found through the site's own links (never a
 * hard-coded slug that the content might not have): status, <html lang>, content, language
 * switch round-trip, unique ids and accessibility.
 */

let samples: RouteSample[] = [];

test.beforeAll(async ({ browser }) => {
  // It visits the lists to find their filters: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const page = await browser.newPage();
  samples = await discoverRoutes(page);
  await page.close();
});

async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
}

test('every route kind was found in both languages', () => {
  const kinds = new Set(samples.map((s) => `${s.kind}:${s.locale}`));
  for (const kind of ['home', 'calendar', 'event', 'artists', 'artist', 'news', 'newsItem', 'page', 'topLevelPage', 'about', 'aboutSubPage', 'filteredCalendar', 'filteredArtists', 'calendarDay', 'timetable', 'mySchedule', 'venues', 'venue']) {
    for (const locale of ['en', 'fr']) expect(kinds, `${kind} in ${locale}`).toContain(`${kind}:${locale}`);
  }
});

test('each route kind answers 200 with its content, one <h1>, the right <html lang> and no duplicate ids', async ({ page }) => {
  // 21 page kinds × 2 languages, the timetable among them (a large page).
  test.setTimeout(480_000);
  for (const sample of samples) {
    const response = await page.goto(sample.path);
    expect(response?.status(), sample.path).toBe(200);
    await expect(page.locator('html'), sample.path).toHaveAttribute('lang', sample.locale);
    await expect(page.locator('h1'), sample.path).toHaveCount(1);
    expect(await duplicateIds(page), sample.path).toEqual([]);
    expect(response?.headers()['cache-control'], sample.path).toMatch(/s-maxage=\d+/);
  }
});

test('the language switch round-trips on every page type', async ({ page }) => {
  // 21 page kinds × 2 languages, the timetable among them (a large page).
  test.setTimeout(480_000);
  for (const sample of samples) {
    await page.goto(sample.path);
    const toOther = page.getByTestId('language-switch');
    const otherHref = await toOther.getAttribute('href');
    expect(otherHref, sample.path).toBeTruthy();
    const response = await page.goto(otherHref!);
    expect(response?.status(), `${sample.path} → ${otherHref}`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', sample.locale === 'en' ? 'fr' : 'en');
    const back = await page.getByTestId('language-switch').getAttribute('href');
    if (sample.hasTranslation) expect(back, `${sample.path} → ${otherHref} → back`).toBe(sample.path);
  }
});

test('hreflang alternates are absolute, reciprocal and in the sitemap', async ({ page, request }) => {
  // 21 page kinds × 2 languages, the timetable among them (a large page).
  test.setTimeout(480_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const sample of samples.filter((s) => !s.path.includes('?'))) {
    await page.goto(sample.path);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
    const self = alternates[sample.locale];
    expect(self, sample.path).toMatch(/^https?:\/\//);
    expect(new URL(self!).pathname, sample.path).toBe(sample.path);
    expect(alternates['x-default'], sample.path).toBeTruthy();
    expect(sitemap, `${sample.path} in sitemap`).toContain(`<loc>${self}</loc>`);
  }
});

test('axe reports no violations on any page type in either language', async ({ page }) => {
  // 21 page kinds × 2 languages, the timetable among them (a large page).
  test.setTimeout(480_000);
  const seen = new Set<string>();
  for (const sample of samples) {
    if (seen.has(`${sample.kind}:${sample.locale}`)) continue;
    seen.add(`${sample.kind}:${sample.locale}`);
    await page.goto(sample.path);
    await expectNoAxeViolations(page);
  }
  // The 404 page, in both languages.
  for (const path of ['/event/no-such-event', '/fr/evenement/aucun-evenement']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

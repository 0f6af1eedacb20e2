import { expect, test } from '@playwright/test';

test.describe('filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { list, param } of [
    { list: '/calendar', param: 'category' },
    { list: '/fr/calendrier', param: 'categorie' },
    { list: '/artists', param: 'category' },
    { list: '/fr/artistes', param: 'categorie' },
  ]) {
    test(`${list}?${param}= serves the filtered list as pre-rendered HTML`, async ({ page }) => {
      await page.goto(list);
      const allTitles = await page.getByRole('article').getByRole('heading').allTextContents();
      const filters = page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ });
      const chip = filters.locator(`a[href^="${list}?${param}="]`).first();
      const href = (await chip.getAttribute('href'))!;
      // A calendar chip also says how many events it leaves: its label is the category's name.
      const label = chip.locator('[data-chip-label]');
      const name = ((await label.count()) ? await label.textContent() : await chip.textContent())!.trim();
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/s-maxage/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(filters.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
      // A real filter: some of the list, not all of it, and nothing that is not in the list.
      const filteredTitles = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(filteredTitles.length).toBeGreaterThan(0);
      expect(filteredTitles.length).toBeLessThan(allTitles.length);
      expect(allTitles).toEqual(expect.arrayContaining(filteredTitles));
    });
  }
});

test('an event page shows its details and offers an .ics in Montréal time', async ({ page, request }) => {
  await page.goto('/calendar');
  const eventHref = (await page.getByRole('article').first().getByRole('link').first().getAttribute('href'))!;
  await page.goto(eventHref);
  const details = page.getByRole('complementary');
  await expect(details.getByRole('heading', { name: 'Event details' })).toBeVisible();
  const ldJson = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ldJson['@type']).toBe('Event');
  expect(ldJson.startDate).toMatch(/-0[45]:00$/);
  const icsHref = (await page.getByRole('link', { name: /Add to calendar/ }).getAttribute('href'))!;
  const ics = await request.get(icsHref);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  // The calendar's language is in its PRODID (the one writer does not tag each property).
  expect(body).toMatch(/^PRODID:.*\/\/EN\r$/m);
  expect(body).toMatch(/^SUMMARY:\S/m);
});

test('hostile HTML from the CMS is served inert on every page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // The planted payloads never reach a page in any form (the site's own inline scripts may).
    expect(main, path).not.toContain('alert(1)');
    expect(main, path).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(main, path).not.toMatch(/\son[a-z]+\s*=/i);
    expect(main, path).not.toMatch(/javascript:/i);
    expect(main, path).not.toMatch(/<iframe|<svg[^>]*onload/i);
  }
});

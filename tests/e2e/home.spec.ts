import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const cases = [
  {
    locale: 'en',
    path: '/',
    heading: 'Upcoming events',
    // 'MMM d, yyyy · h:mm a', e.g. "Sep 22, 2027 · 8:30 PM"
    dateTime: /^[A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M$/,
  },
  {
    locale: 'fr',
    path: '/fr',
    heading: 'Événements à venir',
    // 'd MMM, yyyy · h:mm a' with date-fns' French months, e.g. "22 sept., 2027 · 8:30 PM"
    dateTime: /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.), \d{4} · \d{1,2}:\d{2} [AP]M$/,
  },
] as const;

for (const { locale, path, heading, dateTime } of cases) {
  test.describe(`home page (${locale})`, () => {
    test('lists upcoming events from the content server with localized dates', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

      const cards = page.getByRole('article');
      expect(await cards.count()).toBeGreaterThan(3);
      const firstTime = (await cards.first().locator('time').textContent())?.trim() ?? '';
      expect(firstTime).toMatch(dateTime);
      // Event links use the localized event segment.
      const firstLink = await cards.first().getByRole('link').getAttribute('href');
      expect(firstLink).toMatch(locale === 'fr' ? /^\/fr\/evenement\/[a-z0-9-]+$/ : /^\/event\/[a-z0-9-]+$/);
    });

    test('is pre-rendered and cacheable by a CDN', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['x-powered-by']).toBeUndefined();
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  });
}

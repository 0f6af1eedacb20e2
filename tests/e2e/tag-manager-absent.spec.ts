import { deniedDefaults, expect, readDataLayer, test } from './support/gtm-stub-fixture';

/**
 * The default suite's site is built without a tag-manager container id: it must load no tag
 * manager at all, yet still set the Consent Mode defaults (tests/e2e/tag-manager.spec.ts checks
 * the build with a container id).
 */
const pages = [
  { locale: 'en', path: '/' },
  { locale: 'fr', path: '/fr' },
] as const;

test.afterEach(({ outsideRequests }) => {
  expect(outsideRequests, 'requests to hosts other than loopback').toEqual([]);
});

for (const { locale, path } of pages) {
  test.describe(`tag manager without a container id (${locale})`, () => {
    test('injects no tag-manager script, but still sets the Consent Mode defaults', async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('gtm.js');

      const scriptRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('gtm.js')) scriptRequests.push(r.url());
      });
      await page.goto(path);
      await expect(page.getByRole('region', { name: /cookie|témoins/i }).getByRole('button').first()).toBeVisible();
      expect(await page.locator('script#tag-manager, script[src*="gtm.js"]').count()).toBe(0);
      expect((await readDataLayer(page))[0]).toEqual({ gtag: ['consent', 'default', deniedDefaults] });
      expect(scriptRequests).toEqual([]);
    });
  });
}

import { deniedDefaults, expect, readDataLayer, test } from './support/gtm-stub-fixture';

/**
 * Consent Mode and the tag manager, in the tag-manager run (tests/e2e/tag-manager.config.ts): the
 * site is built with a container id, served by a loopback stand-in. The default suite's site,
 * built without one, is checked by tests/e2e/tag-manager-absent.spec.ts.
 */
const pages = [
  { locale: 'en', path: '/' },
  { locale: 'fr', path: '/fr' },
] as const;

const grantedAnalyticsAndFunctional = {
  analytics_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
};

declare global {
  interface Window {
    __gtmStub?: { src: string | null; dataLayerAtLoad: unknown[] };
  }
}

// The tag manager, real or stand-in, must never reach outside the machine in tests.
test.afterEach(({ outsideRequests }) => {
  expect(outsideRequests, 'requests to hosts other than loopback').toEqual([]);
});

for (const { locale, path } of pages) {
  test.describe(`tag manager with a container id (${locale})`, () => {
    test.beforeEach(({ tagManager }) => {
      if (tagManager === null) throw new Error('run with -c tests/e2e/tag-manager.config.ts (a build with a container id)');
    });

    test('the server HTML sets the Consent Mode defaults in <head> before the tag-manager loader', async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // The head script sets them (components/shell/head-script.ts).
      const defaults = head.indexOf('id="head-script"');
      const loader = head.indexOf('id="tag-manager"');
      expect(defaults).toBeGreaterThan(-1);
      expect(loader).toBeGreaterThan(defaults);
      // No external <script src> for the tag manager that React could hoist above the defaults.
      expect(html).not.toMatch(/<script[^>]+src="[^"]*gtm\.js/);
    });

    test('loads the container from the configured origin, after the defaults are in dataLayer', async ({
      page,
      tagManager,
    }) => {
      await page.goto(path);
      const stub = await page.waitForFunction(() => window.__gtmStub).then((handle) => handle.jsonValue());
      expect(stub?.src).toBe(`${tagManager!.scriptOrigin}/gtm.js?id=${tagManager!.containerId}`);
      expect(stub?.dataLayerAtLoad).toEqual([
        { gtag: ['consent', 'default', deniedDefaults] },
        { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ]);
    });

    test('restores a stored choice before the container loads', async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() =>
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
        ),
      );
      await page.reload();
      const stub = await page.waitForFunction(() => window.__gtmStub).then((handle) => handle.jsonValue());
      expect(stub?.dataLayerAtLoad).toEqual([
        { gtag: ['consent', 'default', deniedDefaults] },
        { gtag: ['consent', 'update', grantedAnalyticsAndFunctional] },
        { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ]);
    });

    test('a decision after load sends the consent update, then the consent event', async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => window.__gtmStub);
      await page.getByRole('button', { name: locale === 'fr' ? "J'accepte" : 'Accept All' }).click();
      const entries = await readDataLayer(page);
      const granted = Object.fromEntries(Object.keys(grantedAnalyticsAndFunctional).map((k) => [k, 'granted']));
      expect(entries.slice(-2)).toEqual([
        { gtag: ['consent', 'update', granted] },
        {
          event: 'cookie_consent_update',
          cookieConsent: { essential: true, analytics: true, marketing: true, functional: true },
        },
      ]);
    });
  });
}

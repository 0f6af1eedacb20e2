import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deniedDefaults, expect, readDataLayer, test } from './support/gtm-stub-fixture';
import { layoutShiftOnceSettled, observeLayoutShifts } from './support/layout-shift';

const cases = [
  {
    locale: 'en',
    path: '/',
    region: 'Cookie consent',
    skipLink: 'Skip to content',
    message: /^We use cookies/,
    learnMore: 'Learn more',
    learnMoreHref: '/page/privacy-policy',
    accept: 'Accept All',
    reject: 'Reject All',
    setPreferences: 'Set Preferences',
    preferencesHeading: 'Cookie settings',
    save: 'Save',
    icon: 'Cookie preferences',
    saved: 'Your cookie choice has been saved.',
    essential: /^Essential/,
    analytics: 'Analytics',
    marketing: 'Marketing',
    functional: 'Functional',
  },
  {
    locale: 'fr',
    path: '/fr',
    region: 'Consentement aux témoins',
    skipLink: 'Aller au contenu',
    message: /^Nous utilisons des témoins/,
    learnMore: 'En savoir plus',
    learnMoreHref: '/fr/page/politiques-de-confidentialite',
    accept: "J'accepte",
    reject: 'Je refuse',
    setPreferences: 'Laisse-moi choisir',
    preferencesHeading: 'Paramètres des témoins',
    save: 'Enregistrer',
    icon: 'Préférences de témoins',
    saved: 'Votre choix de témoins a été enregistré.',
    essential: /^Essentiels/,
    analytics: 'Statistiques',
    marketing: 'Marketing',
    functional: 'Fonctionnels',
  },
] as const;

type Case = (typeof cases)[number];
type Choice = { essential: true; analytics: boolean; marketing: boolean; functional: boolean };

const storedJson = (choice: Choice) => JSON.stringify(choice);
const signal = (on: boolean) => (on ? 'granted' : 'denied');
const consentModeUpdate = (choice: Choice) => ({
  analytics_storage: signal(choice.analytics),
  ad_storage: signal(choice.marketing),
  ad_user_data: signal(choice.marketing),
  ad_personalization: signal(choice.marketing),
  functionality_storage: signal(choice.functional),
  personalization_storage: signal(choice.functional),
});

function ui(page: Page, c: Case) {
  const region = page.getByRole('region', { name: c.region });
  return {
    region,
    accept: region.getByRole('button', { name: c.accept, exact: true }),
    reject: region.getByRole('button', { name: c.reject, exact: true }),
    setPreferences: region.getByRole('button', { name: c.setPreferences, exact: true }),
    save: region.getByRole('button', { name: c.save, exact: true }),
    heading: region.getByRole('heading', { name: c.preferencesHeading }),
    icon: page.getByRole('button', { name: c.icon, exact: true }),
    box: (name: string | RegExp) => region.getByRole('checkbox', { name, exact: typeof name === 'string' }),
  };
}

/**
 * Taps Set Preferences the moment it shows. It needs the banner's island: a tap before that is
 * held and carried out once the island runs (components/tap-replay/), the button `aria-disabled`
 * meanwhile. `force`: Playwright would wait for the button to be enabled, as a visitor never does.
 */
async function tapSetPreferences(u: ReturnType<typeof ui>): Promise<void> {
  await expect(u.setPreferences).toBeVisible();
  await u.setPreferences.click({ force: true });
}

async function storedConsent(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('cookieConsent'));
}

/** The gtag() commands in dataLayer (the tag manager, when configured, adds its own events). */
async function gtagCommands(page: Page): Promise<unknown[]> {
  return (await readDataLayer(page)).filter((e) => 'gtag' in (e as object));
}

async function consentEvents(page: Page): Promise<unknown[]> {
  return (await readDataLayer(page)).filter((e) => (e as { event?: string }).event === 'cookie_consent_update');
}

/** Keeps a reference to the banner's text as the HTML parser creates it, before any script runs. */
async function rememberServerBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-server-banner] p');
      if (!text) return;
      (window as unknown as { serverBannerText?: Element }).serverBannerText = text;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the banner's text on screen is still the element the HTML parser created. */
async function isServerBannerKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed = (window as unknown as { serverBannerText?: Element }).serverBannerText;
    return parsed !== undefined && parsed.isConnected && parsed.closest('section[aria-label]') !== null;
  });
}

/** The on-screen box of the banner panel (the fixed child of the region), or null when closed. */
async function bannerTop(page: Page, regionName: string): Promise<number | null> {
  return page.evaluate((name) => {
    const region = document.querySelector(`section[aria-label="${name}"]`);
    const panel = Array.from(region?.children ?? []).find((el) => getComputedStyle(el).position === 'fixed');
    return panel && !panel.matches('button') ? panel.getBoundingClientRect().top : null;
  }, regionName);
}

for (const c of cases) {
  test.describe(`cookie consent (${c.locale})`, () => {
    test('first visit: the banner shows the text, the Learn more link and three buttons', async ({ page }) => {
      await page.goto(c.path);
      const { region, accept, reject, setPreferences, icon } = ui(page, c);
      // The region's own box has no height: the banner panel inside it is fixed to the viewport.
      await expect(accept).toBeVisible();
      await expect(region.getByText(c.message)).toBeVisible();
      await expect(region.getByRole('link', { name: new RegExp(`^${c.learnMore} `) })).toHaveAttribute('href', c.learnMoreHref);
      await expect(setPreferences).toBeVisible();
      await expect(icon).toHaveCount(0);
      expect(await storedConsent(page)).toBeNull();
      // Nothing granted before a choice.
      expect(await gtagCommands(page)).toEqual([{ gtag: ['consent', 'default', deniedDefaults] }]);

      // Refusing is as easy as accepting: same size, same look, at least 44px tall.
      const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(a && r).toBeTruthy();
      expect(Math.round(a!.width)).toBe(Math.round(r!.width));
      expect(Math.round(a!.height)).toBe(Math.round(r!.height));
      expect(a!.height).toBeGreaterThanOrEqual(44);
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderTopColor, s.borderTopWidth].join();
      };
      expect(await accept.evaluate(look)).toBe(await reject.evaluate(look));
    });

    test('on a phone the banner covers at most a quarter of the screen; its preferences also offer Accept All and Reject All', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(c.path);
      const u = ui(page, c);
      await expect(u.accept).toBeVisible();
      const top = await bannerTop(page, c.region);
      expect(844 - top!).toBeLessThanOrEqual(211);
      for (const control of [u.accept, u.reject, u.setPreferences]) {
        const box = (await control.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }

      await tapSetPreferences(u);
      await expect(u.heading).toBeVisible();
      await u.reject.click();
      expect(await storedConsent(page)).toBe(storedJson({ essential: true, analytics: false, marketing: false, functional: false }));
      await u.icon.click();
      await u.accept.click();
      expect(await storedConsent(page)).toBe(storedJson({ essential: true, analytics: true, marketing: true, functional: true }));
    });

    const paths: Array<{ name: string; choice: Choice; act: (p: Page) => Promise<void> }> = [
      {
        name: 'Accept All',
        choice: { essential: true, analytics: true, marketing: true, functional: true },
        act: (p) => ui(p, c).accept.click(),
      },
      {
        name: 'Reject All',
        choice: { essential: true, analytics: false, marketing: false, functional: false },
        act: (p) => ui(p, c).reject.click(),
      },
      {
        name: 'Set Preferences + Save',
        choice: { essential: true, analytics: true, marketing: false, functional: true },
        act: async (p) => {
          const u = ui(p, c);
          await tapSetPreferences(u);
          await u.box(c.analytics).check();
          await u.box(c.functional).check();
          await u.save.click();
        },
      },
    ];

    for (const { name, choice, act } of paths) {
      test(`${name}: stores the JSON, hides the banner, shows the icon, pushes the consent event`, async ({
        page,
      }) => {
        await page.goto(c.path);
        const u = ui(page, c);
        await act(page);

        expect(await storedConsent(page)).toBe(storedJson(choice));
        await expect(u.accept).toBeHidden();
        await expect(u.setPreferences).toBeHidden();
        await expect(u.icon).toBeVisible();
        // Focus stays at the top of the page's content: the icon at the page's end would scroll it away.
        await expect(page.getByRole('main')).toBeFocused();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(u.region.getByRole('status')).toHaveText(c.saved);
        const entries = await readDataLayer(page);
        expect(entries.slice(-2)).toEqual([
          { gtag: ['consent', 'update', consentModeUpdate(choice)] },
          { event: 'cookie_consent_update', cookieConsent: choice },
        ]);
        expect(await consentEvents(page)).toHaveLength(1);
      });
    }

    test('preferences start unticked with essential always on; the icon reopens them with the stored values; a reload keeps the banner hidden', async ({
      page,
    }) => {
      await page.goto(c.path);
      const u = ui(page, c);
      await tapSetPreferences(u);
      await expect(u.heading).toBeFocused();
      await expect(u.box(c.essential)).toBeChecked();
      await expect(u.box(c.essential)).toBeDisabled();
      for (const box of [c.analytics, c.marketing, c.functional]) await expect(u.box(box)).not.toBeChecked();
      await u.box(c.marketing).check();
      await u.save.click();
      const choice: Choice = { essential: true, analytics: false, marketing: true, functional: false };
      expect(await storedConsent(page)).toBe(storedJson(choice));

      await u.icon.click();
      await expect(u.heading).toBeFocused();
      await expect(u.box(c.analytics)).not.toBeChecked();
      await expect(u.box(c.marketing)).toBeChecked();
      await expect(u.box(c.functional)).not.toBeChecked();
      await page.keyboard.press('Escape');
      await expect(u.icon).toBeFocused();

      await page.reload();
      await expect(u.icon).toBeVisible();
      await expect(u.accept).toHaveCount(0);
      // The <head> script restored the choice for Consent Mode before anything else ran.
      expect(await gtagCommands(page)).toEqual([
        { gtag: ['consent', 'default', deniedDefaults] },
        { gtag: ['consent', 'update', consentModeUpdate(choice)] },
      ]);
      expect(await consentEvents(page)).toHaveLength(0);
      await u.icon.click();
      await expect(u.box(c.marketing)).toBeChecked();
      await expect(u.box(c.analytics)).not.toBeChecked();
    });

    test('a corrupt or foreign stored value counts as undecided and is replaced at the next decision', async ({
      page,
    }) => {
      const u = ui(page, c);
      for (const bad of ['{"essential":true,"analytics":tr', '{"necessary":true,"statistics":false}', '"yes"']) {
        await page.goto(c.path);
        await page.evaluate((value) => window.localStorage.setItem('cookieConsent', value), bad);
        await page.reload();
        await expect(u.accept).toBeVisible();
        await expect(u.icon).toHaveCount(0);
        expect(await gtagCommands(page)).toEqual([{ gtag: ['consent', 'default', deniedDefaults] }]);
        await u.reject.click();
        expect(await storedConsent(page)).toBe(
          storedJson({ essential: true, analytics: false, marketing: false, functional: false }),
        );
        await page.evaluate(() => window.localStorage.clear());
      }
    });

    test('blocked storage never breaks the page: the banner still works for the visit', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await page.goto(c.path);
      const u = ui(page, c);
      await expect(page.locator('main')).toBeVisible();
      await u.accept.click();
      await expect(u.accept).toBeHidden();
      await expect(u.icon).toBeVisible();
      expect(await consentEvents(page)).toEqual([
        {
          event: 'cookie_consent_update',
          cookieConsent: { essential: true, analytics: true, marketing: true, functional: true },
        },
      ]);
      await u.icon.click();
      await expect(u.box(c.analytics)).toBeChecked();
      expect(errors).toEqual([]);
    });

    test('keyboard on a laptop: right after the skip link come the banner, named as a region, its link then its first button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(c.path);
      const u = ui(page, c);
      await expect(page.getByRole('region', { name: c.region })).toBeAttached();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: c.skipLink })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: new RegExp(`^${c.learnMore} `) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(u.accept).toBeFocused();
      // Enter decides; focus goes to the top of the content (the next Tab continues from there),
      // the page does not move.
      await page.keyboard.press('Enter');
      await expect(u.accept).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
      await expect(u.region.getByRole('status')).toHaveText(c.saved);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('a choice leaves a visitor half-way down the page where they were, before and after the page’s scripts ran', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const moment of ['at once', 'after the scripts'] as const) {
        await page.goto(c.path);
        const u = ui(page, c);
        await expect(u.reject).toBeVisible();
        // Before the page's scripts, the inline script of the page's <head> decides; after, the
        // island, reached through Set Preferences (its view appears once the island runs).
        if (moment === 'after the scripts') {
          await tapSetPreferences(u);
          await expect(u.heading).toBeFocused();
        }
        // The wheel over the page, above the banner (the tap left the pointer on the banner).
        await page.mouse.move(195, 40);
        await page.mouse.wheel(0, 2500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
        const scrolled = await page.evaluate(() => window.scrollY);
        await u.reject.click();
        await expect(u.reject).toBeHidden();
        await expect(page.getByRole('main'), moment).toBeFocused();
        await expect(u.region.getByRole('status')).toHaveText(c.saved);
        await expect(u.icon).toBeAttached();
        expect(await page.evaluate(() => window.scrollY), moment).toBe(scrolled);
        await page.evaluate(() => window.localStorage.clear());
      }
    });

    test('keyboard: the banner never hides the focused element, and every control works from the keyboard', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(c.path);
      const u = ui(page, c);
      await expect(u.accept).toBeVisible();

      // The skip link first, then the banner, before the page it covers.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: c.skipLink })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: new RegExp(`^${c.learnMore} `) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(u.accept).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(u.reject).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(u.setPreferences).toBeFocused();

      // Then through the page: each focused element is fully visible above the banner (WCAG 2.2,
      // 2.4.11 asks for "not entirely hidden").
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate((name) => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const rect = el.getBoundingClientRect();
          return {
            inBanner: !!el.closest(`section[aria-label="${name}"]`),
            label: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`,
            top: rect.top,
            bottom: rect.bottom,
          };
        }, c.region);
        if (!focus) continue;
        expect(focus.inBanner, `${focus.label}: the banner's controls come once, first`).toBe(false);
        const top = await bannerTop(page, c.region);
        expect(top, 'banner open').not.toBeNull();
        // An element taller than the room above the banner (a card on a phone) cannot be wholly
        // visible: it is scrolled to show its start, so at least its top part is seen.
        const fitsAboveBanner = focus.bottom - focus.top <= top!;
        const visibleBottom = fitsAboveBanner ? focus.bottom : Math.max(focus.top, 0) + top!;
        expect(focus.top, `${focus.label} starts above the viewport`).toBeGreaterThanOrEqual(-1);
        expect(visibleBottom, `${focus.label} is hidden behind the banner`).toBeLessThanOrEqual(top! + 1);
      }

      // Set Preferences → tick analytics with Space → Save with Enter.
      await u.setPreferences.focus();
      await page.keyboard.press('Enter');
      await expect(u.heading).toBeFocused();
      await page.keyboard.press('Tab'); // Learn more
      await page.keyboard.press('Tab'); // analytics (essential is disabled)
      await expect(u.box(c.analytics)).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab'); // marketing
      await page.keyboard.press('Tab'); // functional
      await page.keyboard.press('Tab'); // save
      await expect(u.save).toBeFocused();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');
      expect(await storedConsent(page)).toBe(
        storedJson({ essential: true, analytics: true, marketing: false, functional: false }),
      );
      // Opened from the banner: focus goes to the top of the content, the page stays where it was.
      await expect(page.getByRole('main')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      // The icon, the last stop of the keyboard order, reopens the preferences; Escape gives focus back to it.
      await u.icon.focus();
      await page.keyboard.press('Enter');
      await expect(u.heading).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(u.icon).toBeFocused();
    });

    test('the end of the page can be scrolled above the banner, then above the icon', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(c.path);
      await expect(ui(page, c).accept).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const top = await bannerTop(page, c.region);
      const footerBottom = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual(top! + 1);

      // Likewise above the cookie icon, once the banner is gone.
      await ui(page, c).reject.click();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const iconTop = (await ui(page, c).icon.boundingBox())!.y;
      const footerBottomNow = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerBottomNow).toBeLessThanOrEqual(iconTop + 1);
    });

    test('paints the banner with the page (server HTML), with no hydration error and no layout shift', async ({ page, request }) => {
      const html = await (await request.get(c.path)).text();
      // The banner is in the server HTML, so a first visit shows it before any JavaScript runs.
      expect(html).toContain(`aria-label="${c.region}"`);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await observeLayoutShifts(page);
      await rememberServerBanner(page);
      await page.goto(c.path);
      await expect(ui(page, c).accept).toBeVisible();
      // Hydrated: the island drops the server banner's marker once it runs.
      await expect(ui(page, c).region.locator('[data-server-banner]')).toHaveCount(0);
      // Hydration adopts the parsed banner instead of drawing a new one: the first paint's banner
      // (often the page's largest paint) is never painted a second time.
      expect(await isServerBannerKept(page)).toBe(true);
      expect(await layoutShiftOnceSettled(page)).toBe(0);
      expect(problems).toEqual([]);
    });

    test('before hydration: a first visit sees the banner, a visitor who already chose never does', async ({ page }) => {
      // No JavaScript bundle runs: what the visitor sees until hydration.
      await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
      await page.goto(c.path);
      await expect(ui(page, c).accept).toBeVisible();

      await page.evaluate(() =>
        window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false })),
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-consent-stored', '');
      await expect(ui(page, c).region).toBeAttached();
      await expect(ui(page, c).accept).toBeHidden();

      // A stored value the site does not recognise restores nothing: the banner shows.
      await page.evaluate(() => window.localStorage.setItem('cookieConsent', '{"essential":"yes"}'));
      await page.reload();
      await expect(ui(page, c).accept).toBeVisible();
    });

    test('has no accessibility violations with the banner, the preferences and the icon', async ({ page }) => {
      await page.goto(c.path);
      const u = ui(page, c);
      await expect(u.accept).toBeVisible();
      await expectNoAxeViolations(page);
      await tapSetPreferences(u);
      await expect(u.heading).toBeFocused();
      await expectNoAxeViolations(page);
      await u.save.click();
      await expect(u.icon).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

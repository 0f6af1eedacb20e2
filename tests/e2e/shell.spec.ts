import { expect, type Locator, type Page, test } from '@playwright/test';
import { colors } from '../../lib/palette.mjs';
import { expectNoAxeViolations } from './support/axe';
import { layoutShiftOnceSettled, observeLayoutShifts } from './support/layout-shift';

/**
 * The site shell (header, menus, footer, newsletter, social links, playlist) on the seed, which
 * fills every setting with popMenuHide off. Variants that need other settings (hidden menu,
 * missing social links or playlist) are unit tests: tests/unit/shell/.
 */

const cases = [
  {
    locale: 'en',
    home: '/',
    homeHref: '/',
    nav: 'Main menu',
    submenu: (label: string) => `${label} submenu`,
    explore: (label: string) => `Explore ${label} for`,
    festival: 'POP Montreal',
    festivalFilter: '/calendar?category=pop-montreal',
    calendar: '/calendar',
    artists: '/artists',
    linkPrefix: /^\/(?!fr(\/|$))/,
    newTab: '(opens in a new tab)',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    search: 'Search the site',
    searchTitle: 'Search POP Montreal',
    menuTitle: 'Menu',
    email: 'Email address',
    subscribe: 'Subscribe',
    footerNav: 'Footer menu',
    social: 'Follow us',
    playlist: 'Listen to our playlist',
    playlistTitle: 'Our Spotify playlist',
    rights: 'All rights reserved.',
  },
  {
    locale: 'fr',
    home: '/fr',
    homeHref: '/fr',
    nav: 'Menu principal',
    submenu: (label: string) => `Sous-menu ${label}`,
    explore: (label: string) => `Explorez les ${label}`,
    festival: 'POP Montréal',
    festivalFilter: '/fr/calendrier?categorie=pop-montreal-fr',
    calendar: '/fr/calendrier',
    artists: '/fr/artistes',
    linkPrefix: /^\/fr(\/|$)/,
    newTab: '(s’ouvre dans un nouvel onglet)',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    search: 'Rechercher dans le site',
    searchTitle: 'POP Montréal Recherche',
    menuTitle: 'Menu',
    email: 'Adresse courriel',
    subscribe: 'S’abonner',
    footerNav: 'Menu du pied de page',
    social: 'Suivez-nous',
    playlist: 'Écoutez notre liste de lecture',
    playlistTitle: 'Notre liste de lecture Spotify',
    rights: 'Tous droits réservés.',
  },
] as const;

type Case = (typeof cases)[number];

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * A decided cookie choice keeps the consent banner (tested on its own) from covering the page;
 * Spotify is stubbed so no test reaches the network.
 */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }),
    );
  });
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Spotify stub</title><p>Playlist</p>' }),
  );
}

/** The home page, acted on as soon as it shows: the menus and dialogs need no script to answer. */
async function open(page: Page, c: Case) {
  await prepare(page);
  await page.goto(c.home);
}

function menuBar(page: Page, c: Case): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: c.nav });
}

/** The label of the bar item linking to `href` (the events or artists entry). */
async function labelOf(nav: Locator, href: string): Promise<string> {
  return ((await nav.locator(`a[href="${href}"]`).first().textContent()) ?? '').trim();
}

async function panel(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

for (const c of cases) {
  test.describe(`shell on a desktop (${c.locale})`, () => {
    test.use({ viewport: desktop });

    test('logo, language switch and the menu bar from the content server', async ({ page }) => {
      await open(page, c);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: new RegExp(`^${c.festival}`) })).toHaveAttribute('href', c.homeHref);
      await expect(header.getByTestId('language-switch')).toBeVisible();
      await expect(page.getByRole('button', { name: c.openMenu })).toBeHidden();
      const nav = menuBar(page, c);
      await expect(nav).toBeVisible();
      // Internal links use the language's routes; the others open in a new tab, announced.
      const links = await nav.locator('a').evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel'), text: a.textContent ?? '' })),
      );
      expect(links.length).toBeGreaterThan(4);
      const external = links.filter((l) => l.target === '_blank');
      expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.href).toMatch(/^https?:\/\//);
        expect(link.rel).toBe('noopener noreferrer');
        expect(link.text).toContain(c.newTab);
      }
      for (const link of links.filter((l) => l.target !== '_blank')) expect(link.href).toMatch(c.linkPrefix);
    });

    test("keyboard focus shows the site's ring: ink on the page, yellow on the dark footer", async ({ page }) => {
      await open(page, c);
      const ringOf = async (locator: Locator) => {
        // After a key press, focus moved by script shows the keyboard ring, as Tab's would.
        await page.keyboard.press('Tab');
        await locator.focus();
        return locator.evaluate((el) => {
          const style = getComputedStyle(el);
          return { keyboard: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
        });
      };
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(await ringOf(menuBar(page, c).locator('a').first())).toEqual({ keyboard: true, style: 'solid', width: '3px', color: rgb(colors.ink) });
      const footerLink = page.getByRole('contentinfo').getByRole('navigation', { name: c.footerNav }).getByRole('link').first();
      expect(await ringOf(footerLink)).toEqual({ keyboard: true, style: 'solid', width: '3px', color: rgb(colors.sun) });
    });

    test('drop-downs toggle by click and keyboard, close on Escape and outside, one at a time', async ({ page }) => {
      await open(page, c);
      const nav = menuBar(page, c);
      const toggles = nav.getByRole('button');
      expect(await toggles.count()).toBeGreaterThanOrEqual(2);
      const first = toggles.nth(0);
      const second = toggles.nth(1);
      const firstPanel = await panel(page, first);
      const secondPanel = await panel(page, second);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(firstPanel).toBeHidden();

      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(firstPanel).toBeVisible();
      await expect(firstPanel.getByRole('link').first()).toBeVisible();

      // Only one open.
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(firstPanel).toBeHidden();
      await expect(secondPanel).toBeVisible();

      // Escape from inside the panel closes it and puts focus back on its button.
      await secondPanel.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(secondPanel).toBeHidden();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(second).toBeFocused();

      // Keyboard: Enter and Space on the button.
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await first.focus();
      await page.keyboard.press('Space');
      await expect(firstPanel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(firstPanel).toBeHidden();
      await expect(first).toBeFocused();

      // A click outside closes it.
      await first.click();
      await expect(firstPanel).toBeVisible();
      await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      await expect(firstPanel).toBeHidden();

      // So does focus leaving it (Tab past its last link).
      await first.click();
      await firstPanel.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(firstPanel).toBeHidden();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });

    test('events and artists carry the category sub-menu, with images and the festival name', async ({ page }) => {
      await open(page, c);
      const nav = menuBar(page, c);
      for (const [href, list] of [
        [c.calendar, 'calendar'],
        [c.artists, 'artists'],
      ] as const) {
        const label = await labelOf(nav, href);
        expect(label, `a menu item links to ${href}`).not.toBe('');
        const toggle = nav.getByRole('button', { name: c.submenu(label), exact: true });
        await toggle.click();
        const categories = nav.getByRole('list', { name: c.explore(label), exact: true });
        await expect(categories).toBeVisible();
        await expect(nav.getByText(c.explore(label), { exact: true })).toBeVisible();
        const festival = categories.getByRole('link', { name: c.festival, exact: true });
        await expect(festival).toBeVisible();
        const festivalHref = await festival.getAttribute('href');
        expect(festivalHref).toBe(list === 'calendar' ? c.festivalFilter : c.festivalFilter.replace(c.calendar, c.artists));
        const images = categories.locator('img');
        expect(await images.count()).toBeGreaterThan(0);
        await expect(images.first()).toHaveAttribute('width', '55');
        const hrefs = await categories.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        for (const h of hrefs) expect(h).toMatch(new RegExp(`^${href.replace(/\//g, '\\/')}\\?categor(y|ie)=[^&]+$`));
        await page.keyboard.press('Escape');
        await expect(categories).toBeHidden();
      }
    });

    test('no accessibility violations with a drop-down open', async ({ page }) => {
      await open(page, c);
      const nav = menuBar(page, c);
      const toggle = nav.getByRole('button', { name: c.submenu(await labelOf(nav, c.calendar)), exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });

    test('footer: address, menu, newsletter form, social icons, copyright year', async ({ page }) => {
      await open(page, c);
      const footer = page.getByRole('contentinfo');
      const address = footer.locator('address');
      await expect(address).toBeVisible();
      const tel = address.locator('a[href^="tel:"]');
      await expect(tel).toHaveCount(2);
      for (const href of await tel.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^tel:\+?\d+/);

      const footerNav = footer.getByRole('navigation', { name: c.footerNav });
      expect(await footerNav.getByRole('link').count()).toBeGreaterThan(0);

      const email = footer.getByRole('textbox', { name: c.email });
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('name', 'EMAIL');
      await expect(email).toHaveAttribute('required', '');
      const form = footer.locator('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('target', '_blank');
      expect(await form.getAttribute('action')).toMatch(/^https?:\/\//);
      await expect(form.getByRole('button', { name: new RegExp(`^${c.subscribe}`) })).toBeVisible();
      // Browser validation only: an empty or malformed address is refused without a request.
      await email.fill('not-an-email');
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

      const social = footer.getByRole('region', { name: c.social });
      const names = await social.getByRole('link').evaluateAll((as) => as.map((a) => a.textContent?.trim()));
      expect(names).toEqual(['Facebook', 'Instagram', 'Twitter', 'SoundCloud', 'Spotify', 'YouTube']);
      expect(await social.locator('svg[aria-hidden="true"]').count()).toBe(6);
      // Drawn: each icon's <use> found its mark in the sprite (an empty box otherwise).
      await social.locator('svg use').last().scrollIntoViewIfNeeded();
      const narrowestIcon = () => social.locator('svg use').evaluateAll((uses) => Math.min(...uses.map((use) => (use as SVGGraphicsElement).getBBox().width)));
      await expect.poll(narrowestIcon).toBeGreaterThan(10);

      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${c.festival}. ${c.rights}`);
    });

    test('playlist player: a footer toggle that mounts the Spotify embed on request only', async ({ page }) => {
      const spotifyRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('spotify.com')) spotifyRequests.push(request.url());
      });
      await open(page, c);
      const player = page.getByRole('contentinfo').getByTestId('playlist-player');
      await expect(player.locator('iframe')).toHaveCount(0);
      expect(spotifyRequests).toEqual([]);
      const toggle = player.getByRole('button', { name: c.playlist });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const frame = player.locator('iframe');
      await expect(frame).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\/playlist\/[0-9A-Za-z]{22}$/);
      await expect(frame).toHaveAttribute('title', c.playlistTitle);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => spotifyRequests.length).toBeGreaterThan(0);
      await toggle.click();
      await expect(frame).toHaveCount(0);
    });

    test('the player is not in the server HTML, only its empty box', async ({ request }) => {
      // The setting reaches the page only as the island's props (in the RSC payload), no markup.
      const html = await (await request.get(c.home)).text();
      expect(html).toContain('<div class="min-h-12" data-testid="playlist-player"></div>');
      expect(html).not.toMatch(/<iframe/i);
    });

    test('the shell adds no layout shift while the page loads', async ({ page }) => {
      await observeLayoutShifts(page);
      await open(page, c);
      // The islands' hydration (the playlist's button appears with it), then the load, the fonts and the images.
      await expect(page.getByRole('button', { name: c.playlist })).toBeVisible();
      expect(await layoutShiftOnceSettled(page)).toBeLessThan(0.01);
    });
  });

  test.describe(`shell on a phone (${c.locale})`, () => {
    test.use({ viewport: phone });

    test('the hamburger opens a modal full-screen menu that traps focus, closes on Escape, returns focus', async ({ page }) => {
      await open(page, c);
      await expect(menuBar(page, c)).toBeHidden();
      const hamburger = page.getByRole('button', { name: c.openMenu });
      await expect(hamburger).toBeVisible();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

      await hamburger.click();
      const dialog = page.getByRole('dialog', { name: c.menuTitle });
      await expect(dialog).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/\bmodal-open\b/);
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(phone.width);
      expect(box?.height).toBe(phone.height);
      // Its content: close button, the menu, the newsletter.
      await expect(dialog.getByRole('button', { name: c.closeMenu })).toBeVisible();
      await expect(dialog.getByRole('navigation', { name: c.nav })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: c.email })).toHaveAttribute('name', 'EMAIL');

      // Focus starts inside and Tab (and Shift+Tab) never leave the dialog.
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      const focusables = await dialog.locator('a:visible, button:visible, input:visible').count();
      for (let i = 0; i < focusables + 3; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab #${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Shift+Tab #${i + 1}`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/\bmodal-open\b/);
      await expect(hamburger).toBeFocused();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

      // The close button too.
      await hamburger.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: c.closeMenu }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/\bmodal-open\b/);
      await expect(hamburger).toBeFocused();
    });

    test('drop-downs work inside the mobile menu; Escape closes the drop-down first', async ({ page }) => {
      await open(page, c);
      await page.getByRole('button', { name: c.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: c.menuTitle });
      const nav = dialog.getByRole('navigation', { name: c.nav });
      const label = await labelOf(nav, c.calendar);
      // In the menu's stack the toggle is a <summary> (the panel opens in the flow), named by its label.
      const toggle = nav.getByLabel(c.submenu(label), { exact: true });
      await toggle.click();
      const categories = nav.getByRole('list', { name: c.explore(label), exact: true });
      await expect(categories).toBeVisible();
      await expect(categories.getByRole('link', { name: c.festival, exact: true })).toHaveAttribute('href', c.festivalFilter);
      // One open at a time: the artists' panel closes the events' one.
      const artistsLabel = await labelOf(nav, c.artists);
      await nav.getByLabel(c.submenu(artistsLabel), { exact: true }).click();
      await expect(nav.getByRole('list', { name: c.explore(artistsLabel), exact: true })).toBeVisible();
      await expect(categories).toBeHidden();
      await toggle.click();
      await categories.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(categories).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('no accessibility violations with the mobile menu open, one of its drop-downs open, then the search open', async ({ page }) => {
      await open(page, c);
      await page.getByRole('button', { name: c.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: c.menuTitle });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      const nav = dialog.getByRole('navigation', { name: c.nav });
      const label = await labelOf(nav, c.calendar);
      await nav.getByLabel(c.submenu(label), { exact: true }).click();
      await expect(nav.getByRole('list', { name: c.explore(label), exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: c.closeMenu }).click();
      await page.getByRole('banner').getByRole('button', { name: c.search, exact: true }).click();
      await expect(page.getByRole('dialog', { name: c.searchTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('no accessibility violations on the closed page', async ({ page }) => {
      await open(page, c);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`shell without JavaScript (${c.locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('on a desktop, a drop-down shows its links while focus is inside', async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(c.home);
      const nav = menuBar(page, c);
      const label = await labelOf(nav, c.calendar);
      await nav.locator(`a[href="${c.calendar}"]`).first().focus();
      const categories = nav.getByRole('list', { name: c.explore(label), exact: true });
      await expect(categories).toBeVisible();
      await categories.getByRole('link').first().focus();
      await expect(categories).toBeVisible();
    });

    test('on a phone, the menu is in the page with every link visible', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(c.home);
      await expect(page.getByRole('button', { name: c.openMenu })).toBeHidden();
      const nav = menuBar(page, c);
      await expect(nav).toBeVisible();
      const label = await labelOf(nav, c.calendar);
      await expect(nav.getByRole('list', { name: c.explore(label), exact: true })).toBeVisible();
      const links = nav.locator('a');
      const count = await links.count();
      for (let i = 0; i < count; i += 1) await expect(links.nth(i)).toBeVisible();
    });
  });
}

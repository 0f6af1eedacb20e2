import { expect, type Locator, type Page, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';

/**
 * "Where you are": the primary menu (the bar on a laptop, the menu dialog on a phone) and the
 * footer menu mark the current page with aria-current="page" and its section with
 * aria-current="true", each with a visible style: the page's link filled, the section's
 * underlined. Pages of each kind (top-level, list, item) in both languages, from the seed's menus.
 */
const cases = [
  {
    locale: 'en',
    submenu: (label: string) => en.shell.submenuToggle.replace('{label}', label),
    nav: 'Main menu',
    footerNav: 'Footer menu',
    openMenu: 'Open the menu',
    menuTitle: 'Menu',
    topLevel: '/tickets-and-passes',
    list: '/news',
    newsItem: '/news/first-wave-of-artists',
    calendar: '/calendar',
    footerPage: '/contact',
  },
  {
    locale: 'fr',
    submenu: (label: string) => fr.shell.submenuToggle.replace('{label}', label),
    nav: 'Menu principal',
    footerNav: 'Menu du pied de page',
    openMenu: 'Ouvrir le menu',
    menuTitle: 'Menu',
    topLevel: '/fr/billets-et-passeports',
    list: '/fr/nouvelles',
    newsItem: '/fr/nouvelles/premiere-vague-20-artistes-a-la-programmation-2027',
    calendar: '/fr/calendrier',
    footerPage: '/fr/contact',
  },
] as const;
type Case = (typeof cases)[number];

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'laptop', size: { width: 1280, height: 900 } },
] as const;

const ink = 'rgb(21, 18, 15)';

async function visit(page: Page, path: string) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** The primary menu as the visitor sees it: the bar, or on a phone the menu dialog, opened. */
async function primaryMenu(page: Page, c: Case, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('banner').getByRole('navigation', { name: c.nav });
  await page.getByRole('button', { name: c.openMenu }).click();
  return page.getByRole('dialog', { name: c.menuTitle }).getByRole('navigation', { name: c.nav });
}

async function expectPageMark(link: Locator) {
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link).toBeVisible();
  // Filled: the link is ink on its background, whatever the menu's.
  const style = await link.evaluate((a) => getComputedStyle(a));
  expect([style.backgroundColor, style.color]).toContain(ink);
}

async function expectSectionMark(link: Locator) {
  await expect(link).toHaveAttribute('aria-current', 'true');
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
}

for (const c of cases) {
  for (const viewport of viewports) {
    const phone = viewport.name === 'phone';
    test.describe(`menus mark where you are (${c.locale}, ${viewport.name})`, () => {
      test.use({ viewport: viewport.size });

      test('a top-level page: its link only', async ({ page }) => {
        await visit(page, c.topLevel);
        const menu = await primaryMenu(page, c, phone);
        await expectPageMark(menu.locator(`a[href="${c.topLevel}"]`));
        await expect(menu.locator('[aria-current]')).toHaveCount(1);
      });

      test('a list page: its link; nothing else in the menu', async ({ page }) => {
        await visit(page, c.list);
        const menu = await primaryMenu(page, c, phone);
        await expectPageMark(menu.locator(`a[href="${c.list}"]`));
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(menu.locator(`a[href="${c.calendar}"]`)).not.toHaveAttribute('aria-current', /.*/);
      });

      test("an item page: its list is the section, and the item's own sub-menu link is the page", async ({ page }) => {
        await visit(page, c.newsItem);
        const menu = await primaryMenu(page, c, phone);
        await expectSectionMark(menu.locator(`a[href="${c.list}"]`));
        const own = menu.locator(`a[href="${c.newsItem}"]`);
        await expect(own).toHaveAttribute('aria-current', 'page');
        // The sub-menu opens on its toggle (a button in the bar, a summary in the phone's menu),
        // named by the section's label; the link is then shown filled.
        const label = (await menu.locator(`a[href="${c.list}"]`).textContent())!.trim();
        await menu.getByLabel(c.submenu(label), { exact: true }).click();
        await expectPageMark(own);
      });

      test('an event page belongs to the calendar', async ({ page }) => {
        await visit(page, c.calendar);
        const event = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href');
        expect(event).toBeTruthy();
        await visit(page, event!);
        const menu = await primaryMenu(page, c, phone);
        await expectSectionMark(menu.locator(`a[href="${c.calendar}"]`));
      });

      test('the footer menu marks its page', async ({ page }) => {
        await visit(page, c.footerPage);
        const footer = page.getByRole('contentinfo').getByRole('navigation', { name: c.footerNav });
        const link = footer.locator(`a[href="${c.footerPage}"]`);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await link.scrollIntoViewIfNeeded();
        // On the ink footer the current page is filled with the yellow, under ink text.
        expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe(ink);
        await expect(footer.locator('[aria-current]')).toHaveCount(1);
      });
    });
  }
}

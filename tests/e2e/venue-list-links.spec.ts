import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Finding the venues where festival-goers plan: the calendar and the timetable offer the venue
 * list beside their headings, and the footer offers it on every page, whatever the CMS menus
 * hold. From the home page by clicking (the menu → the calendar or the timetable → Venues → a
 * venue → one of its events), at 390 and 1280 px, in both languages, by keyboard too.
 */

// Heavy pages (the calendar's cards, the timetable) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const languages = [
  { locale: 'en', home: '/', nav: 'Main menu', openMenu: 'Open the menu', lineup: 'Lineup', lineupSubmenu: 'Lineup submenu', timetable: 'Festival Schedule', calendarPath: '/calendar', venues: '/venues', venuesLink: 'Venues', venuePrefix: '/venue/', eventPrefix: '/event/', programme: 'What’s on here', footerNav: 'Footer menu' },
  { locale: 'fr', home: '/fr', nav: 'Menu principal', openMenu: 'Ouvrir le menu', lineup: 'Programmation', lineupSubmenu: 'Sous-menu Programmation', timetable: 'Programme du festival', calendarPath: '/fr/calendrier', venues: '/fr/lieux', venuesLink: 'Lieux', venuePrefix: '/fr/lieu/', eventPrefix: '/fr/evenement/', programme: 'Au programme ici', footerNav: 'Menu du pied de page' },
] as const;
type Language = (typeof languages)[number];

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

/** The primary menu as the visitor sees it: the bar, or on a phone the menu dialog, opened. */
async function primaryMenu(page: Page, lang: Language, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('banner').getByRole('navigation', { name: lang.nav });
  await page.getByRole('button', { name: lang.openMenu }).click();
  return page.getByRole('dialog').getByRole('navigation', { name: lang.nav });
}

/**
 * Tabs to `link` from `start` (a click there sets where the keyboard's order resumes, as for a
 * reader who clicked the heading), checks the site's focus ring, and follows it with Enter.
 */
async function followByKeyboard(page: Page, start: Locator, link: Locator) {
  await start.click();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused({ timeout: 100 });
  }).toPass({ intervals: [0], timeout: 10_000 });
  const outline = await link.evaluate((a) => ({ style: getComputedStyle(a).outlineStyle, width: parseFloat(getComputedStyle(a).outlineWidth) }));
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
}

/** From the venue list to a venue with events, then to its first event; checks each page. */
async function venueThenEvent(page: Page, lang: Language) {
  await expect(page).toHaveURL(new RegExp(`${lang.venues}$`));
  const withEvents = page.locator('[data-venue]').filter({ hasNot: page.locator('.meta', { hasText: /^0 / }) }).first();
  const venue = withEvents.locator('.card-title a');
  const venueName = (await venue.textContent())!.trim();
  await venue.click();
  await expect(page).toHaveURL(new RegExp(`${lang.venuePrefix}[^/]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueName);
  // The footer's link marks the venue list as the section this page belongs to.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: lang.venuesLink, exact: true })).toHaveAttribute('aria-current', 'true');
  const event = page.getByRole('region', { name: lang.programme }).locator('.card-title a').first();
  const eventTitle = (await event.textContent())!.trim();
  await event.click();
  await expect(page).toHaveURL(new RegExp(lang.eventPrefix));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventTitle);
  await expect(page.locator('[data-event-facts]').getByRole('link', { name: venueName, exact: true })).toBeVisible();
}

for (const lang of languages) {
  for (const viewport of viewports) {
    const phone = viewport.name === 'phone';

    test(`${lang.locale}, ${viewport.name}: the menu → the calendar → Venues (by keyboard) → a venue → its event`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      await (await primaryMenu(page, lang, phone)).getByRole('link', { name: lang.lineup, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.calendarPath}$`));
      const venuesLink = page.getByRole('main').getByRole('link', { name: lang.venuesLink, exact: true });
      await expect(venuesLink).toBeVisible();
      await expectNoAxeViolations(page);
      await followByKeyboard(page, page.getByRole('heading', { level: 1 }), venuesLink);
      await venueThenEvent(page, lang);
    });

    test(`${lang.locale}, ${viewport.name}: the menu → the timetable → Venues → a venue → its event`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      const menu = await primaryMenu(page, lang, phone);
      // The timetable is in the Lineup entry's sub-menu, opened by its toggle (a button in the
      // bar, the summary of a disclosure in the phone's menu).
      await menu.getByLabel(lang.lineupSubmenu, { exact: true }).click();
      await menu.getByRole('link', { name: lang.timetable, exact: true }).click();
      const timetable = page.locator('[data-timetable]');
      await expect(timetable).toBeVisible();
      await expectNoAxeViolations(page);
      await timetable.getByRole('link', { name: lang.venuesLink, exact: true }).click();
      await venueThenEvent(page, lang);
    });

    test(`${lang.locale}, ${viewport.name}: the footer → Venues, marked as the page there`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      const footerLink = () => page.getByRole('contentinfo').getByRole('navigation', { name: lang.footerNav }).getByRole('link', { name: lang.venuesLink, exact: true });
      await expect(footerLink()).not.toHaveAttribute('aria-current', /.*/);
      await footerLink().click();
      await expect(page).toHaveURL(new RegExp(`${lang.venues}$`));
      await expect(footerLink()).toHaveAttribute('aria-current', 'page');
      await venueThenEvent(page, lang);
    });
  }
}

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The festival-goer's journeys to My schedule (issue 25), as a visitor moves: from the home page by
 * clicking, on a phone and a laptop, in both languages. A star press is announced by the page's
 * status message, and My schedule is one tap away in the header, with the number of picks.
 */

// Heavy pages (the calendar's cards, the timetable) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const languages = [
  {
    locale: 'en',
    home: '/',
    calendar: 'Full calendar',
    timetable: 'Festival schedule',
    add: 'Add to My schedule',
    removeShort: 'Remove from My schedule',
    added: 'Added to My schedule · View',
    removed: 'Removed from My schedule',
    mySchedule: 'My schedule',
    two: '2 events picked',
    one: '1 event picked',
    menu: 'Open the menu',
  },
  {
    locale: 'fr',
    home: '/fr',
    calendar: 'Tout le calendrier',
    timetable: 'Programme du festival',
    add: 'Ajouter à Mon horaire',
    removeShort: 'Retirer de Mon horaire',
    added: 'Ajouté à Mon horaire · Voir',
    removed: 'Retiré de Mon horaire',
    mySchedule: 'Mon horaire',
    two: '2 événements choisis',
    one: '1 événement choisi',
    menu: 'Ouvrir le menu',
  },
] as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

/**
 * Stars the first event on this page other than `picked` (its title): a star shows what is picked
 * only once the page's scripts run, and a visitor does not wait for them. Returns the starred
 * event's title, from the button's name.
 */
async function starFirstUnpicked(page: Page, add: string, picked?: string): Promise<string> {
  const prefix = `^${add}\\s?: `;
  const other = picked === undefined ? '' : `(?!${picked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)`;
  const button = page.getByRole('button', { name: new RegExp(prefix + other) }).first();
  const name = (await button.getAttribute('aria-label'))!;
  const id = await button.getAttribute('data-schedule-star');
  // `force`: a visitor taps a star the moment it shows; a tap before the page's scripts have run is
  // held and carried out once they have (Playwright would wait for `aria-disabled` to go).
  await button.click({ force: true });
  await expect(page.locator(`[data-schedule-star="${id}"]`).first()).toHaveAttribute('data-picked', 'true');
  return name.replace(new RegExp(prefix), '');
}

/** "My schedule, 2 events picked" (spaces as the browser joins the link's parts). */
function nameWithCount(label: string, count: string): RegExp {
  return new RegExp(`^${label}\\s*,\\s*${count}$`);
}

function headerLink(page: Page) {
  return page.locator('header [data-my-schedule-link="header"]');
}

for (const lang of languages) {
  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: star on the calendar and the timetable, announced; My schedule from the header`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      await expect(headerLink(page)).toBeVisible();
      await expect(headerLink(page)).toHaveAccessibleName(lang.mySchedule);

      await page.getByRole('link', { name: lang.calendar, exact: true }).click();
      const first = await starFirstUnpicked(page, lang.add);
      const status = page.getByRole('status').filter({ hasText: lang.added });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: lang.added.split(' · ')[1] })).toBeVisible();
      await expect(headerLink(page)).toHaveAccessibleName(nameWithCount(lang.mySchedule, lang.one));

      await page.goBack();
      await page.getByRole('link', { name: lang.timetable, exact: true }).click();
      const second = await starFirstUnpicked(page, lang.add, first);
      await expect(page.getByRole('status').filter({ hasText: lang.added })).toBeVisible();
      expect(second).not.toBe(first);
      await expect(headerLink(page)).toHaveAccessibleName(nameWithCount(lang.mySchedule, lang.two));
      await expect(headerLink(page).locator('.my-schedule-count')).toHaveText('2');

      if (viewport.name === 'phone') {
        // The mobile menu leads there too, with the count.
        await page.getByRole('button', { name: lang.menu }).click();
        const inMenu = page.getByRole('dialog').locator('[data-my-schedule-link="menu"]');
        await expect(inMenu).toHaveAccessibleName(nameWithCount(lang.mySchedule, lang.two));
        await page.keyboard.press('Escape');
      }

      await headerLink(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.mySchedule);
      await expect(headerLink(page)).toHaveAttribute('aria-current', 'page');
      const picks = page.locator('[data-pick]');
      await expect(picks).toHaveCount(2);
      await expect(picks.getByRole('link', { name: first, exact: true })).toHaveCount(1);
      await expect(picks.getByRole('link', { name: second, exact: true })).toHaveCount(1);
      await expect(page.locator('main')).toContainText(lang.two);
      await expectNoAxeViolations(page);
    });
  }

  for (const viewport of viewports) test(`${lang.locale}, ${viewport.name}: an event page's star says what it does and announces it; no axe violations with the message shown`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.calendar, exact: true }).click();
    await page.locator('main article a.card-link').first().click();
    // At once, as a visitor taps (held until the page's scripts run, then carried out).
    await page.getByRole('button', { name: lang.add, exact: true }).click({ force: true });
    await expect(page.getByRole('button', { name: lang.removeShort, exact: true })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: lang.added })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: lang.removeShort, exact: true }).click();
    await expect(page.locator('[data-star-announcer]')).toHaveText(lang.removed);
    await expect(headerLink(page)).toHaveAccessibleName(lang.mySchedule);
    await expectNoAxeViolations(page);
  });
}

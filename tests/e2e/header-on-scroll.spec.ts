import { expect, type Locator, type Page, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';
import { layoutShiftTotal, observeLayoutShiftsFromNow } from './support/layout-shift';
import { slowPhoneContextOptions, throttleToSlowPhone } from './support/slow-phone';

/**
 * My schedule within reach on long pages (issue 42): on a phone the header leaves the screen
 * while the visitor scrolls down a page and comes back as soon as they scroll up, anywhere on the
 * page, so My schedule and the menu are one tap away; it moves nothing (no layout shift), never
 * covers the focused element, and slides only for visitors who accept motion.
 */

test.describe.configure({ timeout: 60_000 });

const languages = [
  { locale: 'en', home: '/', calendar: '/calendar', mySchedule: '/my-schedule', t: en },
  { locale: 'fr', home: '/fr', calendar: '/fr/calendrier', mySchedule: '/fr/mon-horaire', t: fr },
] as const;
type Language = (typeof languages)[number];

function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The header's own link to My schedule (the menu dialog holds another). */
function myScheduleLink(page: Page, l: Language): Locator {
  return header(page).locator(`a[href="${l.mySchedule}"][data-my-schedule-link="header"]`);
}

/** From the home page to the calendar (about 19 screens on a phone), through the menu. */
async function toCalendar(page: Page, l: Language): Promise<void> {
  await page.goto(l.home, { waitUntil: 'commit' });
  await header(page).getByRole('button', { name: l.t.shell.openMenu, exact: true }).tap();
  await page.getByRole('dialog', { name: l.t.shell.menuTitle }).locator(`a[href="${l.calendar}"]`).first().tap();
  await page.waitForURL((url) => url.pathname === l.calendar);
  await expect(myScheduleLink(page, l)).toBeInViewport();
}

/** The top and bottom of the header on screen. */
async function headerBox(page: Page): Promise<{ top: number; bottom: number }> {
  return header(page).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });
}

for (const l of languages) {
  test.describe(`the header on a long page, on a phone (${l.locale})`, () => {
    test.use(slowPhoneContextOptions);

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false })));
      await throttleToSlowPhone(page);
    });

    test('leaves while scrolling down, comes back on scrolling up: My schedule one tap away, nothing shifts', async ({ page }) => {
      await toCalendar(page, l);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
      expect(pageHeight, 'a long page').toBeGreaterThan(8);
      await observeLayoutShiftsFromNow(page);

      for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
      await expect(myScheduleLink(page, l)).not.toBeInViewport();

      await page.mouse.wheel(0, -200);
      await expect(myScheduleLink(page, l)).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY), 'still far down the page').toBeGreaterThan(2000);
      expect((await headerBox(page)).top).toBe(0);
      expect(await layoutShiftTotal(page)).toBe(0);

      await myScheduleLink(page, l).tap();
      await page.waitForURL((url) => url.pathname === l.mySchedule);
    });

    test('the header never covers the focused element, going down or back up the page with the keyboard', async ({ page }) => {
      await toCalendar(page, l);
      // The focused element is covered when, at the middle of its top edge, what the visitor
      // sees is the header.
      const check = async (key: string) => {
        await page.keyboard.press(key);
        const focus = await page.evaluate(() => {
          const element = document.activeElement;
          const banner = document.querySelector('header');
          if (!element || element === document.body || !banner || banner.contains(element)) return null;
          const box = element.getBoundingClientRect();
          const seen = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 2);
          return { top: box.top, covered: seen !== null && banner.contains(seen), label: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 30)}` };
        });
        if (!focus) return;
        expect(focus.top, `${key} → ${focus.label} starts above the screen`).toBeGreaterThanOrEqual(-1);
        expect(focus.covered, `${key} → ${focus.label} is under the header`).toBe(false);
      };
      // Past the skip links and the day and filter links, down into the days' cards.
      for (let i = 0; i < 60; i++) await check('Tab');
      expect(await page.evaluate(() => window.scrollY), 'the keyboard went down the page').toBeGreaterThan(1000);
      for (let i = 0; i < 20; i++) await check('Shift+Tab');
    });

    test('slides only for visitors who accept motion', async ({ page }) => {
      await toCalendar(page, l);
      const slide = () => header(page).evaluate((element) => getComputedStyle(element).transitionDuration);
      expect(await slide()).not.toBe('0s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await slide()).toBe('0s');
    });
  });
}

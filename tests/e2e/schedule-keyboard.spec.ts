import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The calendar and the timetable by keyboard (issues 42 and 37): skip links put the first star a
 * few Tab presses from the top of the page and reach each day; tabbing through the timetable, the
 * focused event's whole entry stays in view, clear of the sticky venue names and times; at 320 px
 * the calendar reflows (nothing sticks out sideways).
 */

test.describe.configure({ timeout: 120_000 });

const outsideTheFestival = new Date('2027-08-01T18:00:00Z');
const fridayEvening = new Date('2027-09-25T01:40:00Z'); // 21:40 in Montréal

const languages = [
  { locale: 'en', calendar: '/calendar', timetable: '/festival-schedule', skipContent: 'Skip to content', skipEvents: 'Skip to the events', skipTimetable: 'Skip to the timetable', friday: 'Skip to Friday, September 24' },
  { locale: 'fr', calendar: '/fr/calendrier', timetable: '/fr/programme-du-festival', skipContent: 'Aller au contenu', skipEvents: 'Aller aux événements', skipTimetable: 'Aller à la grille horaire', friday: 'Aller au vendredi 24 septembre' },
] as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

/** Presses Tab until `done` holds for the focused element; returns how many presses it took (at most `limit`). */
async function tabUntil(page: Page, done: (element: Element) => boolean, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(done, await page.evaluateHandle(() => document.activeElement ?? document.body))) return presses;
  }
  return limit + 1;
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/**
 * From the top of the page: "Skip to content", then the page's first skip link (`firstSkip`),
 * then Tab to the first star. Returns the Tab presses it took.
 */
async function tabsToFirstStar(page: Page, skipContent: string, firstSkip: string): Promise<number> {
  let presses = await tabUntil(page, () => true, 1);
  expect(await focusedName(page)).toBe(skipContent);
  await page.keyboard.press('Enter');
  presses += await tabUntil(page, () => true, 1);
  expect(await focusedName(page)).toBe(firstSkip);
  await expect(page.locator(':focus')).toBeVisible();
  await page.keyboard.press('Enter');
  return presses + (await tabUntil(page, (element) => element.matches('[data-schedule-star]'), 10));
}

/** From the top of the page, to Friday's skip link; returns the Tab presses it took. */
async function tabsToFridaySkip(page: Page): Promise<number> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  return tabUntil(page, (element) => /^(Skip to Friday|Aller au vendredi)/.test(element.textContent?.trim() ?? ''), 8);
}

for (const lang of languages) {
  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: the calendar's first star is a few Tab presses away, and each day one skip link away`, async ({ page }) => {
      await page.clock.install({ time: outsideTheFestival });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.calendar);
      expect(await tabsToFirstStar(page, lang.skipContent, lang.skipEvents)).toBeLessThanOrEqual(6);
      await expect(page.locator(':focus')).toBeInViewport();

      // Friday, from the skip links.
      await page.goto(lang.calendar);
      expect(await tabsToFridaySkip(page)).toBeLessThanOrEqual(6);
      expect(await focusedName(page)).toBe(lang.friday);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAttribute('href', /\/(event|evenement)\//);
      expect(await page.locator(':focus').evaluate((link) => link.closest('[data-day]')?.getAttribute('data-day'))).toBe('2027-09-24');
      await expect(page.locator(':focus')).toBeInViewport();
    });

    test(`${lang.locale}, ${viewport.name}: the timetable's first star is a few Tab presses away; each day one skip link away`, async ({ page }) => {
      await page.clock.install({ time: outsideTheFestival });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.timetable);
      expect(await tabsToFirstStar(page, lang.skipContent, lang.skipTimetable)).toBeLessThanOrEqual(6);
      expect(await page.locator(':focus').evaluate((star) => star.closest('section[id^="timetable-"]')?.id)).toBe('timetable-2027-09-22');
      await expect(page.locator(':focus')).toBeInViewport();

      await page.goto(lang.timetable);
      expect(await tabsToFridaySkip(page)).toBeLessThanOrEqual(5);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAttribute('href', /\/(event|evenement)\//);
      expect(await page.locator(':focus').evaluate((link) => link.closest('section[id^="timetable-"]')?.id)).toBe('timetable-2027-09-24');
      await expect(page.locator(':focus')).toBeInViewport();
    });

    test(`${lang.locale}, ${viewport.name}: tabbing through the timetable, the focused event's whole entry stays in view, clear of the sticky names and times`, async ({ page }) => {
      await page.clock.install({ time: fridayEvening });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.timetable);
      // From Friday's first event on, forwards then back.
      await page.locator('#timetable-2027-09-24 tbody a[href*="/even"]').first().focus();
      const checks: string[] = [];
      for (const key of [...Array<string>(24).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const placement = await page.evaluate(() => {
          const focused = document.activeElement;
          const entry = focused?.closest('.timetable-entry');
          if (!entry) return null;
          const table = entry.closest('table');
          const head = table?.querySelector('thead')?.getBoundingClientRect();
          const corner = table?.querySelector('thead th');
          const stickyLeft = corner && head && head.height > 0 && getComputedStyle(corner).position === 'sticky' ? corner.getBoundingClientRect().right : 0;
          const box = entry.getBoundingClientRect();
          const clearTop = head && head.height > 0 ? Math.max(0, head.bottom) : 0;
          return {
            what: `${focused!.tagName} in "${entry.querySelector('a')?.textContent}"`,
            fits: box.top >= clearTop - 1 && box.left >= stickyLeft - 1 && box.bottom <= window.innerHeight + 1 && box.right <= document.documentElement.clientWidth + 1,
            box: [box.left, box.top, box.right, box.bottom].map(Math.round).join(','),
            clear: [stickyLeft, clearTop].map(Math.round).join(','),
          };
        });
        if (placement && !placement.fits) checks.push(`${key}: ${placement.what} at ${placement.box}, clear area from ${placement.clear}`);
      }
      expect(checks).toEqual([]);
    });
  }

  test(`${lang.locale}: at 320 px the calendar reflows, nothing sticks out sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(lang.calendar);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const cards = await page.locator('main article').evaluateAll((articles) => articles.filter((article) => article.getBoundingClientRect().right > 320.5).length);
    expect(cards).toBe(0);
  });
}

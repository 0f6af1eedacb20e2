import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newSlowPhonePage, slowPhoneContextOptions } from './support/slow-phone';

/**
 * A festival night you can trust (issue 42), with the browser's clock set and the device in a
 * time zone far from Montréal's: from the home page, by tapping the moment a control shows,
 * "Tonight" lands on "On now and up next" with no cancelled event in it, and the timetable opens
 * on the current hour with every venue of the night in view. Outside the festival there is no
 * "Tonight" and the timetable opens on the first evening.
 */

test.describe.configure({ timeout: 120_000 });

// Montréal is on EDT (UTC−4) in September.
const clocks = [
  {
    name: 'Friday 21:40',
    time: new Date('2027-09-25T01:40:00Z'),
    now: '2027-09-24T21:40',
    night: '2027-09-24',
    onNow: [/Velvet Fernery/, /Ferreira-Lund/, /Clémence Arseneault/],
    next: [/Shanty Night|chants de marins/],
    cancelled: /Rosa Huerta y Los Volcanes/,
  },
  { name: 'Saturday 01:30', time: new Date('2027-09-25T05:30:00Z'), now: '2027-09-25T01:30', night: '2027-09-24', onNow: [/Ghost Marina Club/], next: [], cancelled: null },
  {
    name: 'Sunday 14:00',
    time: new Date('2027-09-26T18:00:00Z'),
    now: '2027-09-26T14:00',
    night: '2027-09-26',
    onNow: [/Youth Orchestra|rchestre des jeunes/],
    next: [/Hand-Processed Film|développement à la main/],
    cancelled: null,
  },
] as const;

const languages = [
  { locale: 'en', home: '/', tonight: 'Tonight', timetable: 'Festival schedule', heading: { '2027-09-24': 'Friday, September 24', '2027-09-26': 'Sunday, September 26' } },
  { locale: 'fr', home: '/fr', tonight: 'Ce soir', timetable: 'Programme du festival', heading: { '2027-09-24': 'vendredi 24 septembre', '2027-09-26': 'dimanche 26 septembre' } },
] as const;

const viewports = [
  { name: 'phone', width: 390, height: 844, timezoneId: 'America/Vancouver' },
  { name: 'laptop', width: 1280, height: 900, timezoneId: 'Asia/Tokyo' },
] as const;

/** Fully inside the window. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height + 1 && box.x + box.width <= size.width + 1;
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} in ${viewport.timezoneId}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, timezoneId: viewport.timezoneId });

    for (const lang of languages) {
      for (const clock of clocks) {
        test(`${lang.locale}, ${clock.name}: Tonight lands on "On now" (nothing cancelled in it); the timetable opens on the current hour with every venue`, async ({ page }) => {
          await page.clock.install({ time: clock.time });
          await page.goto(lang.home);
          const tonight = page.getByRole('link', { name: lang.tonight, exact: true });
          await expect(tonight).toBeVisible();
          // On a laptop it is on the home page's first screen.
          if (viewport.name === 'laptop') expect(await inViewport(page, tonight)).toBe(true);
          await tonight.click();
          await expect(page.getByRole('heading', { level: 1 })).toContainText(lang.heading[clock.night as keyof typeof lang.heading]);

          // The box is the first thing in view, then tonight's events.
          const panel = page.locator('[data-now-and-next]');
          await expect(panel).toBeVisible();
          // The browser scrolls to it once the page is parsed: at the top, clear of the room the
          // phone's header takes when it comes back (scroll-padding-top), never under the header.
          await expect.poll(async () => (await panel.boundingBox())!.y).toBeLessThan(120);
          const panelTop = (await panel.boundingBox())!.y;
          expect(panelTop).toBeGreaterThanOrEqual(0);
          const header = (await page.getByRole('banner').boundingBox())!;
          if (header.y + header.height > 0) expect(panelTop).toBeGreaterThanOrEqual(header.y + header.height);
          const onNow = panel.locator('[data-now-list="on"]');
          for (const title of clock.onNow) await expect(onNow.getByRole('link', { name: title })).toBeVisible();
          for (const title of clock.next) await expect(panel.locator('[data-now-list="next"]').getByRole('link', { name: title })).toBeVisible();
          // Nothing cancelled on now or next: each listed event's own card does not say so.
          const listed = await panel.locator('[data-now-list="on"] a, [data-now-list="next"] a, [data-now-list="later"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          expect(listed.length).toBeGreaterThan(0);
          for (const href of listed) {
            const card = page.locator('main article', { has: page.locator(`a[href="${href}"]`) });
            await expect(card.locator('[data-event-status="cancelled"]'), href!).toHaveCount(0);
          }
          if (clock.cancelled) {
            await expect(onNow).not.toContainText(clock.cancelled);
            await expect(panel.locator('[data-now-list="off"]').getByRole('link', { name: clock.cancelled })).toBeVisible();
          }

          // The timetable, from the home page.
          await page.goto(lang.home);
          await page.getByRole('link', { name: lang.timetable, exact: true }).click();
          const day = page.locator(`#timetable-${clock.night}`);
          const table = day.locator('table');
          if (viewport.name === 'laptop') {
            // The current half hour's row, clear of the sticky venue names.
            const slot = `${clock.now.slice(0, 14)}${Number(clock.now.slice(14, 16)) < 30 ? '00' : '30'}`;
            const row = table.locator(`tbody th:has(time[datetime^="${slot}"])`);
            await expect(row).toBeVisible();
            expect(await inViewport(page, row)).toBe(true);
            const headBottom = await table.locator('thead').evaluate((head) => head.getBoundingClientRect().bottom);
            expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(headBottom - 1);
            // Every venue of the night in view, without a scroll box of its own.
            const venues = table.locator('thead th');
            expect(await venues.count()).toBeGreaterThan(5);
            for (const venue of await venues.all()) expect(await inViewport(page, venue), await venue.innerText()).toBe(true);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
          } else {
            // What is on now is in view, under its start time.
            const on = table.locator('[data-now="on"]').first();
            await expect(on).toBeVisible();
            expect(await inViewport(page, on)).toBe(true);
          }
          for (const title of clock.onNow) await expect(table.locator('[data-now="on"]').getByRole('link', { name: title })).toHaveCount(1);
        });
      }

      test(`${lang.locale}, outside the festival: no "Tonight", no "On now"; the timetable opens on the first evening`, async ({ page }) => {
        await page.clock.install({ time: new Date('2027-08-01T18:00:00Z') });
        await page.goto(lang.home);
        await expect(page.getByRole('link', { name: lang.timetable, exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: lang.tonight, exact: true })).toHaveCount(0);
        await page.getByRole('link', { name: lang.timetable, exact: true }).click();
        await expect(page.locator('[data-now-and-next]')).toBeHidden();
        // Wednesday's first show of the evening (7:00 pm, the film premiere) heads the screen.
        const row = page.locator('#timetable-2027-09-22 tbody th:has(time[datetime^="2027-09-22T19:00"])');
        await expect(row).toBeVisible();
        expect(await inViewport(page, row)).toBe(true);
        expect((await row.boundingBox())!.y).toBeLessThan(viewport.height / 3);
      });
    }
  });
}

test.describe('on the slow phone', () => {
  for (const lang of languages) {
    test(`${lang.locale}: "Tonight" tapped the moment it shows lands on what is on now`, async ({ browser }) => {
      const context = await browser.newContext({ ...slowPhoneContextOptions, timezoneId: 'Europe/Paris' });
      const page = await newSlowPhonePage(context);
      await page.clock.install({ time: clocks[0].time });
      await page.goto(lang.home, { waitUntil: 'commit' });
      await page.getByRole('link', { name: lang.tonight, exact: true }).tap();
      const panel = page.locator('[data-now-and-next]');
      await expect(panel.locator('[data-now-list="on"]').getByRole('link', { name: /Velvet Fernery/ })).toBeVisible();
      await expect(panel.locator('[data-now-list="on"]')).not.toContainText('Rosa Huerta');
      // At the top, below the room the phone's header takes when it comes back.
      await expect.poll(async () => (await panel.boundingBox())!.y).toBeLessThan(120);
      await context.close();
    });
  }
});

test.describe('axe with "On now" shown', () => {
  for (const lang of languages) {
    for (const path of lang.locale === 'en' ? ['/calendar/2027-09-24', '/festival-schedule'] : ['/fr/calendrier/2027-09-24', '/fr/programme-du-festival']) {
      test(`${path} on Friday 21:40`, async ({ page }) => {
        await page.clock.install({ time: clocks[0].time });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await expect(page.locator('[data-now-and-next] [data-now-list="on"]')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Tonight at a glance (issue 25), with the browser's clock inside the festival: the home page,
 * the calendar and the timetable offer "Tonight" / "Ce soir", leading to the current festival
 * day, which runs to 06:00; "On now / up next" names each event's venue and time. Pages stay
 * static: all of it is computed in the browser.
 */

test.describe.configure({ timeout: 120_000 });

// Montréal is on EDT (UTC−4) in September.
const thursdayEvening = new Date('2027-09-24T01:40:00Z'); // Thursday 23rd, 21:40
const fridaySmallHours = new Date('2027-09-24T05:30:00Z'); // Friday 24th, 01:30: still Thursday's night

const languages = [
  { locale: 'en', home: '/', tonight: 'Tonight', calendar: 'Full calendar', timetable: 'Festival schedule', thursday: 'Thursday, September 23', until: 'until' },
  { locale: 'fr', home: '/fr', tonight: 'Ce soir', calendar: 'Tout le calendrier', timetable: 'Programme du festival', thursday: 'jeudi 23 septembre', until: 'jusqu’à' },
] as const;

for (const lang of languages) {
  for (const [when, time] of [['Thursday 21:40', thursdayEvening], ['Friday 01:30', fridaySmallHours]] as const) {
    test(`${lang.locale}, ${when}: "${lang.tonight}" on the home page and the calendar leads to Thursday's programme`, async ({ page }) => {
      await page.clock.install({ time });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.tonight, exact: true }).click();
      await expect(page).toHaveURL(/\/2027-09-23#now$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang.thursday);
      // From the calendar too.
      await page.getByRole('navigation', { name: /Festival days|Jours du festival/ }).getByRole('link').first().click();
      await page.getByRole('link', { name: lang.tonight, exact: true }).click();
      await expect(page).toHaveURL(/\/2027-09-23#now$/);
      const panel = page.locator('[data-now-and-next]');
      await expect(panel).toBeVisible();
      if (time === thursdayEvening) {
        // Each event on now: its title, venue and time.
        const onNow = panel.locator('[data-now-list="on"] li');
        expect(await onNow.count()).toBeGreaterThan(0);
        for (const line of await onNow.allTextContents()) expect(line).toMatch(new RegExp(`.+ · .+ · ${lang.until} \\d`));
        await expectNoAxeViolations(page);
      }
    });
  }

  test(`${lang.locale}: on a laptop the timetable comes first under the title; in the page's own scroll its venues stick to the top, its times (opaque) to the left`, async ({ page }) => {
    await page.clock.install({ time: thursdayEvening });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.timetable, exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const timetable = page.locator('[data-timetable]');
    expect((await timetable.boundingBox())!.y).toBeLessThan(400);
    await page.getByRole('link', { name: lang.tonight, exact: true }).click();
    await expect(page).toHaveURL(/#timetable-2027-09-23$/);
    const table = page.locator('#timetable-2027-09-23 table');
    await expect(table).toBeInViewport();
    // No scroll box of its own: the page scrolls, and the venue names stay at the window's top.
    expect(await table.evaluate((element) => getComputedStyle(element.parentElement!).overflowY)).toBe('visible');
    const venueHeading = table.locator('thead th').nth(1);
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect.poll(async () => (await venueHeading.boundingBox())!.y).toBeLessThan(2);
    expect((await venueHeading.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
    const timeCell = table.locator('tbody th').first();
    expect(await timeCell.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(await timeCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
  });
}

test('outside the festival there is no "Tonight"', async ({ page }) => {
  await page.clock.install({ time: new Date('2027-08-01T18:00:00Z') });
  await page.goto('/calendar');
  await expect(page.locator('[data-tonight]')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Tonight', exact: true })).toHaveCount(0);
});

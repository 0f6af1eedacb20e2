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
      await expect(page).toHaveURL(/\/2027-09-23#events$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang.thursday);
      // From the calendar too.
      await page.getByRole('navigation', { name: /Festival days|Jours du festival/ }).getByRole('link').first().click();
      await page.getByRole('link', { name: lang.tonight, exact: true }).click();
      await expect(page).toHaveURL(/\/2027-09-23#events$/);
      const panel = page.locator('[data-now-and-next]');
      await expect(panel).toBeVisible({ timeout: 20_000 });
      if (time === thursdayEvening) {
        // Each event on now: its title, venue and time.
        const onNow = panel.locator('[data-now-list="on"] li');
        expect(await onNow.count()).toBeGreaterThan(0);
        for (const line of await onNow.allTextContents()) expect(line).toMatch(new RegExp(`.+ · .+ · ${lang.until} \\d`));
        await expectNoAxeViolations(page);
      }
    });
  }

  test(`${lang.locale}: on a laptop the timetable comes first under the title, its venues stay in view, its times are opaque`, async ({ page }) => {
    await page.clock.install({ time: thursdayEvening });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.timetable, exact: true }).click();
    const timetable = page.locator('[data-timetable]');
    expect((await timetable.boundingBox())!.y).toBeLessThan(400);
    await page.getByRole('link', { name: lang.tonight, exact: true }).click();
    await expect(page).toHaveURL(/#timetable-2027-09-23$/);
    const region = page.locator('#timetable-2027-09-23 [role="region"]');
    await expect(region).toBeInViewport();
    const venueHeading = region.locator('thead th').nth(1);
    const before = (await venueHeading.boundingBox())!.y;
    await region.evaluate((element) => element.scrollBy({ top: 400, left: 300 }));
    const regionTop = (await region.boundingBox())!.y;
    const after = (await venueHeading.boundingBox())!.y;
    expect(Math.abs(after - regionTop)).toBeLessThan(4);
    expect(Math.abs(after - before)).toBeLessThan(4);
    const timeCell = region.locator('tbody th').first();
    expect(await timeCell.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(await timeCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
  });
}

test('outside the festival there is no "Tonight"', async ({ page }) => {
  await page.clock.install({ time: new Date('2027-08-01T18:00:00Z') });
  await page.goto('/calendar');
  await expect(page.locator('[data-tonight]')).toHaveCount(0);
});

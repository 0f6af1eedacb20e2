import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The festival-goer's schedule views against the seed (22–26 September 2027): one festival day
 * of the calendar (also with a category, without JavaScript), the timetable at desktop and phone
 * widths, and "on now / up next" with a fixed clock.
 */

// Heavy pages (the timetable, 63 cards) on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const languages = [
  { locale: 'en', calendar: '/calendar', param: 'category', music: 'Music', timetable: '/festival-schedule', days: 'Festival days', late: /Late Show: Kestrel Radio/ },
  { locale: 'fr', calendar: '/fr/calendrier', param: 'categorie', music: 'Musique', timetable: '/fr/programme-du-festival', days: 'Jours du festival', late: /Spectacle de minuit : Kestrel Radio/ },
] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('one festival day of the calendar, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`${lang.calendar}: day tabs lead to pre-rendered day pages that keep late-night sets on their night and combine with a category`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(lang.calendar);
      const tabs = page.getByRole('navigation', { name: lang.days });
      await expect(tabs.getByRole('link')).toHaveCount(6);
      // Each tab lands on the results (`#events`).
      await tabs.locator(`a[href="${lang.calendar}/2027-09-22#events"]`).click();
      await expect(page).toHaveURL(new RegExp(`${lang.calendar}/2027-09-22#events$`));
      await expect(tabs.locator(`a[href="${lang.calendar}/2027-09-22#events"]`)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main section[aria-labelledby^="day-"] > h2')).toHaveCount(1);
      // The 00:30 set of the 22nd is stored on the 23rd, and stays on the 22nd's night.
      await expect(page.getByRole('link', { name: lang.late })).toBeVisible();
      const times = await page.locator('main article time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
      expect(times.length).toBeGreaterThan(5);
      for (const time of times) expect(['2027-09-22', '2027-09-23'], time).toContain(time.slice(0, 10));
      const response = await page.goto(`${lang.calendar}/2027-09-23`);
      expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      await expect(page.getByRole('link', { name: lang.late })).toHaveCount(0);

      // The category chips keep the day.
      await page.goto(`${lang.calendar}/2027-09-22`);
      const chip = page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ }).getByRole('link', { name: new RegExp(`^${lang.music} \\(`) });
      const href = (await chip.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${lang.calendar}/2027-09-22\\?${lang.param}=`));
      const filtered = await page.goto(href);
      expect(filtered?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang.music);
      const allThatDay = await page.goto(`${lang.calendar}/2027-09-22`).then(() => page.getByRole('article').count());
      await page.goto(href);
      expect(await page.getByRole('article').count()).toBeLessThan(allThatDay);
      await expect(page.getByRole('navigation', { name: lang.days }).locator(`a[href="${href.replace('2027-09-22', '2027-09-23')}"]`)).toBeVisible();
    });
  }

  test('a day that is not in the programme, or not a date, is a 404', async ({ request }) => {
    for (const path of ['/calendar/2027-09-30', '/calendar/2027-02-30', '/fr/calendrier/demain', '/calendar/2027-09-30?category=music']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('the timetable', () => {
  for (const lang of languages) {
    test(`${lang.timetable} at 1280 px: a venues × time table under the title, flags and states visible, keyboard-reachable`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(lang.timetable);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tables = page.getByRole('table');
      await expect(tables).toHaveCount(5);
      const first = tables.first();
      const venues = await first.locator('thead th').allTextContents();
      expect(venues.length).toBeGreaterThan(5);
      // The opening night is in the Salle Mirabelle column, on the 9:00 pm row, marked sold out.
      const cell = first.locator('td', { has: page.getByRole('link', { name: /Mira Solenne/ }) });
      const column = await cell.evaluate((td) => {
        const row = td.parentElement as HTMLTableRowElement;
        const table = td.closest('table')!;
        // Columns to the left, counting cells that span into this row from above.
        const x = td.getBoundingClientRect().left;
        const header = [...table.querySelectorAll('thead th')].find((th) => Math.abs(th.getBoundingClientRect().left - x) < 2);
        return { venue: header?.textContent, time: row.querySelector('th')?.textContent };
      });
      expect(column).toEqual({ venue: 'Salle Mirabelle', time: '9:00 pm' });
      await expect(cell.locator('[data-event-status="sold_out"]')).toBeVisible();
      // The rescheduled trio is on Sunday at its new time, flagged.
      const sunday = tables.last();
      const moved = sunday.locator('td', { has: page.getByRole('link', { name: /Ingrid Halvorsen/ }) });
      await expect(moved).toContainText(lang.locale === 'en' ? 'New Date!' : 'Nouvelle date!');
      await expect(moved).toContainText('5:00 pm');
      // Cancelled events say so on the timetable itself.
      await expect(page.locator('table [data-event-status="cancelled"]').first()).toBeVisible();
      // No scroll box of its own, every venue in view; the column headings link to the venues.
      const scrollBoxes = await page.locator('[data-timetable] *').evaluateAll((nodes) => nodes.filter((node) => /auto|scroll/.test(getComputedStyle(node).overflow)).length);
      expect(scrollBoxes).toBe(0);
      for (const heading of await first.locator('thead th').all()) expect((await heading.boundingBox())!.x + (await heading.boundingBox())!.width).toBeLessThanOrEqual(1280);
      await expect(first.locator('thead th a[href]').first()).toHaveAttribute('href', /^(\/venue|\/fr\/lieu)\//);
      expect(await horizontalOverflow(page)).toBe(0);
      // Each event's venue is the column's: not printed (and read) again in the cell at this width.
      await expect(first.locator('.timetable-venue').first()).toBeHidden();
    });

    test(`${lang.timetable} at 390 px: the same table as a list by start time, each event with its venue, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang.timetable);
      const day = page.locator('#timetable-2027-09-22');
      // No venue columns: the headings row is not shown, and neither are rows where nothing starts.
      await expect(day.locator('thead')).toBeHidden();
      const nine = day.locator('tbody tr').filter({ has: page.locator('th', { hasText: '9:00 pm' }) });
      await expect(nine.locator('th')).toBeVisible();
      await expect(nine).toContainText('Salle Mirabelle');
      await expect(nine.getByRole('link', { name: /Mira Solenne/ })).toBeVisible();
      await expect(day.locator('tbody tr').filter({ has: page.locator('th', { hasText: '9:30 pm' }) })).toBeHidden();
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
});

test.describe('the calendar on a phone', () => {
  for (const lang of languages) {
    test(`${lang.calendar}: below 640 px each event is a row, a thumbnail beside its text; from 640 px a card`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang.calendar);
      const first = page.getByRole('main').getByRole('article').first();
      const [image, title] = [await first.locator('img').boundingBox(), await first.getByRole('heading').boundingBox()];
      expect(image!.width).toBeLessThanOrEqual(120);
      expect(image!.x + image!.width).toBeLessThanOrEqual(title!.x);
      // Four events to a phone screen, not one.
      expect((await first.boundingBox())!.height).toBeLessThan(844 / 4);
      // The thumbnail downloads at a thumbnail's size.
      expect(await first.locator('img').evaluate((img: HTMLImageElement) => Number(new URL(img.currentSrc).searchParams.get('w')))).toBeLessThanOrEqual(384);
      expect(await horizontalOverflow(page)).toBe(0);

      await page.setViewportSize({ width: 1280, height: 900 });
      const [wideImage, wideTitle] = [await first.locator('img').boundingBox(), await first.getByRole('heading').boundingBox()];
      expect(wideImage!.y + wideImage!.height).toBeLessThanOrEqual(wideTitle!.y);
    });
  }
});

test.describe('on now / up next (Montréal time, in the browser)', () => {
  // 21:30 in Montréal on the first night (EDT, UTC−4).
  const firstNight = new Date('2027-09-23T01:30:00Z');

  for (const lang of languages) {
    test(`${lang.calendar}: what is on at 21:30 and what starts next; it moves on with the clock`, async ({ page }) => {
      await page.clock.install({ time: firstNight });
      await page.goto(lang.calendar);
      const panel = page.locator('[data-now-and-next]');
      // Shown as the page is parsed, before any of React's scripts.
      await expect(panel).toBeVisible();
      const onNow = panel.locator('[data-now-list="on"]');
      await expect(onNow.getByRole('link', { name: /Mira Solenne/ })).toBeVisible();
      await expect(onNow.getByRole('link', { name: /Neon Tundra/ })).toBeVisible();
      await expect(panel.locator('[data-now-list="next"]').getByRole('link', { name: /Glasshouse Weather/ })).toBeVisible();
      await expect(panel).toContainText('10:00 pm');
      // The entries on now are marked on the list itself.
      await expect(page.locator('main li[data-now="on"]')).toHaveCount(await onNow.getByRole('link').count());
      // Half an hour later Glasshouse Weather has started.
      await page.clock.runFor(31 * 60_000);
      await expect(onNow.getByRole('link', { name: /Glasshouse Weather/ })).toBeVisible();
      // Jump to now focuses the first event on now.
      await panel.getByRole('button', { name: lang.locale === 'en' ? 'Jump to now' : 'Aller à l’heure actuelle' }).click();
      await expect(page.locator(':focus')).toHaveAttribute('href', /\/(event|evenement)\//);
    });
  }

  test('the timetable shows it too, from the visible rendering only', async ({ page }) => {
    await page.clock.install({ time: firstNight });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/festival-schedule');
    const onNow = page.locator('[data-now-and-next] [data-now-list="on"]');
    await expect(onNow.getByRole('link', { name: /Mira Solenne/ })).toHaveCount(1);
    await expect(page.locator('table [data-now="on"]').first()).toBeVisible();
    // The panel and the marked entries in the site's identity, readable (contrast) and labelled.
    await expectNoAxeViolations(page);
  });

  test('a day page of another day offers to jump to today’s page', async ({ page }) => {
    await page.clock.install({ time: firstNight });
    await page.goto('/calendar/2027-09-25');
    const panel = page.locator('[data-now-and-next]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Jump to now' })).toHaveAttribute('href', '/calendar/2027-09-22#now');
    // Nothing of the 25th is "up next" on the night of the 22nd.
    await expect(panel.locator('[data-now-list]')).toHaveCount(0);
  });

  test('outside the festival there is nothing of the kind', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-08-01T18:00:00Z') });
    await page.goto('/festival-schedule');
    await expect(page.locator('[data-timetable]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jump to now' })).toHaveCount(0);
    await expect(page.locator('[data-now-and-next]')).toBeHidden();
    // The morning after the last night.
    await page.clock.setFixedTime(new Date('2027-09-27T12:00:00Z'));
    await page.goto('/calendar');
    await expect(page.locator('[data-now-and-next]')).toBeHidden();
  });
});

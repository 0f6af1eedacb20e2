import { expect, test } from '@playwright/test';

/**
 * An event's facts come first on a phone (issue 25): on every event page, in both languages, at
 * 390×844, the status badge, date and time, doors, venue, price, the ticket action and the star
 * are all within the first screen, above the poster. A laptop keeps the sidebar beside the poster.
 */

test.describe.configure({ timeout: 300_000 });

async function eventPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => /^\/(fr\/evenement|event)\/[^/]+$/.test(path));
}

interface FactBox {
  what: string;
  bottom: number;
}

test('every event page: status, date, doors, venue, price, ticket action and star within the first 844 px at 390 wide', async ({ page, request }) => {
  const paths = await eventPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  await page.setViewportSize({ width: 390, height: 844 });
  let sawFewLeftBeside = false;
  for (const path of paths) {
    await page.goto(path);
    const { facts, posterTop } = await page.evaluate(() => {
      const panel = document.querySelector('[data-event-facts]');
      const boxes: { what: string; bottom: number }[] = [];
      const add = (what: string, element: Element | null | undefined) => {
        if (element) boxes.push({ what, bottom: element.getBoundingClientRect().bottom + window.scrollY });
      };
      add('status', panel?.querySelector('[data-event-status]'));
      add('new date', panel?.querySelector('.flag'));
      for (const dd of panel?.querySelectorAll('dd') ?? []) add(`fact ${dd.previousElementSibling?.textContent}`, dd);
      for (const child of panel?.querySelectorAll('[data-ticket-action] > *') ?? []) add('ticket action', child);
      add('star', panel?.querySelector('[data-schedule-star]'));
      const poster = document.querySelector('main article > img');
      return { facts: boxes, posterTop: poster ? poster.getBoundingClientRect().top + window.scrollY : null };
    });
    const names = facts.map((fact: FactBox) => fact.what);
    expect(names, path).toEqual(expect.arrayContaining(['star']));
    expect(names.filter((name: string) => name.startsWith('fact')).length, path).toBeGreaterThanOrEqual(2);
    for (const fact of facts) {
      expect(fact.bottom, `${path}: ${fact.what}`).toBeLessThanOrEqual(844);
      if (posterTop !== null) expect(fact.bottom, `${path}: ${fact.what} before the poster`).toBeLessThanOrEqual(posterTop);
    }
    // The action stays an action: "Buy tickets" with the stock status beside it.
    const action = page.locator('[data-ticket-action="few_left"]');
    if (await action.count()) {
      await expect(action.getByRole('link', { name: /^(Buy tickets|Billets)/ })).toBeVisible();
      await expect(action.locator('[data-stock-status]')).toHaveText(/Few tickets left|Derniers billets/);
      sawFewLeftBeside = true;
    }
  }
  expect(sawFewLeftBeside).toBe(true);
});

test('a laptop keeps the facts as a sidebar beside the poster', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Full calendar', exact: true }).click();
  await page.locator('main article a.card-link').first().click();
  const facts = (await page.locator('[data-event-facts]').boundingBox())!;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(facts.x).toBeGreaterThan(title.x + title.width - 1);
  expect(facts.y).toBeLessThan(title.y + title.height);
});

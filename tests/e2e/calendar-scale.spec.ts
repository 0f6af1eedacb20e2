import { expect, type Page, test } from '@playwright/test';

/**
 * The bounded calendar at CMS_SCALE=500 (tests/e2e/scale.config.ts), without JavaScript: from
 * the home page, each festival day's section lists at most 15 events and ends with "All N
 * events on {weekday} →", whose day page lists every event of that day, as the content server
 * holds them.
 */
const cmsGraphql = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}/graphql/`;
const sectionCap = 15;

const languages = [
  { code: 'EN' as const, home: '/', seeCalendar: 'Full calendar', calendar: '/calendar', eventPrefix: '/event/', allOf: /^All (\d+) events on \p{L}+ →$/u },
  { code: 'FR' as const, home: '/fr', seeCalendar: 'Tout le calendrier', calendar: '/fr/calendrier', eventPrefix: '/fr/evenement/', allOf: /^Les (\d+) événements du \p{L}+ →$/u },
];

function festivalDayOf(when: string): string {
  const [date = '', time = '00'] = when.split('T');
  if (Number(time.slice(0, 2)) >= 6) return date;
  const previous = new Date(`${date}T12:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

/** Each festival day's event slugs, every page of the content server's answer. */
async function eventsByDay(language: 'EN' | 'FR'): Promise<Map<string, string[]>> {
  const days = new Map<string, string[]>();
  let after: string | null = null;
  for (;;) {
    const cursor: string = after ? `, after: ${JSON.stringify(after)}` : '';
    const query: string = `{ events(first: 100${cursor}, where: { language: ${language} }) { pageInfo { hasNextPage endCursor } nodes { slug eventDetails { showDatetime newDate } } } }`;
    const response: Response = await fetch(cmsGraphql, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    type Answer = { data: { events: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: Array<{ slug: string; eventDetails: { showDatetime: string | null; newDate: string | null } }> } } };
    const { events }: Answer['data'] = ((await response.json()) as Answer).data;
    for (const event of events.nodes) {
      const when = event.eventDetails.newDate ?? event.eventDetails.showDatetime;
      if (!when) continue;
      const day = festivalDayOf(when);
      days.set(day, [...(days.get(day) ?? []), event.slug]);
    }
    if (!events.pageInfo.hasNextPage) return days;
    after = events.pageInfo.endCursor;
  }
}

async function cardSlugs(page: Page, scope: string, eventPrefix: string): Promise<string[]> {
  const hrefs = await page.locator(`${scope} article a.card-link`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.map((href) => decodeURIComponent(href.slice(eventPrefix.length)));
}

test.use({ javaScriptEnabled: false });

for (const width of [390, 1280]) {
  for (const lang of languages) {
    test(`${lang.code} at ${width} px: each day's section is capped and links to its whole day`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      const expected = await eventsByDay(lang.code);
      expect(Math.max(...[...expected.values()].map((slugs) => slugs.length))).toBeGreaterThan(sectionCap);
      await page.goto(lang.home);
      await page.getByRole('main').getByRole('link', { name: lang.seeCalendar }).first().click();
      await expect(page).toHaveURL(new RegExp(`${lang.calendar}$`));
      const days = await page.locator('main section[data-day]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-day')!));
      expect(days.sort()).toEqual([...expected.keys()].sort());
      // Every day at desktop width; the busiest one on a phone.
      const checked = width === 1280 ? days : [[...expected.entries()].sort((a, b) => b[1].length - a[1].length)[0]![0]];
      for (const day of checked) {
        await page.goto(lang.calendar);
        const all = expected.get(day)!;
        const section = `main section[data-day="${day}"]`;
        const shown = await cardSlugs(page, section, lang.eventPrefix);
        expect(shown.length, day).toBe(Math.min(all.length, sectionCap));
        expect(all, day).toEqual(expect.arrayContaining(shown));
        const more = page.locator(`${section} a[data-day-link]`);
        const [, count] = (await more.textContent())!.trim().match(lang.allOf) ?? [];
        expect(Number(count), day).toBe(all.length);
        await more.click();
        await expect(page).toHaveURL(`${lang.calendar}/${day}#events`);
        expect((await cardSlugs(page, 'main', lang.eventPrefix)).sort(), day).toEqual([...all].sort());
      }
    });
  }
}

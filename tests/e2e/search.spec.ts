import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The search panel and the no-JavaScript results page, in both languages, on the seed. Search
 * terms are read from the site's own pages (calendar, artist list, news, about, contact) so the
 * tests follow the seed rather than hard-coding what it holds.
 */

const cases = [
  {
    locale: 'en',
    home: '/',
    calendar: '/calendar',
    artists: '/artists',
    news: '/news',
    about: '/about',
    contact: '/contact',
    searchPage: '/search',
    icon: 'Search the site',
    title: 'Search POP Montreal',
    field: 'Search terms',
    submit: 'Search',
    close: 'Close search',
    empty: 'Please enter search terms',
    heading: (term: string) => `Search Results for "${term}"`,
    sections: { events: 'Events', artists: 'Artists', venues: 'Venues', news: 'News', pages: 'Pages' },
    loadMore: (title: string) => `Load more ${title}`,
    newDate: 'New Date!',
    hrefs: { event: /^\/event\/[^/]+$/, artist: /^\/artist\/[^/]+$/, news: /^\/news\/[^/]+$/ },
    dateTime: /^[A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [ap]m$/,
  },
  {
    locale: 'fr',
    home: '/fr',
    calendar: '/fr/calendrier',
    artists: '/fr/artistes',
    news: '/fr/nouvelles',
    about: '/fr/a-propos',
    contact: '/fr/contact',
    searchPage: '/fr/recherche',
    icon: 'Rechercher dans le site',
    title: 'POP Montréal Recherche',
    field: 'Termes de recherche',
    submit: 'Rechercher',
    close: 'Fermer la recherche',
    empty: 'Veuillez entrer un terme de recherche',
    heading: (term: string) => `Résultats pour "${term}"`,
    sections: { events: 'Événements', artists: 'Artistes', venues: 'Lieux', news: 'Nouvelles', pages: 'Pages' },
    loadMore: (title: string) => `Plus d'${title}`,
    newDate: 'Nouvelle date!',
    hrefs: { event: /^\/fr\/evenement\/[^/]+$/, artist: /^\/fr\/artiste\/[^/]+$/, news: /^\/fr\/nouvelles\/[^/]+$/ },
    dateTime: /^\d{1,2} \S+, \d{4} · \d{1,2}:\d{2} [ap]m$/,
  },
] as const;

type Case = (typeof cases)[number];

function panel(page: Page, c: Case): Locator {
  return page.getByRole('dialog', { name: c.title });
}

/**
 * The live panel, once its code is here: fetched when the pointer reaches the icon, after which
 * the icon stops opening the server-rendered frame (tests/e2e/native-controls.spec.ts) and opens
 * the panel.
 */
async function openPanel(page: Page, c: Case): Promise<Locator> {
  const icon = page.getByRole('button', { name: c.icon });
  await icon.hover();
  await expect(icon).not.toHaveAttribute('commandfor');
  await icon.click();
  const dialog = panel(page, c);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, c: Case, term: string): Promise<Locator> {
  const dialog = panel(page, c);
  await dialog.getByRole('textbox', { name: c.field }).fill(term);
  await dialog.getByRole('button', { name: c.submit, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: c.heading(term) })).toBeVisible();
  return dialog;
}

function section(scope: Locator, name: string): Locator {
  return scope.getByRole('region', { name, exact: true });
}

/** Titles as a list page shows them, with the links they lead to. */
async function listedItems(page: Page, path: string, selector: string) {
  await page.goto(path);
  return page.locator(selector).evaluateAll((links) =>
    links.map((link) => ({ title: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
  );
}

/** A word of at least 4 letters found in more than 5 of the titles, if any. */
function commonWord(titles: string[]): string | null {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(title.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const best = [...counts.entries()].filter(([, n]) => n > 5).sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? null;
}

for (const c of cases) {
  test.describe(`search panel (${c.locale})`, () => {
    test('an empty term is refused with a message and no request', async ({ page }) => {
      await page.goto(c.home);
      const dialog = await openPanel(page, c);
      await expect(dialog.getByRole('textbox', { name: c.field })).toBeFocused();
      await expect(page.locator('body')).toHaveClass(/modal-open/);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await dialog.getByRole('button', { name: c.submit, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(c.empty);
      await dialog.getByRole('textbox', { name: c.field }).fill('    ');
      await dialog.getByRole('textbox', { name: c.field }).press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(c.empty);
      // A real term next: once its results show, any request the empty ones made has been seen.
      // The panel searches the index it loaded on opening: no search reaches the site at all.
      await search(page, c, 'music');
      const searches = requests.filter((url) => {
        const path = new URL(url).pathname;
        return path === '/api/search' || path === c.searchPage;
      });
      expect(searches).toEqual([]);
      const indexFile = `/search-index.${c.locale}.json`;
      expect(requests.filter((url) => new URL(url).pathname === indexFile).length).toBeLessThanOrEqual(1);
    });

    test('finds events, artists, news, festival sections and pages by their titles', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      const artists = await listedItems(page, c.artists, 'main article h2 a');
      const news = await listedItems(page, c.news, 'main article h2 a');
      const sections = await listedItems(page, c.about, 'main nav[aria-labelledby="about-sections-heading"] a > span:first-child');
      await page.goto(c.contact);
      const contactTitle = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      const about = await page.goto(c.about).then(() => page.locator('main nav[aria-labelledby="about-sections-heading"] a').first().getAttribute('href'));
      // Each list on its own: a failure names the one that came back empty.
      for (const [list, items] of Object.entries({ events, artists, news, sections })) expect(items.length, `${list} listed on ${c.locale} pages`).toBeGreaterThan(0);
      expect(contactTitle, 'the contact page title').not.toBe('');

      await page.goto(c.home);
      await openPanel(page, c);
      const lookups = [
        { item: events[0]!, section: c.sections.events },
        { item: artists[0]!, section: c.sections.artists },
        { item: news[0]!, section: c.sections.news },
        { item: { title: sections[0]!.title, href: about ?? '' }, section: c.sections.pages },
        { item: { title: contactTitle, href: c.contact }, section: c.sections.pages },
      ];
      for (const { item, section: name } of lookups) {
        const dialog = await search(page, c, item.title);
        const link = section(dialog, name).getByRole('link', { name: item.title, exact: true }).first();
        await expect(link).toHaveAttribute('href', item.href);
      }
      // The section order of the spec.
      const dialog = panel(page, c);
      await expect(dialog.locator('section[data-section] > h3')).toHaveText(Object.values(c.sections));
    });

    test("a card shows the event's flag, venue, date and time", async ({ page }) => {
      await page.goto(c.calendar);
      const rescheduled = page.locator('main article').filter({ hasText: c.newDate }).first();
      await expect(rescheduled).toBeVisible();
      const title = (await rescheduled.locator('h3').textContent())!.trim();
      // Under its day heading the calendar card says the time; the search card says date and time.
      const startsAt = (await rescheduled.locator('time').getAttribute('datetime'))!;
      const venue = (await rescheduled.locator('p.text-muted').first().textContent())!.trim();

      await page.goto(c.home);
      await openPanel(page, c);
      const dialog = await search(page, c, title);
      const card = section(dialog, c.sections.events).getByRole('article').filter({ hasText: title }).first();
      await expect(card.getByText(c.newDate, { exact: true })).toBeVisible();
      await expect(card.getByText(venue, { exact: true })).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', startsAt);
      await expect(card.locator('time')).toHaveText(c.dateTime);
      const image = card.locator('img').first();
      // The spec's 258×142 on screen: the image's whole box, nothing (a border) added to it.
      const box = await image.boundingBox();
      expect([box?.width, box?.height]).toEqual([258, 142]);
    });

    test('load more appends to the section and disappears at the end', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      const term = commonWord(events.map((e) => e.title)) ?? 'e';
      await page.goto(c.home);
      await openPanel(page, c);
      const dialog = await search(page, c, term);
      const events_ = section(dialog, c.sections.events);
      await expect(events_.getByRole('article')).toHaveCount(5);
      const more = events_.getByRole('button', { name: c.loadMore(c.sections.events) });
      await more.click();
      await expect.poll(() => events_.getByRole('article').count()).toBeGreaterThan(5);
      // Focus moves to the first appended card (its title link; a card also links its venue).
      await expect(events_.locator('a[data-result-index]').nth(5)).toBeFocused();
      let clicks = 1;
      while ((await more.count()) > 0 && clicks < 10) {
        const before = await events_.getByRole('article').count();
        await more.click();
        await expect.poll(() => events_.getByRole('article').count()).toBeGreaterThan(before);
        clicks += 1;
      }
      await expect(more).toHaveCount(0);
      const hrefs = await events_.locator('a[data-result-index]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(hrefs.length).toBeGreaterThan(5);
    });

    test('clicking a card navigates and closes the panel', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      await page.goto(c.home);
      await openPanel(page, c);
      const dialog = await search(page, c, events[0]!.title);
      await section(dialog, c.sections.events).getByRole('link', { name: events[0]!.title, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${events[0]!.href}$`));
      await expect(panel(page, c)).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    });

    test('Escape and the close button close it; focus returns to the icon', async ({ page }) => {
      await page.goto(c.home);
      await openPanel(page, c);
      await page.keyboard.press('Escape');
      await expect(panel(page, c)).toBeHidden();
      await expect(page.getByRole('button', { name: c.icon })).toBeFocused();
      await expect(page.locator('body')).not.toHaveClass(/modal-open/);
      const dialog = await openPanel(page, c);
      await dialog.getByRole('button', { name: c.close }).click();
      await expect(panel(page, c)).toBeHidden();
      await expect(page.getByRole('button', { name: c.icon })).toBeFocused();
    });

    test("without its index the panel asks the search route; the route's errors replace the heading; the panel stays usable", async ({ page }) => {
      const message = 'Response not successful: Received status code 500';
      await page.route('**/search-index.*.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.route('**/api/search?*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [message] }) }),
      );
      await page.goto(c.home);
      const dialog = await openPanel(page, c);
      await dialog.getByRole('textbox', { name: c.field }).fill('jazz');
      await dialog.getByRole('button', { name: c.submit, exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText(message);
      await expect(dialog.getByRole('heading', { name: c.heading('jazz') })).toHaveCount(0);
      await page.unroute('**/api/search?*');
      await search(page, c, 'jazz');
    });

    test('works with the keyboard only, focus kept inside the panel', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      await page.goto(c.home);
      const icon = page.getByRole('button', { name: c.icon });
      for (let i = 0; i < 40 && !(await icon.evaluate((el) => el === document.activeElement)); i += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(icon).toBeFocused();
      // Focus fetched the live panel's code; once it is here, the icon opens the panel.
      await expect(icon).not.toHaveAttribute('commandfor');
      await page.keyboard.press('Enter');
      const dialog = panel(page, c);
      const field = dialog.getByRole('textbox', { name: c.field });
      await expect(field).toBeFocused();
      // The close button comes first; Shift+Tab from it wraps to the panel's last control and
      // Tab from there comes back: focus never leaves the panel.
      const close = dialog.getByRole('button', { name: c.close });
      await page.keyboard.press('Shift+Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(close).not.toBeFocused();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await page.keyboard.type(events[0]!.title);
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: c.heading(events[0]!.title) })).toBeVisible();
      const target = section(dialog, c.sections.events).getByRole('link', { name: events[0]!.title, exact: true }).first();
      for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${events[0]!.href}$`));
    });

    test('has no accessibility violations, open and with results', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      const term = commonWord(events.map((e) => e.title)) ?? 'e';
      await page.goto(c.home);
      await openPanel(page, c);
      await expectNoAxeViolations(page);
      await search(page, c, term);
      await expectNoAxeViolations(page);
      await page.mouse.move(0, 0);
      await page.setViewportSize({ width: 1280, height: 2200 });
      await page.screenshot({ path: `test-results/search-panel-${c.locale}.png` });
    });

    test('the search route answers from the CDN and refuses bad input', async ({ request }) => {
      const ok = await request.get(`/api/search?q=jazz&lang=${c.locale}`);
      expect(ok.status()).toBe(200);
      expect(ok.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
      const body = await ok.json();
      expect(Object.keys(body.sections)).toEqual(['events', 'artists', 'venues', 'news', 'pages']);
      const bad = await request.get(`/api/search?q=${'x'.repeat(101)}&lang=${c.locale}`);
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toEqual({ error: 'Parameter "q" must be at most 100 characters' });
    });
  });

  test.describe(`search without JavaScript (${c.locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the icon opens the search form, which leads to the results page, whose form searches and pages through a section', async ({ page }) => {
      const events = await listedItems(page, c.calendar, 'main article h3 a');
      const term = commonWord(events.map((e) => e.title)) ?? 'e';
      await page.goto(c.home);
      // The icon opens the server-rendered dialog by itself (an invoker command: no script).
      await page.getByRole('button', { name: c.icon }).click();
      const frame = panel(page, c);
      await expect(frame.getByRole('textbox', { name: c.field })).toBeFocused();
      await frame.getByRole('textbox', { name: c.field }).fill(term);
      await frame.getByRole('button', { name: c.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.searchPage}\\?q=`));
      await expect(page.getByRole('heading', { level: 2, name: c.heading(term) })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const events_ = section(page.locator('main'), c.sections.events);
      await expect(events_.getByRole('article')).toHaveCount(5);
      const more = events_.getByRole('link', { name: c.loadMore(c.sections.events) });
      expect(await more.getAttribute('href')).toMatch(/[?&]section=events&after=/);
      await more.click();
      await expect(page.getByRole('heading', { level: 2, name: c.heading(term) })).toBeVisible();
      expect(await section(page.locator('main'), c.sections.events).getByRole('article').count()).toBeGreaterThan(0);
      await expect(section(page.locator('main'), c.sections.artists)).toHaveCount(0);

      // The page's own form refuses an empty term.
      await page.getByRole('main').getByRole('textbox', { name: c.field }).fill('');
      await page.getByRole('main').getByRole('button', { name: c.submit, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(c.empty);
    });
  });
}

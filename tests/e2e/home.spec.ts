import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { layoutShiftOnceSettled, observeLayoutShifts } from './support/layout-shift';

/**
 * The festival's front page, at a phone's and a laptop's width in both languages: the hero from
 * the content (name, dates derived from the events, tickets), and every section leading where it
 * says. The seed's festival runs 22–26 September 2027 (a show after midnight belongs to the
 * night before).
 */
const cases = [
  {
    locale: 'en',
    path: '/',
    name: 'POP Montreal',
    dates: 'September 22–26, 2027',
    tickets: { name: 'Tickets and passes', href: '/tickets-and-passes' },
    lineup: 'Lineup',
    allArtists: { name: 'All artists', href: '/artists' },
    upcoming: 'Upcoming events',
    calendar: { name: 'Full calendar', href: '/calendar' },
    schedule: { name: 'Festival schedule', href: '/festival-schedule' },
    sections: 'The festival',
    news: 'Latest news',
    allNews: { name: 'All news', href: '/news' },
    paths: { artist: /^\/artist\/[a-z0-9-]+$/, event: /^\/event\/[a-z0-9-]+$/, about: /^\/about(\/[a-z0-9-]+)?$/, news: /^\/news\/[a-z0-9-]+$/ },
    // 'MMM d, yyyy · h:mm a' with a lowercase am/pm, e.g. "Sep 22, 2027 · 8:30 pm"
    dateTime: /^[A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [ap]m$/,
  },
  {
    locale: 'fr',
    path: '/fr',
    name: 'POP Montréal',
    dates: '22–26 septembre 2027',
    tickets: { name: 'Billets et passeports', href: '/fr/billets-et-passeports' },
    lineup: 'Programmation',
    allArtists: { name: 'Tous les artistes', href: '/fr/artistes' },
    upcoming: 'Événements à venir',
    calendar: { name: 'Tout le calendrier', href: '/fr/calendrier' },
    schedule: { name: 'Programme du festival', href: '/fr/programme-du-festival' },
    sections: 'Le festival',
    news: 'Dernières nouvelles',
    allNews: { name: 'Toutes les nouvelles', href: '/fr/nouvelles' },
    paths: {
      artist: /^\/fr\/artiste\/[a-z0-9-]+$/,
      event: /^\/fr\/evenement\/[a-z0-9-]+$/,
      about: /^\/fr\/a-propos(\/[a-z0-9-]+)?$/,
      news: /^\/fr\/nouvelles\/[a-z0-9-]+$/,
    },
    dateTime: /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.), \d{4} · \d{1,2}:\d{2} [ap]m$/,
  },
] as const;

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'laptop', size: { width: 1280, height: 900 } },
] as const;

/** A decided cookie choice keeps the banner (tested on its own) off the page. */
async function visit(page: Page, path: string) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

/** Every link of a section answers 200 (each followed once, without a browser). */
async function expectLinksAnswer(page: Page, hrefs: string[]) {
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
}

async function hrefsIn(page: Page, sectionName: string): Promise<string[]> {
  const section = page.getByRole('region', { name: sectionName });
  return section.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

for (const c of cases) {
  for (const viewport of viewports) {
    test.describe(`home page (${c.locale}, ${viewport.name})`, () => {
      test.use({ viewport: viewport.size });

      test('the hero names the festival, gives its dates from the events and leads to the passes', async ({ page }) => {
        await visit(page, c.path);
        await expect(page.locator('html')).toHaveAttribute('lang', c.locale);
        const hero = page.getByTestId('home-hero');
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText(c.name);
        await expect(hero.getByTestId('festival-dates')).toHaveText(c.dates);
        await expect(hero.getByTestId('festival-dates')).toBeInViewport();
        const tickets = hero.getByRole('link', { name: c.tickets.name });
        await expect(tickets).toBeInViewport();
        await expect(tickets).toHaveAttribute('href', c.tickets.href);
        await tickets.click();
        await expect(page).toHaveURL(new RegExp(`${c.tickets.href}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      test('the lineup, next events, sections and news lead to their pages', async ({ page }) => {
        test.setTimeout(60_000);
        await visit(page, c.path);

        const lineup = await hrefsIn(page, c.lineup);
        expect(lineup).toContain(c.allArtists.href);
        const artists = lineup.filter((href) => href !== c.allArtists.href);
        expect(artists.length).toBeGreaterThanOrEqual(10);
        for (const href of artists) expect(href).toMatch(c.paths.artist);

        const upcoming = page.getByRole('region', { name: c.upcoming });
        const cards = upcoming.getByRole('article');
        await expect(cards).toHaveCount(6);
        expect((await cards.first().locator('time').textContent())?.trim()).toMatch(c.dateTime);
        await expect(upcoming.getByRole('link', { name: c.calendar.name })).toHaveAttribute('href', c.calendar.href);
        await expect(upcoming.getByRole('link', { name: c.schedule.name })).toHaveAttribute('href', c.schedule.href);
        // Each card links its event, and its venue's page.
        const cardLinks = (await hrefsIn(page, c.upcoming)).filter((href) => href !== c.calendar.href && href !== c.schedule.href);
        const venueLink = /^(\/venue|\/fr\/lieu)\/[a-z0-9-]+$/;
        const events = cardLinks.filter((href) => !venueLink.test(href));
        expect(events.length).toBeGreaterThanOrEqual(6);
        for (const href of events) expect(href).toMatch(c.paths.event);
        expect(cardLinks.filter((href) => venueLink.test(href)).length).toBeGreaterThan(0);

        // The seven pop categories (music, visual arts, film, kids, marché, puces, symposium).
        const sections = await hrefsIn(page, c.sections);
        expect(sections).toHaveLength(7);
        for (const href of sections) expect(href).toMatch(c.paths.about);

        const news = page.getByRole('region', { name: c.news });
        await expect(news.getByRole('article')).toHaveCount(3);
        const newsLinks = await hrefsIn(page, c.news);
        expect(newsLinks).toContain(c.allNews.href);
        for (const href of newsLinks.filter((h) => h !== c.allNews.href)) expect(href).toMatch(c.paths.news);

        // One link of each kind, and every "more" link, answers.
        await expectLinksAnswer(page, [
          artists[0]!,
          c.allArtists.href,
          events[0]!,
          c.calendar.href,
          c.schedule.href,
          sections[0]!,
          sections[1]!,
          newsLinks[0]!,
          c.allNews.href,
        ]);
      });

      test('does not move once painted (no layout shift, fonts included), with the two self-hosted fonts only', async ({ page }) => {
        await observeLayoutShifts(page);
        await visit(page, c.path);
        expect(await layoutShiftOnceSettled(page)).toBe(0);
        // The two self-hosted faces, and no other font file.
        const fonts = await page.evaluate(() =>
          performance.getEntriesByType('resource').filter((r) => /\.(woff2?|ttf|otf)(\?|$)/.test(r.name)).map((r) => r.name),
        );
        expect(fonts).toHaveLength(2);
        for (const font of fonts) expect(new URL(font).origin).toBe(new URL(page.url()).origin);
      });

      test('has no accessibility violations', async ({ page }) => {
        // axe reads every node of a long page: slow on a busy 2-core machine.
        test.setTimeout(120_000);
        await visit(page, c.path);
        await expectNoAxeViolations(page);
      });
    });
  }

  test.describe(`home page (${c.locale})`, () => {
    test('is pre-rendered and cacheable by a CDN', async ({ request }) => {
      const response = await request.get(c.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['x-powered-by']).toBeUndefined();
    });
  });
}

/** The client components a route's pages can load, by source file, from the build's manifest. */
function clientComponentsOf(route: string): string[] {
  const file = path.join('.next/server/app', route, 'page_client-reference-manifest.js');
  const sandbox = { __RSC_MANIFEST: {} as Record<string, { clientModules: Record<string, unknown> }> };
  new Function('globalThis', readFileSync(file, 'utf8'))(sandbox);
  return Object.values(sandbox.__RSC_MANIFEST).flatMap((manifest) => Object.keys(manifest.clientModules));
}

// The calendar is the list whose cards the home page's next events are (with their stars). How
// the bundler groups modules into chunks differs between the two pages, so the check is on the
// client components themselves, not on chunk file names.
test('the home page has no JavaScript of its own: each client component it loads, the calendar loads too', () => {
  const home = clientComponentsOf('[locale]');
  const calendar = new Set(clientComponentsOf('[locale]/calendar'));
  expect(home.length).toBeGreaterThan(0);
  expect(home.filter((module) => !calendar.has(module))).toEqual([]);
});

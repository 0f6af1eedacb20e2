import { gzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Venue pages (issue 27), against the content server: every venue's page in both languages holds
 * exactly its events, in time order, grouped by festival day, with its description and its
 * JSON-LD Place; visitors reach them by clicking a venue's name wherever it is printed (an event
 * page, a card, the timetable's column headings, a search card, My schedule), at 390 and 1280 px.
 */

test.describe.configure({ timeout: 180_000 });

const cmsGraphql = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}/graphql/`;

const languages = [
  { locale: 'en', code: 'EN', home: '/', venues: '/venues', venuePrefix: '/venue/', eventPrefix: '/event/', calendar: 'Full calendar', allVenues: 'All venues', searchIcon: 'Search the site', searchField: 'Search terms', searchSubmit: 'Search', searchTitle: 'Search POP Montreal', add: 'Add to My schedule', mySchedule: 'My schedule', programme: 'What’s on here', notFound: /not found/i },
  { locale: 'fr', code: 'FR', home: '/fr', venues: '/fr/lieux', venuePrefix: '/fr/lieu/', eventPrefix: '/fr/evenement/', calendar: 'Tout le calendrier', allVenues: 'Tous les lieux', searchIcon: 'Rechercher dans le site', searchField: 'Termes de recherche', searchSubmit: 'Rechercher', searchTitle: 'POP Montréal Recherche', add: 'Ajouter à Mon horaire', mySchedule: 'Mon horaire', programme: 'Au programme ici', notFound: /introuvable/i },
] as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

interface CmsVenue {
  slug: string;
  title: string;
  content: string;
  translation: { slug: string } | null;
}

interface CmsEvent {
  slug: string;
  title: string;
  startsAt: string | null;
  venue: string | null;
}

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post(cmsGraphql, { data: { query } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** What the content server holds, read independently of the site. */
async function content(request: APIRequestContext, code: 'EN' | 'FR'): Promise<{ venues: CmsVenue[]; events: CmsEvent[] }> {
  const data = await graphql<{
    venues: { nodes: CmsVenue[] };
    events: { nodes: Array<{ slug: string; title: string; eventDetails: { showDatetime: string | null; newDate: string | null; eventVenue: { nodes: Array<{ slug?: string }> } | null } }> };
  }>(
    request,
    `{ venues(first: 100, where: { language: ${code} }) { nodes { slug title content translation(language: ${code === 'EN' ? 'FR' : 'EN'}) { slug } } }
       events(first: 500, where: { language: ${code} }) { nodes { slug title eventDetails { showDatetime newDate eventVenue { nodes { ... on Venue { slug } } } } } } }`,
  );
  const wallClock = (value: string | null) => value?.replace(' ', 'T').slice(0, 16) ?? null;
  return {
    venues: data.venues.nodes,
    events: data.events.nodes.map((event) => ({
      slug: event.slug,
      title: event.title,
      startsAt: wallClock(event.eventDetails.newDate) ?? wallClock(event.eventDetails.showDatetime),
      venue: event.eventDetails.eventVenue?.nodes[0]?.slug ?? null,
    })),
  };
}

/** The festival night an event belongs to: before 6 am it is the previous day's. */
function festivalNight(startsAt: string): string {
  const date = new Date(`${startsAt.slice(0, 10)}T12:00:00Z`);
  if (Number(startsAt.slice(11, 13)) < 6) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The venue's events, as its page must show them: by night, each night in time order. */
function expectedProgramme(events: CmsEvent[], venue: string): Array<{ day: string; slugs: string[] }> {
  const dated = events
    .filter((event) => event.venue === venue && event.startsAt)
    .sort((a, b) => a.startsAt!.localeCompare(b.startsAt!) || a.title.localeCompare(b.title));
  const days = new Map<string, string[]>();
  for (const event of dated) days.set(festivalNight(event.startsAt!), [...(days.get(festivalNight(event.startsAt!)) ?? []), event.slug]);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, slugs]) => ({ day, slugs }));
}

async function shownProgramme(page: Page, eventPrefix: string): Promise<Array<{ day: string; slugs: string[] }>> {
  return page.locator('[data-venue-day]').evaluateAll((sections, prefix) =>
    sections.map((section) => ({
      day: section.getAttribute('data-venue-day') ?? '',
      slugs: [...section.querySelectorAll('.card-title a')].map((link) => decodeURIComponent((link.getAttribute('href') ?? '').slice(prefix.length))),
    })),
  eventPrefix);
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
}

function firstParagraph(html: string): string {
  return (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

for (const lang of languages) {
  test(`${lang.locale}: every venue page holds exactly its events, in time order, grouped by festival night; its description; its JSON-LD Place`, async ({ page, request }) => {
    const { venues, events } = await content(request, lang.code);
    expect(venues.length).toBeGreaterThan(5);
    for (const venue of venues) {
      const path = `${lang.venuePrefix}${venue.slug}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // The budget: a venue page's HTML is at most 25 KB gzipped.
      expect(gzipSync(await response!.body()).length, `${path} gzipped`).toBeLessThanOrEqual(25 * 1024);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(venue.title);
      await expect(page.locator('main'), path).toContainText(firstParagraph(venue.content));
      expect(await shownProgramme(page, lang.eventPrefix), path).toEqual(expectedProgramme(events, venue.slug));
      const place = (await jsonLd(page)).find((data) => data['@type'] === 'Place');
      expect(place, path).toMatchObject({ '@context': 'https://schema.org', name: venue.title });
      expect(new URL(place!.url as string).pathname, path).toBe(path);
      // Canonical, hreflang and the language switch lead to the same venue in the other language.
      const other = venue.translation ? `${lang.locale === 'en' ? '/fr/lieu/' : '/venue/'}${venue.translation.slug}` : null;
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname, path).toBe(path);
      if (other) {
        await expect(page.getByTestId('language-switch').first(), path).toHaveAttribute('href', other);
        const alternate = await page.locator(`link[rel="alternate"][hreflang="${lang.locale === 'en' ? 'fr' : 'en'}"]`).getAttribute('href');
        expect(new URL(alternate!).pathname, path).toBe(other);
      }
    }
  });

  test(`${lang.locale}: the venue list names every venue once, each with its number of events and its next event`, async ({ page, request }) => {
    const { venues, events } = await content(request, lang.code);
    await page.goto(lang.venues);
    const listed = await page.locator('[data-venue]').evaluateAll((items) => items.map((item) => item.getAttribute('data-venue')));
    expect([...listed].sort()).toEqual(venues.map((venue) => venue.slug).sort());
    for (const venue of venues) {
      const item = page.locator(`[data-venue="${venue.slug}"]`);
      await expect(item.getByRole('link', { name: venue.title, exact: true })).toHaveAttribute('href', `${lang.venuePrefix}${venue.slug}`);
      const count = events.filter((event) => event.venue === venue.slug && event.startsAt).length;
      await expect(item).toContainText(lang.locale === 'en' ? `${count} event${count === 1 ? '' : 's'}` : `${count} événement${count > 1 ? 's' : ''}`);
    }
    await expectNoAxeViolations(page);
  });

  test(`${lang.locale}: an event's JSON-LD location is its venue's Place`, async ({ page }) => {
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.calendar, exact: true }).click();
    await page.locator('main article.card').filter({ has: page.locator('a[data-venue-link]') }).first().locator('.card-title a').click();
    await expect(page.locator('[data-event-facts]')).toBeVisible();
    const event = (await jsonLd(page)).find((data) => data['@type'] === 'Event');
    const location = event?.location as Record<string, string> | undefined;
    expect(location?.['@type']).toBe('Place');
    expect(new URL(location!.url!).pathname.startsWith(lang.venuePrefix)).toBe(true);
    await page.locator('[data-event-facts] a[data-venue-link]').click();
    await expect(page).toHaveURL(new RegExp(`${lang.venuePrefix}[^/]+$`));
    const place = (await jsonLd(page)).find((data) => data['@type'] === 'Place');
    expect(place?.['@id']).toBe(location!['@id']);
    expect(place?.name).toBe(location!.name);
  });

  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: from the home page to a venue by its name on a card and on an event page, then the venue list and back to a venue`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.calendar, exact: true }).click();
      // A card's venue link.
      const card = page.locator('main article.card').filter({ has: page.locator('a[data-venue-link]') }).first();
      const cardVenue = (await card.locator('a[data-venue-link]').textContent())!.trim();
      const cardEvent = (await card.locator('.card-title a').textContent())!.trim();
      await card.locator('a[data-venue-link]').click();
      await expect(page).toHaveURL(new RegExp(`${lang.venuePrefix}[^/]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardVenue);
      await expect(page.getByRole('region', { name: lang.programme }).getByRole('link', { name: cardEvent, exact: true })).toBeVisible();
      // An event page's venue link (the event of this venue's programme).
      await page.getByRole('link', { name: cardEvent, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${lang.eventPrefix}`));
      await page.locator('[data-event-facts]').getByRole('link', { name: cardVenue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardVenue);
      // The venue list, and another venue from it.
      await page.getByRole('link', { name: lang.allVenues, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.venues}$`));
      const other = page.locator('[data-venue] .card-title a').filter({ hasNotText: cardVenue }).first();
      const otherName = (await other.textContent())!.trim();
      await other.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherName);
      await expectNoAxeViolations(page);
    });
  }

  test(`${lang.locale}, laptop: the timetable's column headings link to the venues`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.locale === 'en' ? 'Festival schedule' : 'Programme du festival', exact: true }).first().click();
    const heading = page.locator('[data-timetable] table th[scope="col"] a[data-venue-link]').first();
    const name = (await heading.textContent())!.trim();
    await heading.click();
    await expect(page).toHaveURL(new RegExp(`${lang.venuePrefix}[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test(`${lang.locale}, phone: a search card's venue and My schedule's venue lead to the venue`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.calendar, exact: true }).click();
    const card = page.locator('main article.card').filter({ has: page.locator('a[data-venue-link]') }).first();
    const title = (await card.locator('.card-title a').textContent())!.trim();
    const venue = (await card.locator('a[data-venue-link]').textContent())!.trim();
    // Star it, then find its venue in My schedule.
    await card.getByRole('button', { name: new RegExp(`^${lang.add}`) }).click();
    await page.goto(lang.home);
    await page.getByRole('link', { name: new RegExp(`^${lang.mySchedule}`) }).first().click();
    await page.locator(`main [data-pick]`).getByRole('link', { name: venue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue);
    // Search for the event: its card names the venue, a link of its own above the card's.
    await page.getByRole('button', { name: lang.searchIcon }).click();
    const dialog = page.getByRole('dialog', { name: lang.searchTitle });
    await dialog.getByRole('textbox', { name: lang.searchField }).fill(title.split(/[:+]/)[0]!.trim());
    await dialog.getByRole('button', { name: lang.searchSubmit, exact: true }).click();
    await dialog.locator('article').filter({ hasText: title }).first().getByRole('link', { name: venue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue);
  });

  test(`${lang.locale}: unknown and malformed venue slugs answer the language's 404, nothing from the URL in the page`, async ({ page }) => {
    for (const slug of ['no-such-venue', '%3Cscript%3Ealert(1)', 'x%22onmouseover%3D1']) {
      const response = await page.goto(`${lang.venuePrefix}${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
      expect(await page.content()).not.toContain('<script>alert(1)');
      expect(await page.content()).not.toContain('"onmouseover=1');
    }
  });
}

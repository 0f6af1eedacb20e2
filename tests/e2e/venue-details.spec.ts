import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * What people need to get to a venue (issue 39), as a festival-goer finds it from the home page by
 * clicking, at 390 and 1280 px in both languages: on the venue page its address with a link that
 * opens directions in a map app (and nothing asked of any map provider before a tap), its
 * accessibility in words, transit and getting there; the address under the venue on an event page
 * and on its own line in the venue list; a venue without details shows its text and no empty
 * heading. Expectations are read from the content server, not copied from the seed.
 */

test.describe.configure({ timeout: 120_000 });

const cmsGraphql = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}/graphql/`;

const languages = [
  {
    locale: 'en', code: 'EN', home: '/', calendar: 'Full calendar', allVenues: 'All venues', programme: 'What’s on here',
    visit: 'Plan your visit', address: 'Address', directions: 'Directions in Google Maps', accessibility: 'Accessibility', transit: 'Public transit', gettingThere: 'Getting there',
    features: { stepFreeEntrance: 'Step-free entrance', accessibleToilets: 'Accessible toilets', seating: 'Seating', hearingLoop: 'Hearing loop' },
    answers: { yes: 'Yes', no: 'No', unknown: 'Not known' },
  },
  {
    locale: 'fr', code: 'FR', home: '/fr', calendar: 'Tout le calendrier', allVenues: 'Tous les lieux', programme: 'Au programme ici',
    visit: 'Préparer votre visite', address: 'Adresse', directions: 'Itinéraire dans Google Maps', accessibility: 'Accessibilité', transit: 'Transport en commun', gettingThere: 'Pour vous y rendre',
    features: { stepFreeEntrance: 'Entrée de plain-pied', accessibleToilets: 'Toilettes accessibles', seating: 'Places assises', hearingLoop: 'Boucle magnétique' },
    answers: { yes: 'Oui', no: 'Non', unknown: 'Non précisé' },
  },
] as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

type Feature = keyof (typeof languages)[number]['features'];
type Answer = keyof (typeof languages)[number]['answers'];

interface CmsVenue {
  slug: string;
  title: string;
  content: string;
  venueDetails: {
    streetAddress: string | null;
    latitude: number | null;
    longitude: number | null;
    transit: string | null;
    gettingThere: string | null;
  } & Record<Feature, Answer | null>;
}

/** The venues of a language as the content server holds them, read independently of the site. */
async function cmsVenues(request: APIRequestContext, code: 'EN' | 'FR'): Promise<CmsVenue[]> {
  const response = await request.post(cmsGraphql, {
    data: {
      query: `{ venues(first: 100, where: { language: ${code} }) { nodes { slug title content venueDetails {
        streetAddress latitude longitude stepFreeEntrance accessibleToilets seating hearingLoop transit gettingThere } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { venues: { nodes: CmsVenue[] } } }).data.venues.nodes;
}

const hasDetails = (venue: CmsVenue) => Object.values(venue.venueDetails).some((value) => value !== null);

/** Every host the page asked something of: the site and the content server's images, nothing else. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  return hosts;
}

const ownHosts = (baseURL: string) => new Set([new URL(baseURL).host, new URL(cmsGraphql).host, `localhost:${new URL(cmsGraphql).port}`]);

for (const lang of languages) {
  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: from the home page to a venue's address, directions, accessibility and transit; its event shows the address; the list gives it its own line`, async ({ page, request, baseURL }) => {
      const venues = await cmsVenues(request, lang.code);
      const detailed = new Map(venues.filter(hasDetails).map((venue) => [venue.title, venue]));
      const hosts = recordHosts(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.calendar, exact: true }).click();
      // The first card at a venue with details: its venue's name leads to the venue page.
      const venueLinks = page.locator('main article.card a[data-venue-link]');
      await expect(venueLinks.first()).toBeVisible();
      const names = (await venueLinks.allTextContents()).map((name) => name.trim());
      const index = names.findIndex((name) => detailed.has(name));
      expect(index, 'a card at a venue with details').toBeGreaterThanOrEqual(0);
      const venue = detailed.get(names[index]!)!;
      const details = venue.venueDetails;
      await venueLinks.nth(index).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.title);

      const visit = page.getByRole('region', { name: lang.visit });
      await expect(visit.getByRole('region', { name: lang.address })).toContainText(details.streetAddress!);
      // Directions: the map link built from the venue's coordinates, opened only when followed.
      const directions = visit.getByRole('link', { name: lang.directions, exact: true });
      const href = new URL((await directions.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/');
      expect(Object.fromEntries(href.searchParams)).toEqual({ api: '1', destination: `${details.latitude},${details.longitude}` });
      // Accessibility in words: each question the venue answered, and only those.
      const access = visit.getByRole('region', { name: lang.accessibility });
      const answered = (Object.keys(lang.features) as Feature[]).filter((feature) => details[feature]);
      await expect(access.getByRole('term')).toHaveText(answered.map((feature) => lang.features[feature]));
      await expect(access.getByRole('definition')).toHaveText(answered.map((feature) => new RegExp(`${lang.answers[details[feature]!]}$`)));
      await expect(visit.getByRole('region', { name: lang.transit })).toContainText(details.transit!.split('\n')[0]!);
      await expect(visit.getByRole('region', { name: lang.gettingThere })).toContainText(details.gettingThere!.split('\n')[0]!);
      await expectNoAxeViolations(page);

      // One of its events: the street under the venue's name (the whole address is on the venue's page).
      const programme = page.getByRole('region', { name: lang.programme });
      await programme.locator('.card-title a').first().click();
      const facts = page.locator('[data-event-facts]');
      await expect(facts.getByRole('link', { name: venue.title, exact: true })).toBeVisible();
      await expect(facts.locator('[data-venue-address]')).toHaveText(details.streetAddress!.split(/, Montréal/)[0]!);

      // Back to the venue, then the list: the address on its own line, apart from the description.
      await facts.getByRole('link', { name: venue.title, exact: true }).click();
      await page.getByRole('link', { name: lang.allVenues, exact: true }).click();
      const item = page.locator(`[data-venue="${venue.slug}"]`);
      await expect(item.locator('[data-venue-address]')).toHaveText(details.streetAddress!);
      await expect(item.locator('p.text-sm')).not.toContainText(details.streetAddress!);

      const strangers = [...hosts].filter((host) => !ownHosts(baseURL!).has(host));
      expect(strangers, 'hosts other than the site and its content server').toEqual([]);
    });
  }

  test(`${lang.locale}, phone: a venue without details shows its text and no empty heading`, async ({ page, request }) => {
    const venues = await cmsVenues(request, lang.code);
    const bare = venues.find((venue) => !hasDetails(venue));
    expect(bare, 'a venue without details in the content').toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.calendar, exact: true }).click();
    await page.locator('main article.card a[data-venue-link]').first().click();
    await page.getByRole('link', { name: lang.allVenues, exact: true }).click();
    await expect(page.locator(`[data-venue="${bare!.slug}"] [data-venue-address]`)).toHaveCount(0);
    await page.locator(`[data-venue="${bare!.slug}"]`).getByRole('link', { name: bare!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare!.title);
    // What it has: the editors' text (its address is there).
    const firstParagraph = (/<p>(.*?)<\/p>/s.exec(bare!.content)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
    await expect(page.locator('main')).toContainText(firstParagraph);
    for (const heading of [lang.visit, lang.address, lang.accessibility, lang.transit, lang.gettingThere]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: lang.directions })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

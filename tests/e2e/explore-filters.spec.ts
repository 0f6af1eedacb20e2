import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The calendar's filters that combine (category × venue × free × hide sold out and cancelled,
 * with the day in the path), the artist list's lineup views, without JavaScript: what each
 * filtered page lists is checked against the content server itself.
 */
const cmsGraphql = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}/graphql/`;
const nextDir = path.resolve(__dirname, '../../.next');

interface ContentEvent {
  slug: string;
  day: string;
  categories: string[];
  venue: string | null;
  state: string;
}

const languages = [
  {
    code: 'en' as const,
    home: '/',
    calendar: '/calendar',
    seeCalendar: 'Full calendar',
    allArtists: 'All artists',
    eventPrefix: '/event/',
    params: { category: 'category', venue: 'venue', free: 'free', available: 'available' },
    music: 'Music',
    moreFilters: 'Venue and tickets',
    venueLabel: 'Venue',
    free: /^Free only/,
    available: /^Hide sold out and cancelled/,
    apply: 'Show events',
    az: 'A–Z',
    notFound: /not found|404/i,
  },
  {
    code: 'fr' as const,
    home: '/fr',
    calendar: '/fr/calendrier',
    seeCalendar: 'Tout le calendrier',
    allArtists: 'Tous les artistes',
    eventPrefix: '/fr/evenement/',
    params: { category: 'categorie', venue: 'lieu', free: 'gratuit', available: 'disponible' },
    music: 'Musique',
    moreFilters: 'Lieu et billets',
    venueLabel: 'Lieu',
    free: /^Gratuit seulement/,
    available: /^Masquer complets et annulés/,
    apply: 'Afficher les événements',
    az: 'A–Z',
    notFound: /introuvable|404/i,
  },
];

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(cmsGraphql, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return ((await response.json()) as { data: T }).data;
}

/** A festival day runs 06:00 to 06:00: a 00:30 set belongs to the night before. */
function festivalDayOf(when: string): string {
  const [date = '', time = '00'] = when.split('T');
  if (Number(time.slice(0, 2)) >= 6) return date;
  const previous = new Date(`${date}T12:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

async function contentEvents(language: 'EN' | 'FR'): Promise<ContentEvent[]> {
  type Raw = { slug: string; categories: { nodes: Array<{ slug: string }> }; eventDetails: { showDatetime: string | null; newDate: string | null; buttonState: string[] | string | null; eventVenue: { nodes: Array<{ slug?: string }> } | null } };
  const data = await graphql<{ events: { nodes: Raw[] } }>(
    `{ events(first: 100, where: { language: ${language} }) { nodes { slug categories { nodes { slug } } eventDetails { showDatetime newDate buttonState eventVenue { nodes { ... on Venue { slug } } } } } } }`,
  );
  return data.events.nodes
    .filter((event) => event.eventDetails.newDate ?? event.eventDetails.showDatetime)
    .map((event) => ({
      slug: event.slug,
      day: festivalDayOf((event.eventDetails.newDate ?? event.eventDetails.showDatetime)!),
      categories: event.categories.nodes.map((c) => c.slug),
      venue: event.eventDetails.eventVenue?.nodes[0]?.slug ?? null,
      state: [event.eventDetails.buttonState].flat()[0] ?? 'on_sale',
    }));
}

interface Filters {
  day: string | null;
  category: string | null;
  venue: string | null;
  free: boolean;
  available: boolean;
}

function expectedSlugs(events: ContentEvent[], f: Filters): string[] {
  return events
    .filter((e) => (f.day === null || e.day === f.day) && (!f.category || e.categories.includes(f.category)) && (!f.venue || e.venue === f.venue))
    .filter((e) => (!f.free || e.state === 'free') && (!f.available || !['sold_out', 'cancelled', 'postponed'].includes(e.state)))
    .map((e) => e.slug)
    .sort();
}

function filterUrl(lang: (typeof languages)[number], f: Filters): string {
  const query = new URLSearchParams();
  if (f.category) query.set(lang.params.category, f.category);
  if (f.venue) query.set(lang.params.venue, f.venue);
  if (f.free) query.set(lang.params.free, '1');
  if (f.available) query.set(lang.params.available, '1');
  const search = query.toString();
  return `${lang.calendar}${f.day ? `/${f.day}` : ''}${search ? `?${search}` : ''}`;
}

/** The events a calendar page lists, by slug. */
async function listedSlugs(page: Page, eventPrefix: string): Promise<string[]> {
  const hrefs = await page.locator('main article a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.map((href) => decodeURIComponent(href.slice(eventPrefix.length))).sort();
}

function countFiles(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    count += statSync(full).isDirectory() ? countFiles(full) : 1;
  }
  return count;
}

const slugsOf = { en: { category: ['music', 'kids'], venue: ['parc-des-lilas-bandshell', 'club-lumen'] }, fr: { category: ['musique', 'enfants'], venue: ['kiosque-du-parc-des-lilas', 'club-lumen-fr'] } };

test.describe('filters that combine, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`${lang.code}: every combination over a sample of days × categories × venues × flags lists exactly the matching events`, async ({ page }) => {
      test.setTimeout(300_000);
      const events = await contentEvents(lang.code === 'en' ? 'EN' : 'FR');
      const days = [null, '2027-09-25'];
      let checked = 0;
      for (const day of days)
        for (const category of [null, ...slugsOf[lang.code].category])
          for (const venue of [null, ...slugsOf[lang.code].venue])
            for (const [free, available] of [[false, false], [true, false], [false, true], [true, true]] as const) {
              const filters = { day, category, venue, free, available };
              const url = filterUrl(lang, filters);
              const response = await page.goto(url);
              expect(response?.status(), url).toBe(200);
              const expected = expectedSlugs(events, filters);
              expect(await listedSlugs(page, lang.eventPrefix), url).toEqual(expected);
              // Filtered pages are cacheable HTML like every list.
              expect(response?.headers()['cache-control'], url).toMatch(/s-maxage=\d+/);
              checked += 1;
            }
      expect(checked).toBe(2 * 3 * 3 * 4);
    });

    test(`${lang.code}: unknown values are the language's 404 and add no file under .next`, async ({ request }) => {
      const before = countFiles(nextDir);
      const unknown = [
        `${lang.calendar}?${lang.params.venue}=nowhere-hall`,
        `${lang.calendar}/2027-09-25?${lang.params.venue}=${slugsOf[lang.code === 'en' ? 'fr' : 'en'].venue[1]}`,
        `${lang.calendar}?${lang.params.free}=2`,
        `${lang.calendar}?${lang.params.available}=yes&${lang.params.free}=1`,
        `${lang.calendar}?${lang.params.category}=no-such-category&${lang.params.free}=1`,
        `${lang.calendar}/2027-09-30?${lang.params.free}=1`,
        `${lang.calendar}?${lang.params.venue}=%3Cscript%3E`,
        `${lang.code === 'en' ? '/artists?view=grid' : '/fr/artistes?vue=by-day'}`,
      ];
      for (const url of unknown) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${lang.code}"`);
        expect(html, url).not.toContain('<script>alert');
      }
      expect(countFiles(nextDir), 'files under .next after unknown filter values').toBe(before);
    });
  }

  for (const width of [390, 1280]) {
    for (const lang of languages) {
      test(`${lang.code} at ${width} px: from the home page, a day, a category, a venue and a flag, then the language switch keeps them`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 844 });
        const events = await contentEvents(lang.code === 'en' ? 'EN' : 'FR');
        await page.goto(lang.home);
        await page.getByRole('main').getByRole('link', { name: lang.seeCalendar }).first().click();
        await expect(page).toHaveURL(new RegExp(`${lang.calendar}$`));
        await page.getByRole('navigation', { name: /Festival days|Jours du festival/ }).locator(`a[href^="${lang.calendar}/2027-09-25"]`).click();
        await page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ }).getByRole('link', { name: new RegExp(`^${lang.music} \\(`) }).click();
        const category = slugsOf[lang.code].category[0]!;
        await expect(page).toHaveURL(`${lang.calendar}/2027-09-25?${lang.params.category}=${category}#events`);
        expect(await listedSlugs(page, lang.eventPrefix)).toEqual(expectedSlugs(events, { day: '2027-09-25', category, venue: null, free: false, available: false }));

        // The venue and the flag: a GET form, which keeps the day and the category.
        await page.getByText(lang.moreFilters, { exact: true }).click();
        const form = page.getByRole('form', { name: lang.moreFilters });
        const venue = slugsOf[lang.code].venue[1]!;
        await form.getByLabel(lang.venueLabel).selectOption(venue);
        await form.getByLabel(lang.available).check();
        await form.getByRole('button', { name: lang.apply }).click();
        await expect(page).toHaveURL(new RegExp(`\\?${lang.params.category}=${category}&${lang.params.venue}=${venue}&${lang.params.available}=1#events$`));
        const filters = { day: '2027-09-25', category, venue, free: false, available: true };
        expect(await listedSlugs(page, lang.eventPrefix)).toEqual(expectedSlugs(events, filters));

        // The language switch leads to the same filters in the other language.
        const other = languages.find((l) => l !== lang)!;
        await page.locator('header a[hreflang]').first().click();
        const otherFilters = { ...filters, category: slugsOf[other.code].category[0]!, venue: slugsOf[other.code].venue[1]! };
        await expect(page).toHaveURL(filterUrl(other, otherFilters));
        const otherEvents = await contentEvents(other.code === 'en' ? 'EN' : 'FR');
        expect(await listedSlugs(page, other.eventPrefix)).toEqual(expectedSlugs(otherEvents, otherFilters));
        await expect(page.getByRole('form', { name: other.moreFilters }).getByLabel(other.available)).toBeChecked();
      });
    }
  }

  for (const lang of languages) {
    test(`${lang.code}: lineup A–Z from the home page holds every artist once, under its letter, accents folded`, async ({ page }) => {
      const data = await graphql<{ artists: { nodes: Array<{ title: string; slug: string }> } }>(
        `{ artists(first: 100, where: { language: ${lang.code.toUpperCase()} }) { nodes { title slug } } }`,
      );
      await page.goto(lang.home);
      await page.getByRole('main').getByRole('link', { name: lang.allArtists }).first().click();
      await page.getByRole('navigation', { name: /Lineup views|Affichages de la programmation/ }).getByRole('link', { name: lang.az }).click();
      await expect(page).toHaveURL(new RegExp(`\\?${lang.code === 'en' ? 'view' : 'vue'}=a-z$`));
      const groups = await page.locator('main section[data-lineup-group^="letter-"]').evaluateAll((sections) =>
        sections.map((section) => ({ letter: section.querySelector('h2')!.firstChild!.textContent!.trim(), names: [...section.querySelectorAll('li a')].map((a) => a.textContent!.trim()) })),
      );
      const listed = groups.flatMap((group) => group.names);
      expect(listed.sort()).toEqual(data.artists.nodes.map((artist) => artist.title).sort());
      for (const { letter, names } of groups)
        for (const name of names) {
          const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/^[^\p{L}\p{N}]+/u, '')[0]!;
          expect(/[A-Z]/.test(folded) ? folded : '#', name).toBe(letter);
        }
      // Every letter is in the index; only those with artists are links.
      const index = page.getByRole('navigation', { name: /Artists by first letter|Artistes par initiale/ });
      await expect(index.getByRole('listitem')).toHaveCount(27);
      await expect(index.getByRole('link')).toHaveCount(groups.length);
      expect(groups.some((group) => /[ÉÈÀ]/.test(group.names.join('')))).toBe(true);
    });
  }
});

test.describe('filters with JavaScript on', () => {
  for (const width of [390, 1280]) {
    for (const lang of languages) {
      test(`${lang.code} at ${width} px: no axe violations with filters applied, and on the lineup views`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(filterUrl(lang, { day: '2027-09-25', category: slugsOf[lang.code].category[0]!, venue: slugsOf[lang.code].venue[0]!, free: true, available: true }));
        await expect(page.getByRole('form', { name: lang.moreFilters })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto(filterUrl(lang, { day: null, category: null, venue: slugsOf[lang.code].venue[1]!, free: false, available: true }));
        await expectNoAxeViolations(page);
        for (const view of lang.code === 'en' ? ['a-z', 'by-day', 'by-category'] : ['a-z', 'par-jour', 'par-categorie']) {
          await page.goto(`${lang.code === 'en' ? '/artists?view=' : '/fr/artistes?vue='}${view}`);
          await expectNoAxeViolations(page);
        }
      });
    }
  }

  for (const lang of languages) {
    test(`${lang.code}: the filters work from the keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${lang.calendar}/2027-09-25`);
      const chip = page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ }).getByRole('link', { name: new RegExp(`^${lang.music} \\(`) });
      await chip.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?${lang.params.category}=`));
      const summary = page.getByText(lang.moreFilters, { exact: true });
      await summary.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: lang.moreFilters });
      await expect(form).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(lang.venueLabel)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(lang.free)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(form.getByLabel(lang.free)).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: lang.apply })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?${lang.params.category}=[^&]+&${lang.params.venue}=&${lang.params.free}=1#events$`));
      await expect(page.getByRole('form', { name: lang.moreFilters }).getByLabel(lang.free)).toBeChecked();
    });
  }
});

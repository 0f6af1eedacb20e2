import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { serviceWorkerInControl, setOffline } from './support/offline';
import { slowPhoneContextOptions, throttleToSlowPhone } from './support/slow-phone';

/**
 * Search as festival-goers use it (issue 38), from the home page, at 390 and 1280 px, in both
 * languages, tapping and typing the moment a control is visible: a name heard once and typed
 * with a letter missing finds the artist; the result opens; Back brings the term and the results
 * back. After "Save for offline", with no connection, the panel searches the saved programme,
 * says so and offers the saved pages only. On the slow phone, a query answers within 20 ms (p95).
 */

const cases = [
  {
    locale: 'en',
    home: '/',
    icon: 'Search the site',
    title: 'Search POP Montreal',
    field: 'Search terms',
    heading: (term: string) => `Search Results for "${term}"`,
    artists: 'Artists',
    events: 'Events',
    nothing: 'Nothing found in this section.',
    saveButton: 'Save for offline',
    saved: /Saved for offline/,
    savedIndex: /No connection: these results come from the programme saved on .+, and only pages saved on this device are shown\./,
    artistPath: '/artist/mira-solenne',
  },
  {
    locale: 'fr',
    home: '/fr',
    icon: 'Rechercher dans le site',
    title: 'POP Montréal Recherche',
    field: 'Termes de recherche',
    heading: (term: string) => `Résultats pour "${term}"`,
    artists: 'Artistes',
    events: 'Événements',
    nothing: 'Aucun résultat dans cette section.',
    saveButton: 'Enregistrer pour hors ligne',
    saved: /Enregistré pour hors ligne/,
    savedIndex: /Pas de connexion\u00a0: ces résultats viennent du programme enregistré le .+, et seules les pages enregistrées sur cet appareil sont proposées\./,
    artistPath: '/fr/artiste/mira-solenne-fr',
  },
] as const;

type Case = (typeof cases)[number];

/** One letter short of Mira Solenne, the opening night's artist. */
const misspelled = 'mira solene';
const artistName = 'Mira Solenne';
const widths = [390, 1280] as const;

/**
 * Opens search from the header's icon the moment it shows, types the term and asks for it. The
 * icon opens the search by itself, before the page's scripts have run and after; a search asked
 * for before they have goes to the results page (the search form is a GET form), after, to the
 * panel, which searches as the visitor types. Either is the visitor's search: the scope that
 * holds the results is returned.
 */
async function searchFromHeader(page: Page, c: Case, term: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: c.icon }).click();
  const field = page.getByRole('dialog', { name: c.title }).getByRole('textbox', { name: c.field });
  await field.fill(term);
  await field.press('Enter');
  const results = page.getByRole('heading', { name: c.heading(term) });
  const scope = page.getByRole('dialog', { name: c.title }).or(page.getByRole('main')).filter({ has: results });
  await expect(scope).toBeVisible();
  return scope;
}

const section = (scope: Locator, name: string) => scope.getByRole('region', { name, exact: true });

for (const c of cases) {
  for (const width of widths) {
    test(`a misspelled artist is found, opened, and Back brings the search back (${c.locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(c.home);
      const scope = await searchFromHeader(page, c, misspelled);
      const result = section(scope, c.artists).getByRole('link', { name: artistName, exact: true });
      await expect(result).toHaveAttribute('href', c.artistPath);
      await result.click();
      await expect(page).toHaveURL(new RegExp(`${c.artistPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);

      await page.goBack();
      const back = page.getByRole('dialog', { name: c.title }).or(page.getByRole('main')).filter({ has: page.getByRole('heading', { name: c.heading(misspelled) }) });
      await expect(back.getByRole('textbox', { name: c.field })).toHaveValue(misspelled);
      await expect(section(back, c.artists).getByRole('link', { name: artistName, exact: true })).toBeVisible();
    });
  }
}

test.describe('offline, after saving', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const c of cases) {
    for (const width of widths) {
      test(`the panel searches the saved programme and offers the saved pages only (${c.locale}, ${width} px)`, async ({ browser }) => {
        test.setTimeout(120_000);
        const context: BrowserContext = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });
        try {
          // The programme cut to the home page and the artist's page (a whole save takes minutes):
          // the save, the worker and the search are the site's own.
          await context.route('**/api/offline-programme', async (route) => {
            const programme = await (await route.fetch()).json();
            const keep = (path: string) => path === c.home || path === c.artistPath;
            await route.fulfill({ json: { ...programme, paths: { en: programme.paths.en.filter(keep), fr: programme.paths.fr.filter(keep) } } });
          });
          const page = await context.newPage();
          await page.goto(c.home);
          await serviceWorkerInControl(page);
          await page.getByRole('contentinfo').getByRole('button', { name: c.saveButton }).click();
          await expect(page.getByRole('status').filter({ hasText: c.saved })).toBeVisible({ timeout: 60_000 });

          await setOffline(context, true);
          await page.getByRole('banner').getByRole('button', { name: c.icon }).click();
          const dialog = page.getByRole('dialog', { name: c.title });
          await expect(dialog.getByText(c.savedIndex)).toBeVisible();
          await dialog.getByRole('textbox', { name: c.field }).fill(misspelled);
          await expect(dialog.getByRole('heading', { name: c.heading(misspelled) })).toBeVisible();
          // The artist's page was saved; the opening night's was not, so it is not offered.
          await expect(section(dialog, c.events)).toContainText(c.nothing);
          await section(dialog, c.artists).getByRole('link', { name: artistName, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${c.artistPath}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);

          // Back, still offline: the saved page the search was made on, the panel open again with
          // the term and its results from the saved programme.
          await page.goBack();
          const back = page.getByRole('dialog', { name: c.title });
          await expect(back.getByRole('textbox', { name: c.field })).toHaveValue(misspelled);
          await expect(section(back, c.artists).getByRole('link', { name: artistName, exact: true })).toBeVisible();
          await expect(back.getByText(c.savedIndex)).toBeVisible();
        } finally {
          await context.close();
        }
      });
    }
  }
});

test('on the slow phone, each keystroke is answered within 20 ms (p95)', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(slowPhoneContextOptions);
  try {
    const page = await context.newPage();
    await throttleToSlowPhone(page);
    await page.goto('/');
    const c = cases[0];
    // Typed the moment the icon shows: the search opens at once, and what is typed before the
    // panel's code is here goes along to the panel, whose own search of its index
    // (`search-query`) is what is measured.
    await page.getByRole('banner').getByRole('button', { name: c.icon }).click();
    const scope = page.getByRole('dialog', { name: c.title });
    const field = scope.getByRole('textbox', { name: c.field });
    for (const term of ['okonjo bras', 'saint urbain', 'glashouse weather', 'soiree d ouverture', 'cinema vesper', 'sunday', 'symposuim']) {
      await field.fill('');
      await field.pressSequentially(term);
      await expect(scope.getByRole('heading', { name: c.heading(term) })).toBeVisible();
    }
    const durations = await page.evaluate(() => performance.getEntriesByName('search-query').map((entry) => entry.duration));
    expect(durations.length).toBeGreaterThan(50);
    const sorted = [...durations].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1]!;
    test.info().annotations.push({ type: 'search query on the slow phone', description: `p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms over ${sorted.length} keystrokes` });
    expect(p95).toBeLessThanOrEqual(20);
  } finally {
    await context.close();
  }
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { appColors } from '../../features/offline/app-identity.mjs';
import { sectionPath } from '../../i18n/routes';
import { expectNoAxeViolations } from './support/axe';
import {
  cacheNames,
  eventPaths,
  expectOfflineNote,
  imagesNotLoaded,
  keptPages,
  offlineNote,
  programme,
  serviceWorkerInControl,
  setOffline,
} from './support/offline';

/**
 * The offline site against a production build with its service worker (issue 18): visited
 * pages and the saved programme work with no connection, with a note saying so; a page never
 * kept gets the offline page in its language; search says it needs a connection; the site is
 * installable; a new build replaces the kept pages. The webhook case is in
 * offline-freshness.spec.ts (it needs the freshness run's content server).
 */
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(__dirname, '../..');
/** The image CDN the build was given (playwright.config.ts), which the worker is built with. */
const imageCdnOrigin = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}`;

test('installable in both languages: manifest, icons, a service worker, the start page offline', async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  // An off-the-record context is never installable: a persistent profile, as a visitor's.
  const context = await playwright.chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'festival-install-')), {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    for (const [locale, start, name] of [['en', '/', 'POP Montreal'], ['fr', '/fr', 'POP Montréal']] as const) {
      const page = await context.newPage();
      await page.goto(start);
      await serviceWorkerInControl(page);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe(`/${locale}.webmanifest`);
      const manifest = await (await page.request.get(manifestHref!)).json();
      expect(manifest).toMatchObject({ name, start_url: start, scope: '/', display: 'standalone', theme_color: appColors.theme, background_color: appColors.background });
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const response = await page.request.get(icon.src);
        expect(response.headers()['content-type'], icon.src).toBe('image/png');
        const png = await response.body();
        // PNG header: width and height at bytes 16 and 20.
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
      // Chrome's own verdict, the one Lighthouse's installability audit reported.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, JSON.stringify(installabilityErrors)).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      // The start page opens with no connection.
      await setOffline(context, true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectOfflineNote(page, locale);
      await setOffline(context, false);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

test.describe('with no connection', () => {
  let context: BrowserContext;

  test.beforeEach(async ({ browser }) => {
    test.setTimeout(90_000);
    context = await browser.newContext();
  });
  test.afterEach(async () => {
    await context.close();
  });

  test('visited pages come from the device with the note; pages never visited get the offline page in their language', async ({}, testInfo) => {
    test.setTimeout(180_000);
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const list = await programme(page);
    const [visited, neverVisited] = eventPaths(list, 'en');
    const neverVisitedFr = eventPaths(list, 'fr').at(-1)!;
    // The timetable and My schedule, visited online.
    for (const section of ['festivalSchedule', 'mySchedule'] as const) await page.goto(sectionPath('fr', section));
    await page.goto(visited!);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const loadedOnline = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('main img')).filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc),
    );
    // Online, pages come from the network: no note.
    await expect(offlineNote(page, 'en')).toHaveCount(0);

    await setOffline(context, true);
    await page.goto('/');
    await expectOfflineNote(page, 'en');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    for (const section of ['festivalSchedule', 'mySchedule'] as const) {
      await page.goto(sectionPath('fr', section));
      await expectOfflineNote(page, 'fr');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vous êtes hors ligne');
    }

    await page.goto(visited!);
    await expectOfflineNote(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    // The images it showed online show offline.
    const loadedOffline = await page.evaluate(async () => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
      return images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc);
    });
    expect(loadedOffline).toEqual(expect.arrayContaining(loadedOnline));
    await expectNoAxeViolations(page);

    for (const [path, locale, heading] of [
      [neverVisited!, 'en', 'You are offline'],
      [neverVisitedFr, 'fr', 'Vous êtes hors ligne'],
    ] as const) {
      const response = await page.goto(path);
      expect(page.url()).toContain(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page);
    }
    testInfo.annotations.push({ type: 'offline', description: `visited ${visited}, never visited ${neverVisited} and ${neverVisitedFr}` });
  });

  test('only a page\'s own URL is kept: no search results, query-string or case variants', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const list = await programme(page);
    const event = eventPaths(list, 'en')[0]!;
    for (const path of ['/search?q=jazz', '/fr/recherche?q=jazz', `${event}?utm_source=poster`, event.toUpperCase().replace('/EVENT/', '/event/'), event, '/calendar?category=music']) {
      await page.goto(path);
    }
    // The pages cache (the app shell's precache holds the offline pages, under revision parameters).
    const keptUrls = async () =>
      (await keptPages(page)).filter((entry) => entry.cache.startsWith('festival-pages-')).map((entry) => new URL(entry.url).pathname + new URL(entry.url).search);
    await expect.poll(keptUrls).toContain(event);
    const kept = await keptUrls();
    expect(kept).toContain('/calendar?category=music');
    expect(kept.filter((url) => /recherche|search|utm_source|[A-Z]/.test(url))).toEqual([]);
  });

  test('after a star, the picked event’s page and My schedule are kept without asking (French)', async () => {
    const page = await context.newPage();
    await page.goto('/fr');
    await serviceWorkerInControl(page);
    await page.getByRole('link', { name: 'Tout le calendrier', exact: true }).click();
    // A card's star: its event page was never opened.
    const card = page.locator('main article').filter({ has: page.getByRole('button', { name: /^Ajouter à Mon horaire/ }) }).nth(3);
    const eventPath = (await card.locator('a.card-link').getAttribute('href'))!;
    const title = (await card.locator('a.card-link').textContent())!.trim();
    await card.getByRole('button', { name: /^Ajouter à Mon horaire/ }).click();
    await expect.poll(async () => (await keptPages(page)).map((entry) => new URL(entry.url).pathname), { timeout: 20_000 }).toEqual(
      expect.arrayContaining([eventPath, '/fr/mon-horaire']),
    );
    await setOffline(context, true);
    await page.goto(eventPath);
    await expectOfflineNote(page, 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goto('/fr/mon-horaire');
    await expectOfflineNote(page, 'fr');
    await expect(page.locator('[data-pick]')).toContainText(title);
  });

  test('search without a saved programme says it needs a connection', async () => {
    const page = await context.newPage();
    await page.goto('/fr');
    await serviceWorkerInControl(page);
    await setOffline(context, true);
    await page.getByRole('button', { name: 'Rechercher dans le site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('jazz');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('status')).toContainText('La recherche a besoin d’une connexion, ou du programme enregistré sur cet appareil');
  });

  test('Save for offline keeps the whole programme in both languages, with the card images at the size the page shows', async ({}, testInfo) => {
    test.setTimeout(720_000);
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const list = await programme(page);
    // Offered where it is wanted: the calendar (also the timetable, My schedule and the footer).
    await page.getByRole('link', { name: 'Full calendar', exact: true }).click();
    const save = page.locator('[data-save-offline="calendar-offline"]').getByRole('button', { name: 'Save for offline' });
    const started = Date.now();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: /Saved for offline/ })).toBeVisible({ timeout: 540_000 });
    const seconds = (Date.now() - started) / 1000;
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('festival-offline-saved') ?? 'null'));
    const pages = list.paths.en.length + list.paths.fr.length;
    expect(record).toMatchObject({ pages, missing: 0, overBudget: 0 });
    const figures = `saved ${record.pages} pages in ${seconds.toFixed(0)} s: ${(record.pageBytes / 1e6).toFixed(2)} MB of pages as kept, ${(record.usageBytes / 1e6).toFixed(2)} MB used by the site in all`;
    testInfo.annotations.push({ type: 'offline-bytes', description: figures });
    console.log(figures);

    await setOffline(context, true);
    const events = { en: eventPaths(list, 'en'), fr: eventPaths(list, 'fr') };
    // Every programme page that is not an item (lists, day pages, category filters, My schedule),
    // and items of each kind: events, an artist, a news post.
    const item = /^(\/fr)?\/(event|evenement|artist|artiste|news|nouvelles)\/./;
    const firstOf = (locale: 'en' | 'fr', pattern: RegExp) => list.paths[locale].find((p) => pattern.test(p))!;
    const samples = [
      ...list.paths.en.filter((p) => !item.test(p)),
      ...list.paths.fr.filter((p) => !item.test(p)),
      events.en[0]!, events.en.at(-1)!, events.fr[Math.floor(events.fr.length / 2)]!, events.fr.at(-1)!,
      firstOf('en', /^\/artist\//), firstOf('fr', /^\/fr\/artiste\//), firstOf('en', /^\/news\//), firstOf('fr', /^\/fr\/nouvelles\//),
    ];
    expect(samples.filter((p) => /\?(category|categorie)=/.test(p)).length).toBeGreaterThan(4);
    for (const path of samples) {
      await page.goto(path);
      const locale = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
      await expectOfflineNote(page, locale);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText(/You are offline|Vous êtes hors ligne/);
    }
    // My schedule with no connection at all: a star on the kept timetable, the pick on the kept My schedule.
    await page.goto(sectionPath('en', 'festivalSchedule'));
    await expectOfflineNote(page, 'en');
    const keep = page.getByRole('button', { name: /^Add to My schedule: .*Mira Solenne/ }).first();
    const id = await keep.getAttribute('data-schedule-star');
    await keep.click();
    await expect(page.locator(`[data-schedule-star="${id}"]`).first()).toHaveAttribute('data-picked', 'true');
    await page.goto(sectionPath('en', 'mySchedule'));
    await expectOfflineNote(page, 'en');
    await expect(page.locator('[data-pick]')).toHaveCount(1);
    await expect(page.locator('[data-pick]')).toContainText('Mira Solenne');
    // Every card image of the calendars, at the width this screen picks.
    for (const path of [list.paths.en[1]!, list.paths.fr[1]!]) {
      await page.goto(path);
      expect(await imagesNotLoaded(page), path).toEqual([]);
    }
  });

  test('a preview session is never kept on the device', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const secret = process.env.E2E_PREVIEW_SECRET ?? 'e2e-preview-secret-0123456789';
    // The event with a pending revision: the preview shows the revision's title.
    const publicTitle = await (async () => {
      await page.goto('/event/vernissage-volume');
      return page.getByRole('heading', { level: 1 }).textContent();
    })();
    await page.goto(`/api/preview?secret=${secret}&type=event&slug=vernissage-volume&lang=en`);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    const previewTitle = await page.getByRole('heading', { level: 1 }).textContent();
    expect(previewTitle).not.toBe(publicTitle);

    const kept = await keptPages(page);
    expect(kept.filter((entry) => entry.html.includes(previewTitle!)).map((entry) => entry.url)).toEqual([]);
    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTitle!);
    await expectOfflineNote(page, 'en');
  });

  test('a new build replaces the kept pages: fetched again into the new version, the old cache gone', async () => {
    test.setTimeout(120_000);
    const workerFile = path.join(root, 'public/sw.js');
    const original = readFileSync(workerFile);
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const list = await programme(page);
    const visited = [list.paths.en[0]!, list.paths.fr[1]!, eventPaths(list, 'fr')[0]!];
    for (const path of visited) await page.goto(path);
    const before = (await cacheNames(page)).filter((name) => name.startsWith('festival-pages-'));
    expect(before).toHaveLength(1);
    const keptBefore = (await keptPages(page)).filter((entry) => entry.cache === before[0]);
    expect(keptBefore.length).toBeGreaterThanOrEqual(visited.length);

    try {
      // What a new deployment changes for the worker: its version (the build id) and its files.
      const updateStarted = Date.now();
      const next = { version: `e2e-next-${Date.now().toString(36)}` };
      execFileSync(process.execPath, ['scripts/offline-assets.mjs', '--version', next.version], { cwd: root, env: { ...process.env, IMAGE_CDN_ORIGIN: imageCdnOrigin } });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('festival-pages-')), { timeout: 60_000 }).toEqual([
        `festival-pages-${next.version}`,
      ]);
      const keptAfter = await keptPages(page);
      expect(keptAfter.map((entry) => entry.url).sort()).toEqual(expect.arrayContaining(keptBefore.map((entry) => entry.url).sort()));
      // Fetched again from the new build, not copied.
      for (const entry of keptBefore) {
        const savedAt = await page.evaluate(async (url) => (await caches.match(url))?.headers.get('x-offline-saved-at'), entry.url);
        expect(new Date(savedAt!).getTime(), entry.url).toBeGreaterThanOrEqual(updateStarted);
      }
      // Offline, a carried page is served with every script it names on the device.
      await setOffline(context, true);
      await page.goto(visited[2]!);
      await expectOfflineNote(page, 'fr');
      const missingScripts = await page.evaluate(async () => {
        const sources = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => s.src);
        const missing: string[] = [];
        for (const src of sources) if (!(await caches.match(src, { ignoreSearch: true }))) missing.push(src);
        return missing;
      });
      expect(missingScripts).toEqual([]);
    } finally {
      writeFileSync(workerFile, original);
    }
  });
});

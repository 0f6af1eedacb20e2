/**
 * Screenshots of every page type (home, calendar, a calendar day, an event, an artist, the
 * timetable, My schedule with two picks, the offline page, the 404) at a phone's and a laptop's
 * width in both languages, full page, with the browser's clock on a festival evening (so the "On
 * now" panel shows), into bench/results/screenshots/ (git-ignored) or `--out=DIR`:
 * `npx tsx bench/screenshots.ts --url=http://localhost:3000` against a running site. The event
 * and the artist are the first ones the calendar and the artist list link to.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const argUrl = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
const baseUrl = argUrl ?? process.env.SITE_URL ?? 'http://localhost:3000';
const outDir = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length) ?? path.join(import.meta.dirname, 'results', 'screenshots');
/** Thursday 23 September 2027, 21:40 in Montréal: events are on. */
const festivalEvening = new Date('2027-09-24T01:40:00Z');

const viewports = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
] as const;

const languages = [
  {
    locale: 'en', home: '/', calendar: '/calendar', day: '/calendar/2027-09-23', artists: '/artists', timetable: '/festival-schedule',
    mySchedule: '/my-schedule', offline: '/offline', missing: '/no-such-page',
  },
  {
    locale: 'fr', home: '/fr', calendar: '/fr/calendrier', day: '/fr/calendrier/2027-09-23', artists: '/fr/artistes', timetable: '/fr/programme-du-festival',
    mySchedule: '/fr/mon-horaire', offline: '/fr/hors-ligne', missing: '/fr/page-introuvable',
  },
] as const;

async function firstLink(page: Page, listPath: string): Promise<string> {
  await page.goto(new URL(listPath, baseUrl).href);
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href');
  if (!href) throw new Error(`no item link on ${listPath}`);
  return href;
}

/** Stars the first two events of the calendar, so My schedule has something to show. */
async function pickTwo(page: Page, calendarPath: string): Promise<void> {
  await page.goto(new URL(calendarPath, baseUrl).href, { waitUntil: 'load' });
  const stars = page.locator('[data-schedule-star]');
  for (const index of [0, 1]) {
    await stars.nth(index).click();
    await page.locator(`[data-schedule-star][data-picked]`).nth(index).waitFor();
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const language of languages) {
      for (const viewport of viewports) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        // A decided cookie choice: the banner would cover the bottom of every shot.
        await context.addInitScript(() => {
          localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
        });
        const page = await context.newPage();
        await page.clock.install({ time: festivalEvening });
        await pickTwo(page, language.calendar);
        const pages = {
          home: language.home,
          calendar: language.calendar,
          day: language.day,
          event: await firstLink(page, language.calendar),
          artist: await firstLink(page, language.artists),
          timetable: language.timetable,
          'my-schedule': language.mySchedule,
          offline: language.offline,
          '404': language.missing,
        };
        for (const [kind, pagePath] of Object.entries(pages)) {
          // `load`, not `networkidle`: with the clock held on a festival evening, "On now" keeps a timer running.
          await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          // Lazy images load as they near the viewport: scroll the page through once, as a reader would.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
          const file = path.join(outDir, `${kind}-${language.locale}-${viewport.name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

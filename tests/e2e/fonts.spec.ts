import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';
import { layoutShiftTotal, observeLayoutShifts } from './support/layout-shift';

/**
 * The identity's two faces on a slow first visit: a phone 400 ms from the site still ends with
 * the logo in the display face and the labels in the label face (not the system font for the
 * rest of the page), nothing moves when they arrive, and while they are missing the header keeps
 * its one row. Which face draws a text is what Chromium reports for its node
 * (`CSS.getPlatformFontsForNode`): the font that rendered its glyphs, not one merely loaded.
 */
const homes = [
  { locale: 'en', path: '/', search: en.search.openLabel, playlist: en.shell.playlist.show },
  { locale: 'fr', path: '/fr', search: fr.search.openLabel, playlist: fr.shell.playlist.show },
];
const phone = { width: 390, height: 844 };
/**
 * CI makes one load per language at 400 ms; the closing figure of issue 28 (five fresh loads at
 * 150 and at 400 ms) is `E2E_FONT_LOADS=5 E2E_FONT_LATENCIES=150,400`.
 */
const loads = Number(process.env.E2E_FONT_LOADS ?? 1);
const latencies = (process.env.E2E_FONT_LATENCIES ?? '400').split(',').map(Number);
const laptop = { width: 1280, height: 900 };

/** The faces that drew the logo (display face) and the language switch (label face). */
async function renderingFaces(cdp: CDPSession): Promise<{ logo: string[]; languageSwitch: string[] }> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const facesOf = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    // The text node inside: platform fonts are reported for the text the element renders.
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 2 });
    const text = (node.children ?? []).find((child) => child.nodeType === 3);
    const target = text ? (await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [text.backendNodeId] })).nodeIds[0]! : nodeId;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: target });
    return fonts.map((font) => font.familyName);
  };
  return { logo: await facesOf('header a[href]'), languageSwitch: await facesOf('header a[hreflang]') };
}

/** Middles of the header's first-row items: the logo, the language switch and the search button. */
async function firstRowTops(page: Page, search: string): Promise<number[]> {
  const header = page.getByRole('banner');
  const items = [header.getByRole('link').first(), header.locator('a[hreflang]').first(), header.getByRole('button', { name: search, exact: true })];
  const tops: number[] = [];
  for (const item of items) {
    const box = await item.boundingBox();
    if (!box) throw new Error('a header item is not displayed');
    tops.push(box.y + box.height / 2);
  }
  return tops;
}

for (const home of homes) {
  test.describe(`identity fonts (${home.locale})`, () => {
    test('a first visit 400 ms away ends in the identity faces, without a layout shift', async ({ browser }) => {
      test.setTimeout(90_000 * loads * latencies.length);
      const shifts: number[] = [];
      for (const latency of latencies) {
        for (let load = 1; load <= loads; load += 1) {
          for (const viewport of [phone, laptop]) {
            // A fresh visitor (nothing cached) on a slow connection.
            const context = await browser.newContext({ viewport });
            const page = await context.newPage();
            await observeLayoutShifts(page);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency,
              downloadThroughput: (1.6 * 1024 * 1024) / 8,
              uploadThroughput: (750 * 1024) / 8,
            });
            await page.goto(home.path, { waitUntil: 'load', timeout: 60_000 });
            await page.evaluate(() => document.fonts.ready);
            await cdp.send('DOM.enable');
            await cdp.send('CSS.enable');
            await expect
              .poll(async () => {
                const faces = await renderingFaces(cdp);
                return `logo: ${faces.logo.join(', ')}; language switch: ${faces.languageSwitch.join(', ')}`;
              }, { timeout: 10_000 })
              // Only the identity faces (the label file names its instance "Space Grotesk Light").
              .toMatch(/^logo: Anton; language switch: Space Grotesk( Light)?$/);
            const shift = await layoutShiftTotal(page);
            shifts.push(shift);
            expect(shift).toBeLessThanOrEqual(0.01);
            await context.close();
          }
        }
      }
      test.info().annotations.push({
        type: 'font loads',
        description: `${home.locale}: ${shifts.length} fresh loads at ${latencies.join(' and ')} ms, identity faces on every one; CLS max ${Math.max(...shifts).toFixed(4)}`,
      });
    });

    test('without the identity faces the header keeps one row, at a phone and a laptop width', async ({ browser }) => {
      for (const viewport of [phone, laptop]) {
        // As the page is first painted, then once its scripts have run (the footer's playlist
        // button comes with them): the header's items are the same elements before and after.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.route(/\.woff2(\?|$)/, (route) => route.abort());
        await page.goto(home.path);
        for (const moment of ['painted', 'after the scripts'] as const) {
          if (moment === 'after the scripts') await expect(page.getByRole('button', { name: home.playlist, exact: true })).toBeVisible();
          const tops = await firstRowTops(page, home.search);
          for (const top of tops) expect(Math.abs(top - tops[0]!), `${viewport.width} px, ${moment}`).toBeLessThanOrEqual(2);
        }
        await context.close();
      }
    });
  });
}

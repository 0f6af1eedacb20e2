/**
 * The observed mode: pages loaded in Chromium on the slow phone of the issues
 * (tests/e2e/support/slow-phone.ts: CPU 4×, 150 ms round trips, 1.6 Mbps down, 390×844), a fresh
 * context per load, and read as the browser painted them (bench/page-probe.ts): first contentful
 * paint, largest contentful paint, and when the page's scripts are done. With a comparison build,
 * each load of it comes right beside the same load of the site, in alternating order, so machine
 * noise hits both.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { slowPhoneContextOptions, throttleToSlowPhone } from '../tests/e2e/support/slow-phone';
import { pageProbe, type EffectKind, type ProbeReadout } from './page-probe';
import type { ObservedLoad } from './types';

declare global {
  interface Window {
    __benchProbe: () => ProbeReadout;
  }
}

/** Milliseconds without a new LCP candidate, after the load event and hydration, before the LCP is read. */
const lcpQuietMs = 1000;
const loadTimeoutMs = 60_000;

/**
 * The probe as an init script. tsx compiles the bench with esbuild's `keepNames`, which wraps the
 * probe's inner functions in `__name(…)`: the script brings a `__name` of its own.
 */
export function probeScript(effect: EffectKind | null): { content: string } {
  return { content: `(() => { const __name = (f) => f; (${pageProbe.toString()})(${JSON.stringify(effect)}); })();` };
}

/** A fresh context on the slow phone (or at another width, still throttled), with the probe installed. */
export async function slowPhonePage(
  browser: Browser,
  effect: EffectKind | null,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...slowPhoneContextOptions, serviceWorkers: 'block', ...options });
  try {
    await context.addInitScript(probeScript(effect));
    const page = await context.newPage();
    await throttleToSlowPhone(page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export function readProbe(page: Page): Promise<ProbeReadout> {
  return page.evaluate(() => window.__benchProbe());
}

/** One load of `url` on the slow phone: its paints and when its scripts were done. */
export async function observeLoad(browser: Browser, url: string): Promise<ObservedLoad> {
  const { context, page } = await slowPhonePage(browser, null);
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // Settled: loaded, hydrated, and no new LCP candidate for a while (an image may still land).
    await page.waitForFunction(
      (quietMs) => {
        const probe = window.__benchProbe();
        if (probe.loadEventAt === null || probe.hydratedAt === null || probe.largestContentfulPaint === null) return false;
        return probe.now - Math.max(probe.lcpReportedAt ?? 0, probe.hydratedAt, probe.loadEventAt) >= quietMs;
      },
      lcpQuietMs,
      { polling: 250, timeout: loadTimeoutMs },
    );
    const probe = await readProbe(page);
    return {
      firstPaintMs: probe.firstContentfulPaint,
      lcpMs: probe.largestContentfulPaint,
      scriptsDoneMs: probe.hydratedAt,
      lastScriptMs: probe.lastScriptLoadAt,
      lcpElement: probe.lcpElement,
    };
  } finally {
    await context.close();
  }
}

export interface ObservedTarget {
  /** Which build: `site` or `before` (the comparison). */
  build: 'site' | 'before';
  origin: string;
}

/** The builds of one round in the order they load: the comparison first in every other round. */
export function interleave<T>(targets: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...targets] : [...targets].reverse();
}

/**
 * `runs` rounds over the pages; in each, every page from every build, one after the other. A
 * load that fails is recorded as missing (its error in `errors`), never retried.
 */
export async function observePages(
  browser: Browser,
  pages: ReadonlyArray<{ name: string; path: string }>,
  targets: readonly ObservedTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<{ loads: Map<string, ObservedLoad[]>; errors: string[] }> {
  const loads = new Map<string, ObservedLoad[]>();
  const errors: string[] = [];
  for (let round = 0; round < runs; round += 1) {
    for (const page of pages) {
      for (const target of interleave(targets, round)) {
        const key = `${target.build}\u0000${page.name}`;
        try {
          const load = await observeLoad(browser, `${target.origin}${page.path}`);
          loads.set(key, [...(loads.get(key) ?? []), load]);
        } catch (error) {
          errors.push(`${target.build} ${page.name} round ${round + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    }
    log(`observed: round ${round + 1} of ${runs} done`);
  }
  return { loads, errors };
}

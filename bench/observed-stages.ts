/** The observed stages of a run: the budget pages (bench/observed.ts) and the tap check (bench/taps.ts), on the slow phone. */
import { launchBrowser } from './js';
import { warmImages } from './lighthouse';
import { observePages, type ObservedTarget } from './observed';
import { renderObserved, renderTaps, summarizeObserved } from './observed-report';
import type { SamplePage, Locale } from './routes';
import { checkTaps, tapControls } from './taps';
import type { ObservedResult, TapControlKey, TapsResult } from './types';

export interface ObservedStageOptions {
  siteUrl: string;
  compareOrigin: string | null;
  log: (line: string) => void;
}

function targetsOf(options: ObservedStageOptions): ObservedTarget[] {
  return [{ build: 'site', origin: options.siteUrl }, ...(options.compareOrigin ? [{ build: 'before' as const, origin: options.compareOrigin }] : [])];
}

/** The budget pages, `runs` loads each from each build, interleaved; medians. */
export async function measureObservedPages(options: ObservedStageOptions & { pages: SamplePage[]; runs: number }): Promise<ObservedResult> {
  const targets = targetsOf(options);
  // The content server stands in for an image CDN that has long cached its resized images.
  await warmImages(targets.flatMap((target) => options.pages.map((page) => ({ name: page.name, origin: target.origin, path: page.path }))));
  const browser = await launchBrowser();
  try {
    // One load of each build first, not counted: the browser's and the servers' first load.
    for (const target of targets) {
      const page = await browser.newPage();
      await page.goto(`${target.origin}${options.pages[0]?.path ?? '/'}`, { waitUntil: 'load', timeout: 60_000 }).catch(() => null);
      await page.close();
    }
    const { loads, errors } = await observePages(browser, options.pages, targets, options.runs, options.log);
    const summarize = (build: ObservedTarget['build']) => options.pages.map((page) => summarizeObserved(page.name, page.path, loads.get(`${build}\u0000${page.name}`) ?? []));
    const result: ObservedResult = { site: summarize('site'), ...(options.compareOrigin ? { before: summarize('before') } : {}), errors };
    console.log(renderObserved(result));
    return result;
  } finally {
    await browser.close();
  }
}

/** Each control `loads` times from each build, interleaved load by load. */
export async function measureTaps(options: ObservedStageOptions & { locale: Locale; loads: number; controls: readonly TapControlKey[] }): Promise<TapsResult> {
  const browser = await launchBrowser();
  try {
    const { results, errors } = await checkTaps(browser, {
      siteUrl: options.siteUrl,
      targets: targetsOf(options),
      locale: options.locale,
      loads: options.loads,
      controls: tapControls.filter((control) => options.controls.includes(control.key)),
      log: options.log,
    });
    const result: TapsResult = { site: results.get('site') ?? [], ...(options.compareOrigin ? { before: results.get('before') ?? [] } : {}), errors };
    console.log(renderTaps(result));
    return result;
  } finally {
    await browser.close();
  }
}

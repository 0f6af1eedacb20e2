/**
 * The tap check: each control a visitor taps first, loaded afresh on the slow phone and tapped
 * the moment it is visible, never after waiting for the page's scripts; what the tap did is read
 * as a visitor would see it (bench/page-probe.ts: the menu shown, the banner gone, the star
 * picked, the player open, the link copied). A tap with no effect by the time the check gives up
 * (8 s after the tap and 3 s after the scripts are done) is lost.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import type { Dictionary } from '../i18n/dictionaries/en';
import { en } from '../i18n/dictionaries/en';
import { fr } from '../i18n/dictionaries/fr';
import { interleave, readProbe, slowPhonePage, type ObservedTarget } from './observed';
import type { EffectKind } from './page-probe';
import { classifyPath, type Locale, type PageKind } from './routes';
import type { TapControlKey, TapControlKind, TapControlResult, TapLoad } from './types';

/** Who taps: on a first visit the cookie banner covers the bottom of the screen; after it, not. */
type Visitor = 'first visit' | 'returning' | 'returning with a pick';

export interface TapControl {
  key: TapControlKey;
  /** How the report names it. */
  id: string;
  kind: TapControlKind;
  effect: EffectKind;
  /** The page a visitor taps it on. */
  page: PageKind;
  /** What that page's HTML must hold to be the one (the first such page of its kind in the sitemap). */
  pageHolds?: (d: Dictionary) => string;
  visitor: Visitor;
  /** A laptop window instead of the phone's screen (still throttled like the phone). */
  desktop?: boolean;
  locate: (page: Page, d: Dictionary) => Locator;
}

/** A dictionary template (`Add to My schedule: {title}`) as a pattern of the names it gives. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** The text before a template's first placeholder. */
const templateStart = (template: string) => template.split('{')[0]!;

export const tapControls: readonly TapControl[] = [
  {
    key: 'menu',
    id: 'menu button',
    kind: 'native',
    effect: 'opens',
    page: 'home',
    visitor: 'returning',
    locate: (page, d) => page.getByRole('button', { name: d.shell.openMenu, exact: true }),
  },
  {
    key: 'submenu',
    id: 'header sub-menu (1400 px)',
    kind: 'native',
    effect: 'opens',
    page: 'home',
    visitor: 'returning',
    desktop: true,
    locate: (page) => page.getByRole('banner').getByRole('navigation').getByRole('button').first(),
  },
  {
    key: 'banner',
    id: 'cookie banner: Reject All',
    kind: 'native',
    effect: 'closes',
    page: 'event',
    visitor: 'first visit',
    locate: (page, d) => page.getByRole('button', { name: d.consent.rejectAll, exact: true }),
  },
  {
    key: 'star',
    id: 'star',
    kind: 'replayed',
    effect: 'picks',
    page: 'calendar',
    visitor: 'returning',
    locate: (page, d) => page.getByRole('button', { name: templatePattern(d.schedule.star.add) }).first(),
  },
  {
    key: 'play',
    id: 'play button',
    kind: 'replayed',
    effect: 'plays',
    page: 'artist',
    pageHolds: (d) => `aria-label="${templateStart(d.listen.playLabel)}`,
    visitor: 'returning',
    locate: (page, d) => page.getByRole('button', { name: templatePattern(d.listen.playLabel) }).first(),
  },
  {
    key: 'share',
    id: 'share: copy the link',
    kind: 'replayed',
    effect: 'announces',
    page: 'mySchedule',
    visitor: 'returning with a pick',
    locate: (page, d) => page.getByRole('button', { name: d.schedule.mySchedule.copy, exact: true }),
  },
];

const dictionaries: Record<Locale, Dictionary> = { en, fr };
const laptopWindow = { width: 1400, height: 900 };
const giveUp = { afterTapMs: 8000, afterScriptsMs: 3000, limitMs: 30_000 };

/** The first page of `kind` in `locale` whose HTML holds `needle` (any page of the kind without one). */
export async function findPage(siteUrl: string, sitemap: string, kind: PageKind, locale: Locale, needle?: string): Promise<string> {
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!.trim()).pathname)
    .filter((pathname) => {
      const classified = classifyPath(pathname);
      return classified?.kind === kind && classified.locale === locale;
    });
  for (const pathname of paths.slice(0, needle ? 80 : 1)) {
    if (!needle) return pathname;
    const html = await (await fetch(`${siteUrl}${pathname}`, { signal: AbortSignal.timeout(20_000) })).text();
    if (html.includes(needle)) return pathname;
  }
  throw new Error(`no ${kind} page (${locale}) in the sitemap${needle ? ` holding ${needle}` : ''}`);
}

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/**
 * What a returning visitor's browser holds, made by visiting as one (not throttled, and waiting
 * for the page to answer: this is set-up, not the check): the cookie choice, then one pick.
 */
async function returningVisitorStates(browser: Browser, origin: string, paths: { event: string; calendar: string }, d: Dictionary) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${paths.event}`);
    const reject = page.getByRole('button', { name: d.consent.rejectAll, exact: true });
    await untilDone(() => reject.click({ timeout: 5000 }), () => reject.isHidden(), 'the cookie banner did not close');
    const returning: StorageState = await context.storageState();
    await page.goto(`${origin}${paths.calendar}`);
    const star = page.getByRole('button', { name: templatePattern(d.schedule.star.add) }).first();
    const picked = page.getByRole('button', { name: templatePattern(d.schedule.star.remove) }).first();
    await untilDone(() => star.click({ timeout: 5000 }), () => picked.isVisible(), 'no star could be picked');
    const withPick: StorageState = await context.storageState();
    return { returning, withPick };
  } finally {
    await context.close();
  }
}

/** Acts until `done` holds: a click made before the page's scripts run may do nothing. */
async function untilDone(act: () => Promise<unknown>, done: () => Promise<boolean>, failure: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await act().catch(() => undefined);
    for (let check = 0; check < 10; check += 1) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`set-up: ${failure}`);
}

/** One load: the control tapped the moment it is visible, then its effect awaited. */
async function tapOnce(browser: Browser, url: string, control: TapControl, d: Dictionary, storageState: StorageState | undefined): Promise<TapLoad> {
  const options: BrowserContextOptions = {
    ...(storageState ? { storageState } : {}),
    ...(control.desktop ? { viewport: laptopWindow, deviceScaleFactor: 1, isMobile: false, hasTouch: false } : {}),
    ...(control.effect === 'announces' ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  };
  const { context, page } = await slowPhonePage(browser, control.effect, options);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const target = control.locate(page, d);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    const visibleAt = Date.now();
    let box = await target.boundingBox();
    const viewport = page.viewportSize();
    if (box && viewport && (box.y < 0 || box.y + box.height > viewport.height)) {
      await target.scrollIntoViewIfNeeded();
      box = await target.boundingBox();
    }
    if (!box) throw new Error(`${control.id}: no box to tap`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const tappedAt = Date.now();
    if (control.desktop) await page.mouse.click(x, y);
    else await page.touchscreen.tap(x, y);
    await page.waitForFunction(
      (limits) => {
        const probe = window.__benchProbe();
        if (probe.effectAt !== null) return true;
        const tap = probe.tapAt ?? probe.now;
        return probe.now - tap > limits.limitMs || (probe.hydratedAt !== null && probe.now - tap > limits.afterTapMs && probe.now - probe.hydratedAt > limits.afterScriptsMs);
      },
      giveUp,
      { polling: 100, timeout: giveUp.limitMs + 30_000 },
    );
    const probe = await readProbe(page);
    // The page's clock starts at its navigation; the bench's wall clock maps onto it.
    const origin = await page.evaluate(() => performance.timeOrigin);
    const sinceNavigation = (wall: number) => Math.max(0, wall - origin);
    return {
      visibleMs: sinceNavigation(visibleAt),
      tapMs: probe.tapAt ?? sinceNavigation(tappedAt),
      effectMs: probe.effectAt,
      scriptsDoneMs: probe.hydratedAt,
      target: probe.tapTarget,
    };
  } finally {
    await context.close();
  }
}

/**
 * `loads` loads of each control from each build, the builds interleaved load by load. A load that
 * fails (the control never showed) is an error, not a lost tap.
 */
export async function checkTaps(
  browser: Browser,
  options: { siteUrl: string; targets: readonly ObservedTarget[]; locale: Locale; loads: number; controls: readonly TapControl[]; log: (line: string) => void },
): Promise<{ results: Map<ObservedTarget['build'], TapControlResult[]>; errors: string[] }> {
  const d = dictionaries[options.locale];
  const sitemap = await (await fetch(`${options.siteUrl}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) })).text();
  const pathOf = new Map<string, string>();
  for (const control of options.controls) {
    pathOf.set(control.id, await findPage(options.siteUrl, sitemap, control.page, options.locale, control.pageHolds?.(d)));
  }
  const setUpPaths = {
    event: await findPage(options.siteUrl, sitemap, 'event', options.locale),
    calendar: await findPage(options.siteUrl, sitemap, 'calendar', options.locale),
  };
  const states = new Map<string, Awaited<ReturnType<typeof returningVisitorStates>>>();
  for (const target of options.targets) states.set(target.build, await returningVisitorStates(browser, target.origin, setUpPaths, d));

  const results = new Map<ObservedTarget['build'], TapControlResult[]>();
  const errors: string[] = [];
  for (const control of options.controls) {
    const path = pathOf.get(control.id)!;
    const byBuild = new Map(options.targets.map((target) => [target.build, { control: control.id, kind: control.kind, page: path, loads: [] as TapLoad[] }]));
    for (let load = 0; load < options.loads; load += 1) {
      for (const target of interleave(options.targets, load)) {
        const state = states.get(target.build)!;
        const storage = control.visitor === 'first visit' ? undefined : control.visitor === 'returning' ? state.returning : state.withPick;
        try {
          byBuild.get(target.build)!.loads.push(await tapOnce(browser, `${target.origin}${path}`, control, d, storage));
        } catch (error) {
          errors.push(`${target.build} ${control.id} load ${load + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    }
    for (const [build, result] of byBuild) results.set(build, [...(results.get(build) ?? []), result]);
    const site = byBuild.get('site')!;
    options.log(`taps: ${control.id}: ${site.loads.filter((l) => l.effectMs === null).length} of ${site.loads.length} lost`);
  }
  return { results, errors };
}

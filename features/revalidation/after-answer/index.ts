/*
 * THE webhook's work after its answer, in this folder: this file runs the steps
 * (`refreshAfterAnswer`); pages-to-refresh.ts says which pages; render-scheduler.ts and warm.ts
 * render them on this instance; mark-stale.ts marks tags stale at once. Whatever else must happen
 * once pages are rendered anew (the CDN purge) listens to `onPagesRefreshed`.
 */
import { type RevalidationPlan, tagsReadBy } from '../plan';
import { pagesToRefresh } from './pages-to-refresh';
import { type Remark, RenderScheduler, sharedRenderScheduler } from './render-scheduler';
import type { Probe, WarmReport, WarmSettings } from './warm';

export { markStaleDuringRequest, markStaleFromAnyContext, markStaleNow } from './mark-stale';
export { pagesToRefresh } from './pages-to-refresh';
export { sharedRenderScheduler } from './render-scheduler';
export { warmSettingsFromEnv, type WarmSettings } from './warm';

/**
 * Why the webhook marks its tags twice.
 *
 * `revalidateTag(tag, 'max')` makes every entry stored BEFORE the mark stale. A background
 * re-render that began before the mark (started by a view after an earlier edit) fetches the
 * older content but stores its page and fetch entries AFTER the mark: Next takes them for fresh,
 * and the newer edit waits for the 300 s safety net. WordPress saves a post, its fields and its
 * terms in quick succession, each with a webhook, so this happens: measured on this site, 5 to 8
 * of 15 double saves 5–30 ms apart stayed invisible. Marking the same tags again once in-flight
 * renders are done (they take well under a second) closes the window; the second pass costs one
 * more render per page (the webhook renders those pages again once the pages still waiting are
 * rendered: `refreshAfterAnswer` below), and still leaves the edit visible within the 2 s goal.
 */
export const settleDelayMs = 1000;

/**
 * Told the pages this instance has just rendered anew (their public paths), once they are: a
 * CDN purge listens (features/cdn/purge.ts). Purged earlier, a CDN would fetch the previous page.
 */
export type PagesRefreshedListener = (paths: string[]) => unknown;

export interface AfterAnswerOptions {
  /** Applied at once (mark-stale.ts: `revalidateTag` after the answer would wait for the end). */
  markStale: (tag: string) => void | Promise<void>;
  warm: WarmSettings;
  /** Told each batch of pages rendered anew: the webhook's, then the background's. */
  onPagesRefreshed?: PagesRefreshedListener;
  /** When the webhook answered (the settle pass counts from it). */
  answeredAt: number;
  /** How this instance is asked for a page (tests: a scheduler of their own); HEAD over node:http by default. */
  probe?: Probe;
  /** The render queue (tests: one shared with an earlier save's renders); this instance's by default. */
  scheduler?: RenderScheduler;
  log?: Pick<Console, 'log' | 'error'>;
  settleDelayMs?: number;
  /**
   * More pages to render once the others are queued, behind every other page (a shell change's
   * item pages: plan-shell.ts); looked up after the answer, not before it.
   */
  background?: () => Promise<string[]>;
  /**
   * Visitors of these pages wait for their render (server/fresh-renders.mjs): told each page's
   * outcome as its first render ends, and the pages retried after a render was given up.
   */
  pending?: { expect(paths: readonly string[]): void; done(path: string, rendered: boolean): void };
}

export interface AfterAnswerReport {
  paths: string[];
  /** The pages asked for before the second mark, rendered once more. */
  again: string[];
  warm: WarmReport;
  /** The background pages, once rendered (none asked: rendered 0). */
  background: WarmReport;
  /** Pages whose render was given up on, then asked again once; and those still old after it. */
  retried: string[];
  stayedOld: string[];
}

/**
 * What the webhook does once it has answered:
 *
 * 1. renders every affected page on this instance (render-scheduler.ts), so the first visitor
 *    gets it new; a page an earlier save is rendering has its tags marked again as soon as that
 *    render is over, then is rendered anew;
 * 2. a second after the answer, marks the tags again (`settleDelayMs` above: a render that was in flight
 *    during the save would otherwise stand with the content from before it) and renders once
 *    more the pages whose render may have begun before that second mark (the others, asked for
 *    after it, are rendered from the content as it is) — after the pages still waiting, of this
 *    save or a later one: those certainly show the content from before it, these most likely
 *    show it already (measured: with these first, the last pages of a new event's list, e.g.
 *    its French artist page, missed the 2 s on a busy machine in 3 runs of 4);
 * 3. renders the `background` pages, if any, behind everything else (every page of this or a
 *    later webhook goes first);
 * 4. tells `onPagesRefreshed` (the CDN purge, when one is configured) which pages were rendered
 *    anew, once they are.
 */
export async function refreshAfterAnswer(plan: RevalidationPlan, options: AfterAnswerOptions): Promise<AfterAnswerReport> {
  const log = options.log ?? console;
  const paths = pagesToRefresh(plan);
  const scheduler = options.scheduler ?? (options.probe ? new RenderScheduler(options.warm, options.probe) : sharedRenderScheduler(options.warm));
  const started = new Set<string>();
  // The tags of this save that the path's page reads (its item, its list, its shell).
  const remark: Remark = async (path) => {
    try {
      await Promise.all(tagsReadBy(path).filter((tag) => plan.tags.includes(tag)).map(options.markStale));
    } catch (error) {
      log.error(`revalidate: could not mark ${path} stale again: ${(error as Error).message}`);
    }
  };
  const rendered = options.pending ? (path: string, ok: boolean) => options.pending!.done(path, ok) : undefined;
  const firstPass = scheduler.render(paths, { started: (path) => started.add(path), rendered, remark });
  // Looked up at once (the site's cached lists), rendered after the second mark: none of them needs a second render.
  const backgroundPaths = options.background?.().catch((error: unknown) => {
    log.error(`revalidate: could not list the pages to render in the background: ${(error as Error).message}`);
    return [];
  });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.answeredAt + (options.settleDelayMs ?? settleDelayMs) - Date.now())));
  await Promise.all(plan.tags.map(options.markStale));
  const again = paths.filter((path) => started.has(path));
  const secondPass = scheduler.render(again, { last: true, remark });
  const backgroundPass = backgroundPaths?.then(async (more) => {
    const waiting = more.filter((path) => !paths.includes(path));
    return { paths: waiting, report: await scheduler.render(waiting, { background: true }) };
  });
  const [first, second] = await Promise.all([firstPass, secondPass]);
  // A render given up on (its deadline passed, the content server was slow or down) is asked
  // once more, its visitors waiting for it again; what is still old after that is logged by name.
  const retried = [...new Set([...first.notRendered, ...second.notRendered])];
  if (retried.length > 0) options.pending?.expect(retried);
  const retry = retried.length > 0 ? await scheduler.render(retried, { remark, rendered }) : null;
  const notRendered = retry?.notRendered ?? [];
  const warm: WarmReport = { rendered: paths.length - notRendered.length, notRendered, ms: Date.now() - options.answeredAt };
  const failure = first.failure ?? second.failure ?? retry?.failure;
  if (failure) warm.failure = failure;
  if (options.warm.origin) {
    log.log(
      `revalidate: ${paths.length} page(s) rendered anew ${warm.ms} ms after the answer (${again.length} of them again after the second mark` +
        (retried.length ? `, ${retried.length} retried after a render was given up` : '') +
        ')' +
        (notRendered.length ? `; stayed old: ${notRendered.join(' ')}` : '') +
        (failure ? ` (could not ask ${failure})` : ''),
    );
  }
  await tell(options.onPagesRefreshed, paths, log);
  const background = (await backgroundPass) ?? { paths: [], report: { rendered: 0, notRendered: [], ms: 0 } };
  if (background.paths.length > 0 && options.warm.origin) {
    log.log(
      `revalidate: ${background.paths.length} more page(s) rendered in the background ${Date.now() - options.answeredAt} ms after the answer` +
        (background.report.notRendered.length ? `; not rendered: ${background.report.notRendered.length}` : ''),
    );
  }
  if (background.paths.length > 0) await tell(options.onPagesRefreshed, background.paths, log);
  return { paths, again, warm, background: background.report, retried, stayedOld: notRendered };
}

/** A listener's failure is logged, never the webhook's. */
async function tell(listener: PagesRefreshedListener | undefined, paths: string[], log: Pick<Console, 'error'>): Promise<void> {
  if (!listener || paths.length === 0) return;
  try {
    await listener(paths);
  } catch (error) {
    log.error(`revalidate: after rendering ${paths.length} page(s): ${(error as Error).message}`);
  }
}

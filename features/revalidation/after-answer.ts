import { purgePaths } from '@/features/cdn/purge-paths';
import { purgeAfterRevalidation, type PurgeSettings } from '@/features/cdn/purge';
import { type RevalidationPlan, tagsForPath } from './plan';
import { settleDelayMs } from './settle';
import { type Remark, RenderScheduler, sharedRenderScheduler } from './render-scheduler';
import type { Probe, WarmReport, WarmSettings } from './warm';

export interface AfterAnswerOptions {
  /** Applied at once (mark-stale.ts: `revalidateTag` after the answer would wait for the end). */
  markStale: (tag: string) => void | Promise<void>;
  warm: WarmSettings;
  purge: PurgeSettings | null;
  /** When the webhook answered (the settle pass counts from it). */
  answeredAt: number;
  /** How this instance is asked for a page (tests: a scheduler of their own); HEAD over node:http by default. */
  probe?: Probe;
  /** For the CDN purge (tests). */
  fetch?: typeof fetch;
  log?: Pick<Console, 'log' | 'error'>;
  settleDelayMs?: number;
  /**
   * More pages to render once the others are queued, behind every other page (a shell change's
   * item pages: plan-shell.ts); looked up after the answer, not before it.
   */
  background?: () => Promise<string[]>;
}

export interface AfterAnswerReport {
  paths: string[];
  /** The pages asked for before the second mark, rendered once more. */
  again: string[];
  warm: WarmReport;
  /** The background pages, once rendered (none asked: rendered 0). */
  background: WarmReport;
}

/**
 * What the webhook does once it has answered:
 *
 * 1. renders every affected page on this instance (render-scheduler.ts), so the first visitor
 *    gets it new; a page an earlier save is rendering has its tags marked again as soon as that
 *    render is over, then is rendered anew;
 * 2. a second after the answer, marks the tags again (settle.ts: a render that was in flight
 *    during the save would otherwise stand with the content from before it) and renders once
 *    more the pages whose render may have begun before that second mark (the others, asked for
 *    after it, are rendered from the content as it is) — after the pages still waiting, of this
 *    save or a later one: those certainly show the content from before it, these most likely
 *    show it already (measured: with these first, the last pages of a new event's list, e.g.
 *    its French artist page, missed the 2 s on a busy machine in 3 runs of 4);
 * 3. renders the `background` pages, if any, behind everything else (every page of this or a
 *    later webhook goes first);
 * 4. purges them at the CDN, when one is configured (after the renders: a CDN purged earlier
 *    would fetch the previous page again).
 */
export async function refreshAfterAnswer(plan: RevalidationPlan, options: AfterAnswerOptions): Promise<AfterAnswerReport> {
  const log = options.log ?? console;
  const paths = purgePaths(plan);
  const scheduler = options.probe ? new RenderScheduler(options.warm, options.probe) : sharedRenderScheduler(options.warm);
  const started = new Set<string>();
  // The tags of this save that the path's page reads (its item, its list).
  const remark: Remark = async (path) => {
    try {
      await Promise.all(tagsForPath(path).filter((tag) => plan.tags.includes(tag)).map(options.markStale));
    } catch (error) {
      log.error(`revalidate: could not mark ${path} stale again: ${(error as Error).message}`);
    }
  };
  const firstPass = scheduler.render(paths, { started: (path) => started.add(path), remark });
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
  const notRendered = [...new Set([...first.notRendered, ...second.notRendered])];
  const warm: WarmReport = { rendered: paths.length - notRendered.length, notRendered, ms: Date.now() - options.answeredAt };
  const failure = first.failure ?? second.failure;
  if (failure) warm.failure = failure;
  if (options.warm.origin) {
    log.log(
      `revalidate: ${paths.length} page(s) rendered anew ${warm.ms} ms after the answer (${again.length} of them again after the second mark)` +
        (notRendered.length ? `; not rendered: ${notRendered.join(' ')}` : '') +
        (failure ? ` (could not ask ${failure})` : ''),
    );
  }
  if (options.purge) await purgeAfterRevalidation(plan, options.purge, { fetch: options.fetch, log });
  const background = (await backgroundPass) ?? { paths: [], report: { rendered: 0, notRendered: [], ms: 0 } };
  if (background.paths.length > 0 && options.warm.origin) {
    log.log(
      `revalidate: ${background.paths.length} more page(s) rendered in the background ${Date.now() - options.answeredAt} ms after the answer` +
        (background.report.notRendered.length ? `; not rendered: ${background.report.notRendered.length}` : ''),
    );
  }
  if (options.purge && background.paths.length > 0) {
    await purgeAfterRevalidation({ tags: [], publicPaths: background.paths }, options.purge, { fetch: options.fetch, log });
  }
  return { paths, again, warm, background: background.report };
}

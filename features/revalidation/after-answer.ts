import { purgePaths } from '@/features/cdn/purge-paths';
import { purgeAfterRevalidation, type PurgeSettings } from '@/features/cdn/purge';
import type { RevalidationPlan } from './plan';
import { settleDelayMs } from './settle';
import { type Probe, RenderQueue, warmPaths, type WarmReport, type WarmSettings } from './warm';

export interface AfterAnswerOptions {
  markStale: (tag: string) => void;
  warm: WarmSettings;
  purge: PurgeSettings | null;
  /** When the webhook answered (the settle pass counts from it). */
  answeredAt: number;
  /** How this instance is asked for a page (tests); HEAD over node:http by default. */
  probe?: Probe;
  /** For the CDN purge (tests). */
  fetch?: typeof fetch;
  log?: Pick<Console, 'log' | 'error'>;
  settleDelayMs?: number;
}

export interface AfterAnswerReport {
  paths: string[];
  /** The pages asked for before the second mark, rendered once more. */
  again: string[];
  warm: WarmReport;
}

/**
 * What the webhook does once it has answered:
 *
 * 1. renders every affected page on this instance (warm.ts), so the first visitor gets it new;
 * 2. a second after the answer, marks the tags again (settle.ts: a render that was in flight
 *    during the save would otherwise stand with the content from before it) and renders once
 *    more, before the pages still waiting, the pages whose render may have begun before that
 *    second mark (the others, asked for after it, are rendered from the content as it is);
 * 3. purges them at the CDN, when one is configured (after the renders: a CDN purged earlier
 *    would fetch the previous page again).
 */
export async function refreshAfterAnswer(plan: RevalidationPlan, options: AfterAnswerOptions): Promise<AfterAnswerReport> {
  const log = options.log ?? console;
  const paths = purgePaths(plan);
  const asked: string[] = [];
  const queue = new RenderQueue(paths, { open: true });
  let again: string[] = [];
  const wait = Math.max(0, options.answeredAt + (options.settleDelayMs ?? settleDelayMs) - Date.now());
  const secondMark = new Promise<void>((resolve) =>
    setTimeout(() => {
      plan.tags.forEach(options.markStale);
      again = [...new Set(asked)];
      queue.putFirst(again);
      queue.close();
      resolve();
    }, wait),
  );
  const [warm] = await Promise.all([warmPaths(queue, options.warm, options.probe, (path) => asked.push(path)), secondMark]);
  if (options.warm.origin) {
    log.log(
      `revalidate: ${paths.length} page(s) rendered anew ${Date.now() - options.answeredAt} ms after the answer ` +
        `(${again.length} of them again after the second mark)` +
        (warm.notRendered.length ? `; not rendered: ${warm.notRendered.join(' ')}` : '') +
        (warm.failure ? ` (could not ask ${warm.failure})` : ''),
    );
  }
  if (options.purge) await purgeAfterRevalidation(plan, options.purge, { fetch: options.fetch, log });
  return { paths, again, warm };
}

import { purgePaths } from '@/features/cdn/purge-paths';
import { purgeAfterRevalidation, type PurgeSettings } from '@/features/cdn/purge';
import type { RevalidationPlan } from './plan';
import { settleDelayMs } from './settle';
import { type Probe, warmPaths, type WarmReport, type WarmSettings } from './warm';

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
  first: WarmReport;
  /** The pages asked for before the second mark, rendered once more. */
  again: string[];
  second: WarmReport;
}

/**
 * What the webhook does once it has answered:
 *
 * 1. renders every affected page on this instance (warm.ts), so the first visitor gets it new;
 * 2. a second after the answer, marks the tags again (settle.ts: a render that was in flight
 *    during the save would otherwise stand with the content from before it) and renders once
 *    more the pages whose render may have begun before that second mark (the others, asked for
 *    after it, are already rendered from the content as it is);
 * 3. purges them at the CDN, when one is configured (after the renders: a CDN purged earlier
 *    would fetch the previous page again).
 */
export async function refreshAfterAnswer(plan: RevalidationPlan, options: AfterAnswerOptions): Promise<AfterAnswerReport> {
  const log = options.log ?? console;
  const paths = purgePaths(plan);
  const askedAt = new Map<string, number>();
  const secondMark = new Promise<number>((resolve) => {
    const wait = Math.max(0, options.answeredAt + (options.settleDelayMs ?? settleDelayMs) - Date.now());
    setTimeout(() => {
      plan.tags.forEach(options.markStale);
      resolve(Date.now());
    }, wait);
  });
  const [first, markedAt] = await Promise.all([
    warmPaths(paths, options.warm, options.probe, (path) => askedAt.set(path, Date.now())),
    secondMark,
  ]);
  const again = paths.filter((path) => (askedAt.get(path) ?? Number.POSITIVE_INFINITY) <= markedAt);
  const second = await warmPaths(again, options.warm, options.probe);
  if (options.warm.origin) {
    const missed = [...new Set([...first.notRendered, ...second.notRendered])];
    const failure = first.failure ?? second.failure;
    log.log(
      `revalidate: ${paths.length} page(s) rendered anew ${Date.now() - options.answeredAt} ms after the answer ` +
        `(first pass ${first.ms} ms, second ${second.ms} ms)${missed.length ? `; not rendered: ${missed.join(' ')}` : ''}` +
        (failure ? ` (could not ask ${failure})` : ''),
    );
  }
  if (options.purge) await purgeAfterRevalidation(plan, options.purge, { fetch: options.fetch, log });
  return { paths, first, again, second };
}

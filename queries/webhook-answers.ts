import { AsyncLocalStorage } from 'node:async_hooks';
import { cachedPageRender, dropPendingRefreshes, requestDataCache, writeFetchAnswer } from '@/lib/next-internals/work-store';

/**
 * The content server's answers shared by every page a webhook renders: each stale query is
 * asked ONCE per webhook, not once per page (a real WordPress takes 0.2–2 s a query; the
 * calendar, both home pages, the day pages, the timetable and My schedule all read the same
 * event list, and the webhook's second mark (features/revalidation/after-answer/) makes every entry
 * stale again).
 *
 * Why the data cache alone does not do it: Next.js fetches a stale entry again for each page
 * rendered at the same time (its lock is per request), and again after every mark. Here, while a
 * webhook's renders run (`openWebhookAnswers` … `close`), a page render (Next.js's
 * "prerender-legacy" work unit: a page being rendered for the cache) that asks for a query gets
 * the answer this webhook already fetched for it, or fetches it from the content server itself —
 * past the data cache, whose entries may hold a render that began before the save — and shares
 * it. Only answers fetched after the webhook arrived are shared: WordPress calls the webhook
 * once the save is done, so they show it. A later webhook starts afresh.
 *
 * Each shared answer also replaces the query's entry in the data cache (as Next.js's fetch would
 * store it), so what reads the data cache outside these renders — the calendar feeds, the
 * schedule files, the request gate's catalogue — answers with the save too, not one save behind.
 *
 * The page still records the query's cache tags (as Next.js's fetch would), so the next webhook
 * marks it. Next.js exports no public way to do either; the stores come from its server build
 * (pinned version in package.json) — tests/unit/queries/webhook-answers.test.ts fails if they move.
 */
export interface SharedAnswer {
  status: number;
  body: string;
}

/** The request as the site's fetch sends it: its data-cache entry is keyed by both. */
export interface ContentRequest {
  url: string;
  init: RequestInit;
}

/** What this module uses of Next.js's IncrementalCache (the data cache). */
interface Window {
  /** Marks the content requests made by `prefetchForWebhook` (no page render, yet shared). */
  prefetching: AsyncLocalStorage<true>;
  /** Answers of the latest webhook, by endpoint and request body. */
  answers: Map<string, Promise<SharedAnswer>>;
  /** Webhooks whose renders are still running. */
  open: number;
  /** The tags they marked stale: only queries carrying one are shared (the others are fresh in the data cache). */
  tags: Set<string>;
  /** Shared no longer after this time, whatever happens (a close that never came). */
  until: number;
}

export interface WebhookAnswers {
  /** More tags this webhook marks (known once it has looked the post up): their queries are shared too. */
  widen(tags: readonly string[]): void;
  /** This webhook's renders are over. */
  close(): void;
}

/** Longest a webhook's answers are shared (its background renders included). */
export const longestWindowMs = 120_000;

// One per process: the webhook's route and the page renders may be separate module instances.
const key = Symbol.for('festival.webhookAnswers');
const holder = globalThis as typeof globalThis & { [key]?: Window };
const state = (): Window => (holder[key] ??= { prefetching: new AsyncLocalStorage(), answers: new Map(), open: 0, tags: new Set(), until: 0 });

/**
 * Called by the webhook before it marks `tags` stale: from now on page renders share their
 * answers to the queries carrying one of them (the previous webhook's answers are forgotten: they
 * may predate this save).
 */
export function openWebhookAnswers(tags: readonly string[], now = Date.now()): WebhookAnswers {
  const window = state();
  window.answers = new Map();
  if (window.open === 0) window.tags = new Set();
  for (const tag of tags) window.tags.add(tag);
  window.open += 1;
  window.until = now + longestWindowMs;
  let closed = false;
  return {
    widen(more) {
      if (!closed) for (const tag of more) window.tags.add(tag);
    },
    close() {
      if (closed) return;
      closed = true;
      window.open = Math.max(0, window.open - 1);
      if (window.open === 0) {
        window.answers = new Map();
        window.tags = new Set();
      }
    },
  };
}

/**
 * The answer this webhook shares for the request, loaded by `load` if nobody asked it yet; null
 * when it is not shared (no webhook's renders running, a query none of them marked stale, or not
 * a page render): ask as usual, through the data cache.
 * The page records `tags` (and `revalidateSeconds`) either way.
 */
export function sharedAnswer(
  request: ContentRequest,
  { tags, revalidateSeconds }: { tags: readonly string[]; revalidateSeconds: number },
  load: () => Promise<SharedAnswer>,
): Promise<SharedAnswer> | null {
  const window = state();
  if (window.open === 0 || Date.now() > window.until || !tags.some((tag) => window.tags.has(tag))) return null;
  const page = cachedPageRender();
  if (!page && !window.prefetching.getStore()) return null;
  if (page) {
    const collected = (page.tags ??= []);
    for (const tag of tags) if (!collected.includes(tag)) collected.push(tag);
    // And its time-based revalidation, as a fetch with `next.revalidate` would lower it.
    if (typeof page.revalidate !== 'number' || page.revalidate > revalidateSeconds) page.revalidate = revalidateSeconds;
  }
  const answers = window.answers;
  const requestKey = `${request.url}\n${String(request.init.body ?? '')}`;
  let answer = answers.get(requestKey);
  if (!answer) {
    const cache = requestDataCache();
    answer = load().then(async (loaded) => {
      // A failure, or an answer without data, is not shared: the next page asks again.
      if (loaded.status >= 300 || !hasData(loaded.body)) answers.delete(requestKey);
      // Stored unless a later webhook opened meanwhile (this answer may predate its save).
      else if (cache && state().answers === answers) await storeInDataCache(cache, request, { tags, revalidateSeconds }, loaded);
      return loaded;
    });
    answer.catch(() => answers.delete(requestKey));
    answers.set(requestKey, answer);
  }
  return answer;
}

/**
 * Asks the content server now, all at once, for what the webhook's pages will ask first (its
 * lists: the heaviest answers, read by most of its pages), so that pages find them ready instead
 * of each waiting its turn. The `loads` are the site's own getters; their failures are the pages'
 * to meet (they ask again).
 */
export function prefetchForWebhook(loads: ReadonlyArray<() => Promise<unknown>>): void {
  const window = state();
  if (window.open === 0) return;
  for (const load of loads) window.prefetching.run(true, () => load().catch(() => undefined));
}

/**
 * Lets the webhook's answer end without waiting for the data-cache refreshes its own reads
 * started. The webhook reads the site's cached lists and slug indexes before its marks (what the
 * site knew); Next.js refreshes a stale entry in the background and ends the response only once
 * those refreshes are over — then runs `after()`, the webhook's renders. Under a real WordPress's
 * answer times that held the answer and every render back by the list's 1.6 s. The refreshes go
 * on (their answers still reach the data cache); the shared answers, asked at the webhook's
 * arrival, refresh the same entries anyway.
 */
export function answerWithoutWaitingForRefreshes(): void {
  dropPendingRefreshes();
}

/**
 * Replaces the request's data-cache entry with the shared answer, under the key, tags and
 * lifetime Next.js's fetch gives it (`next: { revalidate, tags }`); a failure only costs the
 * readers of the data cache one stale answer, so it is logged, not thrown.
 */
async function storeInDataCache(cache: NonNullable<ReturnType<typeof requestDataCache>>, request: ContentRequest, { tags, revalidateSeconds }: { tags: readonly string[]; revalidateSeconds: number }, answer: SharedAnswer): Promise<void> {
  try {
    const url = new URL(request.url);
    // Next.js keys an entry by the URL without its credentials.
    url.username = '';
    url.password = '';
    await writeFetchAnswer(cache, { url: url.href, init: request.init, body: answer.body, status: answer.status, tags, revalidateSeconds });
  } catch (error) {
    console.error(`webhook answers: could not store ${request.url} in the data cache: ${(error as Error).message}`);
  }
}

function hasData(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown };
    return parsed.data !== undefined && parsed.data !== null;
  } catch {
    return false;
  }
}

/**
 * What the freshness specs share: editing through the content server's admin endpoint (which
 * calls the site's webhook before answering, as WordPress plugins do), reading pages, and
 * measuring when each first shows the change.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { cmsUrl, readState, serversDir } from './freshness-servers';

/** The spec's 2 s; E2E_FRESHNESS_DEADLINE_MS loosens it on a machine busy with other work. */
export const freshnessDeadlineMs = Number(process.env.E2E_FRESHNESS_DEADLINE_MS ?? 2000);

export interface AdminAnswer {
  created?: { id: number; slug: string };
  edited?: { id: number; currentSlug: string };
  revalidation: { status: string; httpStatus?: number };
}

/**
 * The line the site logs once a webhook's renders are over (both passes: at once, and after the
 * second mark): features/revalidation/after-answer/.
 */
const rendersOverLine = /^revalidate: \d+ page\(s\) rendered anew/gm;

/** How many webhooks' renders the site has finished, read from its log. */
function rendersOver(): number {
  const log = path.join(serversDir, 'site.log');
  return existsSync(log) ? (readFileSync(log, 'utf8').match(rendersOverLine) ?? []).length : 0;
}

/** Edits whose webhook renders `settleAfterWebhook` has not waited for yet. */
let unsettled: { rendersOverBefore: number; webhooks: number } | null = null;

async function admin(request: APIRequestContext, adminPath: string, body: Record<string, unknown>, { soft = false } = {}): Promise<AdminAnswer> {
  unsettled ??= { rendersOverBefore: rendersOver(), webhooks: 0 };
  const response = await request.post(`${cmsUrl}${adminPath}`, { headers: { authorization: `Bearer ${readState().adminToken}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as AdminAnswer;
  // `soft`: a webhook that did not answer in time (the content server retries it once) is a
  // failure, but the measurement goes on with the next action.
  (soft ? expect.soft : expect)(answer.revalidation, `${adminPath} ${JSON.stringify(body)}`).toEqual({ status: 'ok', httpStatus: 200 });
  unsettled.webhooks += 1;
  return answer;
}

/** A field, slug or status change (`POST /admin/edits`). */
export const edit = (request: APIRequestContext, body: Record<string, unknown>) => admin(request, '/admin/edits', body);
/** A new item (`POST /admin/items`). */
export const create = (request: APIRequestContext, body: Record<string, unknown>) => admin(request, '/admin/items', body);
/** The same, going on when the webhook did not answer (a soft failure). */
export const editGoingOn = (request: APIRequestContext, body: Record<string, unknown>) => admin(request, '/admin/edits', body, { soft: true });
export const createGoingOn = (request: APIRequestContext, body: Record<string, unknown>) => admin(request, '/admin/items', body, { soft: true });

export async function cmsQuery<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post(`${cmsUrl}/graphql/`, { data: { query } });
  return ((await response.json()) as { data: T }).data;
}

/** The page's own content: the HTML between `<main` and `</main>` (or the whole body, e.g. the sitemap). */
export function mainOf(text: string): string {
  const start = text.indexOf('<main');
  return start === -1 ? text : text.slice(start, text.indexOf('</main>', start));
}

export interface Expectation {
  path: string;
  /** What the page must show (a string in its content), or 404 for a page that must be gone. */
  shows: string | 404;
  /** A string the page must no longer show (an unpublished item in a list). */
  hides?: string;
  /** Look at the whole document (the header's language switch), not only `<main>`. */
  whole?: boolean;
}

export function describeExpectation(e: Expectation): string {
  return `${e.path} ${e.shows === 404 ? '→ 404' : `shows "${e.shows}"`}${e.hides ? ` without "${e.hides}"` : ''}`;
}

/** Whether one answer meets the expectation (its body read once). */
export async function meets(request: APIRequestContext, e: Expectation): Promise<boolean> {
  const response = await request.get(e.path, { maxRedirects: 0 });
  if (e.shows === 404) return response.status() === 404;
  if (response.status() !== 200) return false;
  const text = await response.text();
  const body = e.whole || e.path.startsWith('/api/') || e.path.endsWith('.xml') ? text : mainOf(text);
  return body.includes(e.shows) && (!e.hides || !body.includes(e.hides));
}

/**
 * Requests each path until it meets its expectation. Returns when each did (ms after `since`),
 * or fails with the ones that did not by the deadline.
 */
export async function pollUntilFresh(request: APIRequestContext, expectations: Expectation[], since: number, deadlineMs: number): Promise<Map<string, number>> {
  const pending = new Set(expectations);
  const freshAt = new Map<string, number>();
  while (pending.size > 0) {
    for (const expectation of [...pending]) {
      if (await meets(request, expectation)) {
        pending.delete(expectation);
        freshAt.set(expectation.path, Date.now() - since);
      }
    }
    if (pending.size === 0) break;
    if (Date.now() - since > deadlineMs) {
      const seen = [...freshAt].map(([path, ms]) => `${path} ${ms} ms`).join(', ') || 'none';
      throw new Error(`not yet after ${Date.now() - since} ms: ${[...pending].map(describeExpectation).join('; ')} (done: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return freshAt;
}

/**
 * The FIRST request to each page after a change, made once the deadline has passed since the
 * webhook: no earlier request may have started its render, so only the site's own rendering
 * after the webhook can make it fresh.
 */
export async function expectFreshOnFirstRequest(request: APIRequestContext, expectations: Expectation[], webhookAt: number, deadlineMs: number): Promise<void> {
  const wait = webhookAt + deadlineMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const failed: string[] = [];
  for (const expectation of expectations) if (!(await meets(request, expectation))) failed.push(describeExpectation(expectation));
  expect(failed, `first request ${deadlineMs} ms after the webhook`).toEqual([]);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** `label: median X ms, worst Y ms (n tries)`, kept as a test annotation and printed. */
export function report(label: string, samples: number[]): string {
  const line = `${label}: median ${median(samples)} ms, worst ${Math.max(...samples)} ms (${samples.length} tries)`;
  console.log(line);
  return line;
}

/** How many times each lifecycle action is measured: 2 in the suite, 20 for the README's figures. */
export const tries = Math.max(1, Number(process.env.E2E_FRESHNESS_TRIES ?? 2));

/**
 * Waits until the site has finished the renders of every edit made since the last call (each
 * webhook renders, marks again a second later, renders again), as its log says.
 */
export async function settleAfterWebhook(timeoutMs = 45_000): Promise<void> {
  const awaited = unsettled;
  unsettled = null;
  if (!awaited) return;
  await expect
    .poll(() => rendersOver() - awaited.rendersOverBefore, { message: `the renders of ${awaited.webhooks} webhook(s) logged as over in site.log`, timeout: timeoutMs })
    .toBeGreaterThanOrEqual(awaited.webhooks);
}

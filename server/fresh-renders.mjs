// @ts-check
import { randomUUID } from 'node:crypto';
import { beforeAnswerStarts } from '../lib/next-internals/answer-writes.mjs';
import { renderStatusHeader, staleRenderStatus } from '../lib/next-internals/wire.mjs';

/**
 * The pages a webhook knows are stale, until their new render is done: a visitor who asks for one
 * in between WAITS for that render (bounded) instead of getting the previous page from
 * stale-while-revalidate. The webhook (app/api/revalidate) names them before it marks its tags
 * (`expectFreshRenders`) and reports each as its render ends (`freshRenderDone`); the request gate
 * holds a request for one of them (`holdForFreshRender`, called from server/gate.mjs) and, while
 * it waits, asks the webhook's render queue to take that page next (`onVisitorWaiting`).
 *
 * With several instances sharing Redis (./fresh-renders-redis.mjs), what one instance's webhook
 * expects and renders is published to the others, whose visitors wait the same way for the page
 * the first instance is rendering into the shared cache.
 *
 * One state per process (the gate and the webhook's route are separate module instances).
 *
 * @typedef {{ until: number, waiters: Set<(rendered: boolean) => void>, local: boolean, renders: number }} Pending
 * @typedef {{ publish(message: { expect?: string[], done?: string[], until?: number }): void }} Broadcast
 * @typedef {{
 *   pending: Map<string, Pending>,
 *   probeToken: string,
 *   promote: ((path: string) => void) | null,
 *   broadcast: Broadcast | null,
 *   log: Pick<Console, 'log' | 'warn'>,
 * }} State
 */

/** The longest a visitor waits for a page's new render (FRESH_RENDER_WAIT_MS), then gets the last page. */
export const defaultWaitMs = 3000;
/** A page expected but never reported done stops holding visitors after this long. */
export const expectationLifetimeMs = 60_000;
/** Sent by the webhook's own requests for its pages (they must not wait for themselves). */
export const renderProbeHeader = 'x-festival-render-probe';
/** RFC 9111's retired `Warning` (110: "Response is Stale"): the last page, its new render not done in time. */
export const staleWarning = '110 - "Response is Stale"';

const key = Symbol.for('festival.freshRenders');

/** FRESH_RENDER_WAIT_MS, read at each wait. */
function waitBound() {
  const configured = process.env.FRESH_RENDER_WAIT_MS?.trim();
  return configured && Number(configured) >= 0 ? Number(configured) : defaultWaitMs;
}

/** @returns {State} */
function state() {
  const holder = /** @type {Record<symbol, State>} */ (/** @type {unknown} */ (globalThis));
  holder[key] ??= {
    pending: new Map(),
    probeToken: randomUUID(),
    promote: null,
    broadcast: null,
    log: console,
  };
  return holder[key];
}

/**
 * The key of a page: its decoded path without a trailing slash and its query sorted, without
 * Next's `_rsc` (a client navigation's payload comes from the same cache entry). Null when the
 * URL does not decode.
 * @param {string} url a site-relative URL (`/calendar?category=music`)
 */
export function pageKey(url) {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    parsed.searchParams.delete('_rsc');
    parsed.searchParams.sort();
    const path = decodeURIComponent(parsed.pathname).replace(/\/+$/, '') || '/';
    const query = parsed.searchParams.toString();
    return query ? `${path}?${query}` : path;
  } catch {
    return null;
  }
}

/**
 * A page expected by several webhooks (a menu save while an event save's renders run) is pending
 * until the render of the LAST one is done: the earlier render may have read the content from
 * before the later save.
 * @param {string[]} keys @param {number} until @param {boolean} local
 */
function addExpected(keys, until, local) {
  const { pending } = state();
  for (const path of keys) {
    const entry = pending.get(path);
    if (entry) {
      entry.until = Math.max(entry.until, until);
      entry.local ||= local;
      entry.renders += 1;
    } else pending.set(path, { until, waiters: new Set(), local, renders: 1 });
  }
}

/** @param {string[]} keys @param {boolean} rendered */
function markDone(keys, rendered) {
  const { pending } = state();
  for (const path of keys) {
    const entry = pending.get(path);
    if (!entry) continue;
    entry.renders -= 1;
    if (entry.renders > 0) continue;
    pending.delete(path);
    for (const waiter of entry.waiters) waiter(rendered);
  }
}

/**
 * The webhook, before it marks its tags: these pages are stale until `freshRenderDone` names them.
 * @param {readonly string[]} paths
 */
export function expectFreshRenders(paths, now = Date.now()) {
  const keys = paths.map(pageKey).filter((path) => path !== null);
  const until = now + expectationLifetimeMs;
  addExpected(keys, until, true);
  state().broadcast?.publish({ expect: keys, until });
}

/**
 * The webhook: this page's new render is done (`rendered`), or given up (its waiting visitors get
 * the last page).
 * @param {string} path @param {boolean} [rendered]
 */
export function freshRenderDone(path, rendered = true) {
  const key = pageKey(path);
  if (key === null) return;
  markDone([key], rendered);
  state().broadcast?.publish({ done: [key] });
}

/** The webhook's render queue: told which page a visitor waits for, so that it renders it next. @param {(path: string) => void} promote */
export function onVisitorWaiting(promote) {
  state().promote = promote;
}

/** The header (and its per-process value) the webhook's own requests for its pages carry. */
export function renderProbe() {
  return { [renderProbeHeader]: state().probeToken };
}

/** Pages expected now (tests, health). */
export function expectedPages() {
  const now = Date.now();
  return [...state().pending].filter(([, entry]) => entry.until > now).map(([path]) => path);
}

/**
 * The other instances' expectations and renders (./fresh-renders-redis.mjs).
 * @param {Broadcast | null} broadcast
 */
export function setBroadcast(broadcast) {
  state().broadcast = broadcast;
}

/** @param {{ expect?: unknown, done?: unknown, until?: unknown }} message */
export function receiveBroadcast(message) {
  const strings = (/** @type {unknown} */ value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
  const until = typeof message.until === 'number' ? Math.min(message.until, Date.now() + expectationLifetimeMs) : Date.now() + expectationLifetimeMs;
  addExpected(strings(message.expect), until, false);
  markDone(strings(message.done), true);
}

/**
 * The gate's hook, before Next.js answers a GET or HEAD: a request for a page the webhook is
 * rendering anew waits for that render (at most FRESH_RENDER_WAIT_MS, default 3 s). Past the
 * bound it goes on to the last page, which then carries `Warning: 110` and is logged.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} url the request's URL as the gate passes it on
 */
export async function holdForFreshRender(request, response, url) {
  const current = state();
  const probe = request.headers[renderProbeHeader];
  delete request.headers[renderProbeHeader];
  if (probe === current.probeToken || current.pending.size === 0) return;
  const path = pageKey(url);
  const entry = path === null ? undefined : current.pending.get(path);
  if (!entry || path === null) return;
  if (entry.until <= Date.now()) {
    current.pending.delete(path);
    return;
  }
  const started = Date.now();
  if (entry.local) current.promote?.(path);
  const rendered = await new Promise((resolve) => {
    const timer = setTimeout(() => {
      entry.waiters.delete(done);
      resolve(false);
    }, waitBound());
    const done = (/** @type {boolean} */ fresh) => {
      clearTimeout(timer);
      resolve(fresh);
    };
    entry.waiters.add(done);
  });
  const waited = Date.now() - started;
  response.setHeader('Server-Timing', `fresh-render;dur=${waited}`);
  if (rendered) return;
  beforeAnswerStarts(response, () => {
    if (response.getHeader(renderStatusHeader) !== staleRenderStatus) return;
    response.setHeader('Warning', staleWarning);
    current.log.warn(`fresh render: ${path} served stale after waiting ${waited} ms for its new render`);
  });
}

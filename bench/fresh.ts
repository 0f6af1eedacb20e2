/**
 * Freshness: an edit on the content server (which calls the site's webhook before answering) to
 * the new title being served. Alternates English and French edits of one pre-rendered event and
 * watches its page plus the lists (home, calendar) that link to it.
 */
import { median } from './stats';
import type { FreshResult } from './types';

/** The first visitors' waits for a page's new render (the request gate's `Server-Timing: fresh-render`), over the stage. */
const renderWaitsMs: number[] = [];

async function get(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const waited = /fresh-render;dur=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  if (waited) renderWaitsMs.push(Number(waited[1]));
  return { status: response.status, text: await response.text() };
}

async function frenchSlug(cmsUrl: string, slug: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ event(id: ${JSON.stringify(slug)}, idType: SLUG) { translation(language: FR) { slug } } }` }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data?: { event?: { translation?: { slug?: string } | null } | null } };
  const fr = body.data?.event?.translation?.slug;
  if (!fr) throw new Error(`event ${slug} has no French translation`);
  return fr;
}

/** The pages to watch for one language: the event page, and home and calendar when they link it. */
async function watchedPages(siteUrl: string, eventPath: string, lists: string[]): Promise<string[]> {
  const pages = [eventPath];
  for (const list of lists) {
    const { status, text } = await get(`${siteUrl}${list}`);
    if (status === 200 && text.includes(`href="${eventPath}"`)) pages.push(list);
  }
  return pages;
}

/** What a stale page shows where it links the event, to tell a slow page from one that shows another text. */
async function describeStale(siteUrl: string, page: string, eventPath: string): Promise<string> {
  const { status, text } = await get(`${siteUrl}${page}`).catch(() => ({ status: 0, text: '' }));
  const at = text.indexOf(`href="${eventPath}"`);
  const near = at === -1 ? 'no link to the event' : text.slice(at, at + 400).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${page} (HTTP ${status}: ${near})`;
}

async function pollUntil(siteUrl: string, pages: string[], text: string, since: number, deadlineMs: number): Promise<number> {
  const stale = new Set(pages);
  while (stale.size > 0) {
    for (const page of [...stale]) {
      const answer = await get(`${siteUrl}${page}`).catch(() => ({ status: 0, text: '' }));
      if (answer.status === 200 && answer.text.includes(text)) stale.delete(page);
    }
    if (stale.size === 0) break;
    if (performance.now() - since > deadlineMs) {
      const shown = await Promise.all([...stale].map((page) => describeStale(siteUrl, page, pages[0]!)));
      throw new Error(`"${text}" still missing after ${deadlineMs / 1000} s on ${shown.join('; ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - since;
}

/**
 * Requests the pages until a whole round changes nothing (at most 8 rounds): a page still
 * regenerating from an earlier edit would otherwise race with the next one.
 */
async function settle(siteUrl: string, pages: string[]): Promise<void> {
  let previous = new Map<string, string>();
  for (let round = 0; round < 8; round += 1) {
    const current = new Map<string, string>();
    for (const page of pages) current.set(page, (await get(`${siteUrl}${page}`)).text);
    if ([...current].every(([page, text]) => previous.get(page) === text)) return;
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export interface FreshnessSetup {
  siteUrl: string;
  cmsUrl: string;
  adminToken: string;
  /** An English event page, e.g. `/event/opening-night`. */
  eventPath: string;
  samples: number;
}

export async function measureFreshness(setup: FreshnessSetup): Promise<FreshResult> {
  renderWaitsMs.length = 0;
  const enSlug = decodeURIComponent(setup.eventPath.split('/').pop() ?? '');
  const frSlugValue = await frenchSlug(setup.cmsUrl, enSlug);
  const targets = {
    en: { slug: enSlug, pages: await watchedPages(setup.siteUrl, `/event/${encodeURIComponent(enSlug)}`, ['/', '/calendar']) },
    fr: { slug: frSlugValue, pages: await watchedPages(setup.siteUrl, `/fr/evenement/${encodeURIComponent(frSlugValue)}`, ['/fr', '/fr/calendrier']) },
  };
  const samplesMs: number[] = [];
  const callMs: number[] = [];
  for (let i = 0; i < setup.samples; i += 1) {
    const target = i % 2 === 0 ? targets.en : targets.fr;
    await settle(setup.siteUrl, [...targets.en.pages, ...targets.fr.pages]);
    const title = `Bench fresh ${Date.now().toString(36)}${i}`;
    const started = performance.now();
    const response = await fetch(`${setup.cmsUrl}/admin/edits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${setup.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'event', slug: target.slug, field: 'title', value: title }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as { revalidation?: { status?: string } };
    callMs.push(performance.now() - started);
    if (response.status !== 200 || answer.revalidation?.status !== 'ok') {
      throw new Error(`edit answered ${response.status}, webhook ${JSON.stringify(answer.revalidation ?? null)}`);
    }
    samplesMs.push(await pollUntil(setup.siteUrl, target.pages, title, started, 15_000));
  }
  // A request that arrived while its page was being rendered anew waited for it (server/fresh-renders.mjs).
  console.log(
    `fresh: ${renderWaitsMs.length} request(s) waited for a page's new render` +
      (renderWaitsMs.length ? `, median ${median(renderWaitsMs)} ms, worst ${Math.max(...renderWaitsMs)} ms` : ''),
  );
  return {
    samplesMs,
    medianMs: median(samplesMs) ?? Number.NaN,
    maxMs: Math.max(...samplesMs),
    webhookCallMs: median(callMs) ?? Number.NaN,
    pages: [...targets.en.pages, ...targets.fr.pages],
  };
}

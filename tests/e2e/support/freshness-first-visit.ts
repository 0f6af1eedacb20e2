/**
 * Issue 41's measurement: after an editor's action, every affected page requested ONCE at the
 * bound (2 s after the webhook; all at once, as visitors arrive), then the pages that were not
 * fresh requested again until they are (15 s at most). Per page: fresh on the first request,
 * fresh by 15 s, and how long the first visitor waited for the page's new render (the gate's
 * `Server-Timing: fresh-render;dur=…`, server/fresh-renders.mjs).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { cmsUrl, readState } from './freshness-servers';
import { describeExpectation, type Expectation, mainOf } from './freshness-helpers';

export interface FirstVisit {
  expectation: Expectation;
  freshAtFirst: boolean;
  /** When it was first seen fresh, ms after the webhook (null: not within the last bound). */
  freshAfterMs: number | null;
  /** The first visitor's wait for the page's new render (null: served at once). */
  waitMs: number | null;
}

interface Answer {
  fresh: boolean;
  waitMs: number | null;
}

async function ask(request: APIRequestContext, e: Expectation): Promise<Answer> {
  const response = await request.get(e.path, { maxRedirects: 0 });
  const timing = /fresh-render;dur=(\d+)/.exec(response.headers()['server-timing'] ?? '');
  const waitMs = timing ? Number(timing[1]) : null;
  if (e.shows === 404) return { fresh: response.status() === 404, waitMs };
  if (response.status() !== 200) return { fresh: false, waitMs };
  const text = await response.text();
  const body = e.whole || e.path.endsWith('.xml') ? text : mainOf(text);
  return { fresh: body.includes(e.shows) && (!e.hides || !body.includes(e.hides)), waitMs };
}

/** Nothing requested before `firstAtMs` after the webhook; then every page at once; the stale ones again until `lastAtMs`. */
export async function firstVisits(request: APIRequestContext, expectations: Expectation[], webhookAt: number, { firstAtMs = 2000, lastAtMs = 15_000 } = {}): Promise<FirstVisit[]> {
  const wait = webhookAt + firstAtMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const first = await Promise.all(expectations.map((e) => ask(request, e)));
  const visits: FirstVisit[] = expectations.map((expectation, index) => ({
    expectation,
    freshAtFirst: first[index]!.fresh,
    freshAfterMs: first[index]!.fresh ? firstAtMs : null,
    waitMs: first[index]!.waitMs,
  }));
  while (visits.some((visit) => visit.freshAfterMs === null) && Date.now() - webhookAt < lastAtMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const visit of visits.filter((v) => v.freshAfterMs === null)) {
      if ((await ask(request, visit.expectation)).fresh) visit.freshAfterMs = Date.now() - webhookAt;
    }
  }
  return visits;
}

/** One action's line of issue 41's table. */
export function summarize(label: string, visits: FirstVisit[]): { line: string; stale: string[]; old: string[]; waits: number[] } {
  const atFirst = visits.filter((visit) => visit.freshAtFirst).length;
  const byLast = visits.filter((visit) => visit.freshAfterMs !== null).length;
  const waits = visits.flatMap((visit) => (visit.waitMs === null ? [] : [visit.waitMs]));
  const stale = visits.filter((visit) => !visit.freshAtFirst).map((visit) => describeExpectation(visit.expectation));
  const old = visits.filter((visit) => visit.freshAfterMs === null).map((visit) => describeExpectation(visit.expectation));
  const line =
    `${label}: fresh on the first request ${atFirst} of ${visits.length}, by 15 s ${byLast} of ${visits.length}; ` +
    `first visitors who waited ${waits.length}, median ${median(waits) ?? '–'} ms, worst ${waits.length ? Math.max(...waits) : '–'} ms` +
    (stale.length ? `; not fresh at first: ${stale.join('; ')}` : '');
  return { line, stale, old, waits };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The content server's answer-time model for the following requests (`PUT /admin/answer-time`). */
export async function answerTimeModel(request: APIRequestContext, model: string): Promise<void> {
  const response = await request.put(`${cmsUrl}/admin/answer-time?model=${model}`, { headers: { authorization: `Bearer ${readState().adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
}

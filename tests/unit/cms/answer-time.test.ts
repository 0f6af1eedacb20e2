/**
 * The content server's answer-time model (CMS_ANSWER_TIME): off by default, a real WordPress's
 * cost per query and per returned node when on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTimeFromEnv, answerTimeMs, countNodes, wordpressAnswerTime } from '../../../cms/http/answer-time';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore } from '../fixtures/cms/festival-store';

describe('CMS_ANSWER_TIME', () => {
  it('is off unless set, names the WordPress figures or explicit ones, and refuses anything else', () => {
    expect(answerTimeFromEnv(undefined)).toBeNull();
    expect(answerTimeFromEnv('')).toBeNull();
    expect(answerTimeFromEnv('off')).toBeNull();
    expect(answerTimeFromEnv('wordpress')).toEqual(wordpressAnswerTime);
    expect(answerTimeFromEnv('100+0.5')).toEqual({ perQueryMs: 100, perNodeMs: 0.5 });
    expect(() => answerTimeFromEnv('wordpres')).toThrow(/CMS_ANSWER_TIME/);
  });

  it('counts every object of the answer, the root aside', () => {
    expect(countNodes(null)).toBe(0);
    expect(countNodes({ events: { nodes: [{ slug: 'a', image: { url: 'x' } }, { slug: 'b', image: null }] } })).toBe(4);
    expect(answerTimeMs({ perQueryMs: 100, perNodeMs: 2 }, { a: { b: {} } })).toBe(104);
  });
});

describe('a content server with the model on', () => {
  const query = '{ events(first: 100, where: { language: EN }) { nodes { slug categories { nodes { slug } } } } }';
  let fast: ContentServer;
  let slow: ContentServer;
  beforeAll(async () => {
    fast = await startContentServer({ store: createFixtureStore(), port: 0 });
    slow = await startContentServer({ store: createFixtureStore(), port: 0, answerTime: { perQueryMs: 150, perNodeMs: 20 } });
  });
  afterAll(async () => {
    await Promise.all([fast.close(), slow.close()]);
  });

  async function timed(server: ContentServer) {
    const started = performance.now();
    const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await response.json()) as { data: unknown };
    return { ms: performance.now() - started, body };
  }

  it('holds each answer for the cost of the query and of its nodes, with the same data', async () => {
    const quick = await timed(fast);
    const held = await timed(slow);
    expect(held.body).toEqual(quick.body);
    const expected = answerTimeMs({ perQueryMs: 150, perNodeMs: 20 }, quick.body.data);
    expect(expected).toBeGreaterThan(200);
    expect(held.ms).toBeGreaterThanOrEqual(expected - 5);
    expect(quick.ms).toBeLessThan(expected);
  });

  it('answers parallel requests in parallel (PHP-FPM workers), not one after the other', async () => {
    const started = performance.now();
    await Promise.all([timed(slow), timed(slow), timed(slow), timed(slow)]);
    const one = answerTimeMs({ perQueryMs: 150, perNodeMs: 20 }, (await timed(fast)).body.data);
    expect(performance.now() - started).toBeLessThan(one * 2.5);
  });
});

describe('PUT /admin/answer-time (admin token)', () => {
  const token = 'answer-time-token';
  const query = '{ events(first: 100, where: { language: EN }) { nodes { slug } } }';
  let server: ContentServer;
  let dataDir: string;
  beforeAll(async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    dataDir = mkdtempSync(`${tmpdir()}/answer-time-`);
    server = await startContentServer({ store: createFixtureStore(), port: 0, admin: { token, dataDir, siteWebhook: null } });
  });
  afterAll(async () => {
    await server.close();
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (model: string, bearer = token) =>
    fetch(`${server.url}/admin/answer-time?model=${encodeURIComponent(model)}`, { method: 'PUT', headers: { authorization: `Bearer ${bearer}` } });
  async function answerMs(): Promise<number> {
    const started = performance.now();
    await (await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json();
    return performance.now() - started;
  }

  it('turns the model on and off for the following requests; a wrong token or model changes nothing', async () => {
    expect(await answerMs()).toBeLessThan(300);
    expect((await put('300+0', 'wrong')).status).not.toBe(200);
    expect((await put('slow')).status).toBe(400);
    expect(await answerMs()).toBeLessThan(300);
    const on = await put('300+0');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ answerTime: { perQueryMs: 300, perNodeMs: 0 } });
    expect(await answerMs()).toBeGreaterThanOrEqual(295);
    expect((await put('off')).status).toBe(200);
    expect(await answerMs()).toBeLessThan(300);
  });
});

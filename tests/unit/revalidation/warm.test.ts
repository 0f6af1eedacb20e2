import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterAnswer } from '@/features/revalidation/after-answer';
import { RenderScheduler } from '@/features/revalidation/after-answer/render-scheduler';
import { headProbe, type Probe, type WarmSettings, warmSettingsFromEnv } from '@/features/revalidation/after-answer/warm';

/** One scheduler of its own per call: the pages rendered in order, `concurrency` at a time. */
const warmPaths = (paths: string[], settings: WarmSettings) => new RenderScheduler(settings).render(paths);

/**
 * After a webhook the instance renders the affected pages itself (features/revalidation/after-answer/),
 * so the first visitor is not the one who gets the previous page.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** This instance, played by a loopback stand-in: `cacheStatus(path, n)` for its n-th request of a path. */
async function instance(cacheStatus: (path: string, n: number) => string) {
  const calls: string[] = [];
  const methods = new Set<string>();
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    methods.add(req.method ?? '');
    const n = calls.filter((call) => call === path).length;
    calls.push(path);
    res.writeHead(200, { 'x-nextjs-cache': cacheStatus(path, n) });
    res.end('page');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, methods };
}

/**
 * A probe whose first render of each `held` path lasts until `release(path)`: `started(path)`
 * resolves once that render has begun, so a test acts while a page is being rendered, not after
 * a guessed delay. Other renders answer at once.
 */
function heldProbe(held: string[], onRender: (path: string) => void = () => undefined) {
  const gates = new Map(
    held.map((path) => {
      let begin!: () => void;
      let finish!: () => void;
      const started = new Promise<void>((resolve) => (begin = resolve));
      const released = new Promise<void>((resolve) => (finish = resolve));
      return [path, { begin, finish, started, released, held: false }];
    }),
  );
  const probe: Probe = async (url, timeoutMs) => {
    const path = new URL(url).pathname;
    onRender(path);
    const gate = gates.get(path);
    if (gate && !gate.held) {
      gate.held = true;
      gate.begin();
      await gate.released;
    }
    return headProbe(url, timeoutMs);
  };
  return { probe, started: (path: string) => gates.get(path)!.started, release: (path: string) => gates.get(path)!.finish() };
}

describe('rendering the affected pages after a webhook', () => {
  it('asks each page (HEAD) until it is no longer served stale (its render is done)', async () => {
    const site = await instance((path, n) => (path === '/calendar' && n < 2 ? 'STALE' : path === '/event/new' ? 'MISS' : 'HIT'));
    const report = await warmPaths(['/event/new', '/calendar'], { origin: site.origin, concurrency: 1, deadlineMs: 5000 });
    expect(site.calls).toEqual(['/event/new', '/calendar', '/calendar', '/calendar']);
    expect([...site.methods]).toEqual(['HEAD']);
    expect(report).toMatchObject({ rendered: 2, notRendered: [] });
  });

  it('gives up on a page still stale at the deadline (content server down) and says which', async () => {
    const site = await instance(() => 'STALE');
    const started = Date.now();
    const report = await warmPaths(['/'], { origin: site.origin, concurrency: 2, deadlineMs: 400 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(report.notRendered).toEqual(['/']);
    expect(site.calls.length).toBeGreaterThan(1);
  });

  it('says why when this instance cannot be asked at all (a wrong address or port)', async () => {
    const site = await instance(() => 'HIT');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const report = await warmPaths(['/', '/fr'], { origin: site.origin, concurrency: 2, deadlineMs: 2000 });
    expect(report.rendered).toBe(0);
    expect(report.notRendered.sort()).toEqual(['/', '/fr']);
    expect(report.failure).toMatch(new RegExp(`^${site.origin}/(fr)?: .*ECONNREFUSED`));
  });

  it('is on by default, at this instance (PORT), and off with REVALIDATE_WARM_ORIGIN=off', () => {
    expect(warmSettingsFromEnv({ PORT: '3115' }).origin).toBe('http://localhost:3115');
    // Four pages at once (they mostly wait for the content server); REVALIDATE_WARM_CONCURRENCY sets it.
    expect(warmSettingsFromEnv({}).concurrency).toBe(4);
    expect(warmSettingsFromEnv({ REVALIDATE_WARM_CONCURRENCY: '2' }).concurrency).toBe(2);
    expect(warmSettingsFromEnv({ REVALIDATE_WARM_ORIGIN: 'http://10.0.0.5:3000/' }).origin).toBe('http://10.0.0.5:3000');
    expect(warmSettingsFromEnv({ CDN_PURGE_WARM_ORIGIN: 'http://10.0.0.6:3000' }).origin).toBe('http://10.0.0.6:3000');
    expect(warmSettingsFromEnv({ REVALIDATE_WARM_ORIGIN: 'off' }).origin).toBeNull();
  });

  it('renders, marks the tags again a second after the answer, renders again: both languages, no CDN needed', async () => {
    const site = await instance(() => 'HIT');
    const marks: Array<[string, number]> = [];
    const answeredAt = Date.now();
    const log = { log: vi.fn(), error: vi.fn() };
    const report = await refreshAfterAnswer(
      { tags: ['events:en', 'events:fr'], publicPaths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/calendar'] },
      { markStale: (tag) => void marks.push([tag, Date.now() - answeredAt]), warm: { origin: site.origin, concurrency: 2, deadlineMs: 2000 }, answeredAt, log, settleDelayMs: 1500 },
    );
    // The calendar's French counterpart and both home pages are rendered too.
    expect(report.paths).toEqual(expect.arrayContaining(['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/calendar', '/fr/calendrier', '/', '/fr']));
    const rendered = [...new Set(site.calls)];
    expect(rendered.sort()).toEqual([...report.paths].sort());
    // Every page was asked for before the second mark (1.5 s): each is rendered once more after it.
    expect(report.again.sort()).toEqual([...report.paths].sort());
    expect(site.calls).toHaveLength(report.paths.length * 2);
    expect(marks.map(([tag]) => tag)).toEqual(['events:en', 'events:fr']);
    expect(marks[0]![1]).toBeGreaterThanOrEqual(1500);
    expect(log.log).toHaveBeenCalledWith(expect.stringMatching(/page\(s\) rendered anew \d+ ms after the answer/));
  });

  it('renders again after the second mark only the pages asked for before it (slow renders)', async () => {
    // Each page takes 150 ms to render: with one at a time, the later pages are asked for after the mark at 200 ms.
    const site = await instance((_path, n) => (n === 0 ? 'STALE' : 'HIT'));
    const slowProbe: Probe = async (url, timeoutMs) => {
      await new Promise((resolve) => setTimeout(resolve, 75));
      return headProbe(url, timeoutMs);
    };
    const answeredAt = Date.now();
    const report = await refreshAfterAnswer(
      { tags: ['events:en'], publicPaths: ['/event/a', '/event/b', '/event/c', '/event/d'] },
      { markStale: () => undefined, warm: { origin: site.origin, concurrency: 1, deadlineMs: 5000 }, answeredAt, probe: slowProbe, settleDelayMs: 200, log: { log: vi.fn(), error: vi.fn() } },
    );
    expect(report.again).toContain('/event/a');
    expect(report.again).not.toContain('/fr/calendrier');
    expect(report.again.length).toBeLessThan(report.paths.length);
    expect(site.calls.filter((path) => path === '/fr/calendrier')).toHaveLength(2); // STALE, then HIT: once
  });

  it('renders the pages again after the second mark, behind the pages still waiting (those do not show the save yet)', async () => {
    // The item's page is asked for first; 2.25 s of renders are still queued at the mark (200 ms).
    const site = await instance(() => 'HIT');
    const probe: Probe = async (url, timeoutMs) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return headProbe(url, timeoutMs);
    };
    const answeredAt = Date.now();
    const renderedAt = new Map<string, number[]>();
    const timed: Probe = async (url, timeoutMs) => {
      const answer = await probe(url, timeoutMs);
      const path = new URL(url).pathname;
      renderedAt.set(path, [...(renderedAt.get(path) ?? []), Date.now() - answeredAt]);
      return answer;
    };
    const paths = ['/event/a', ...Array.from({ length: 9 }, (_, i) => `/news/n${i}`)];
    const report = await refreshAfterAnswer(
      { tags: ['events:en'], publicPaths: paths },
      { markStale: () => undefined, warm: { origin: site.origin, concurrency: 1, deadlineMs: 10_000 }, answeredAt, probe: timed, settleDelayMs: 200, log: { log: vi.fn(), error: vi.fn() } },
    );
    expect(report.again).toEqual(['/event/a']);
    // Its second render comes once every page of the first pass has been rendered.
    const firstPassOver = Math.max(...paths.map((path) => renderedAt.get(path)![0]!));
    expect(renderedAt.get('/event/a')![1]).toBeGreaterThan(firstPassOver);
    expect(report.warm.notRendered).toEqual([]);
  });

  it('marks the tags again a second after the answer even with rendering off', async () => {
    const marks: string[] = [];
    const answeredAt = Date.now();
    const report = await refreshAfterAnswer(
      { tags: ['events:en'], publicPaths: ['/event/a'] },
      { markStale: (tag) => void marks.push(tag), warm: { origin: null, concurrency: 2, deadlineMs: 1000 }, answeredAt, settleDelayMs: 100, log: { log: vi.fn(), error: vi.fn() } },
    );
    expect(marks).toEqual(['events:en']);
    expect(report.warm.rendered).toBe(0);
  });

  it('one queue for every webhook: a page still waiting is rendered once for all; a page being rendered is rendered again', async () => {
    const site = await instance(() => 'HIT');
    const { probe, started, release } = heldProbe(['/event/a']);
    const scheduler = new RenderScheduler({ origin: site.origin, concurrency: 1, deadlineMs: 5000 }, probe);
    const saves = [scheduler.render(['/event/a', '/', '/calendar'])];
    await started('/event/a');
    saves.push(scheduler.render(['/event/a', '/', '/calendar', '/fr']));
    saves.push(scheduler.render(['/news/b', '/fr'], { last: true }));
    // A later save's page goes before the earlier saves' pages that rank lower in their lists;
    // pages asked for `last` go after every other ('/fr' keeps the place an earlier save gave it).
    saves.push(scheduler.render(['/event/c', '/calendar']));
    release('/event/a');
    const reports = await Promise.all(saves);
    expect(site.calls).toEqual(['/event/a', '/event/a', '/event/c', '/', '/calendar', '/fr', '/news/b']);
    expect(reports.map((report) => report.rendered)).toEqual([3, 4, 2, 2]);
  });

  it('a page asked for while it is being rendered has its data marked stale again once that render is over, then is rendered', async () => {
    const site = await instance(() => 'HIT');
    const events: string[] = [];
    const { probe, started, release } = heldProbe(['/event/a'], (path) => events.push(`render ${path}`));
    const scheduler = new RenderScheduler({ origin: site.origin, concurrency: 2, deadlineMs: 5000 }, probe);
    const remark = (path: string) => void events.push(`remark ${path}`);
    const earlier = scheduler.render(['/event/a'], { remark });
    await started('/event/a');
    const later = scheduler.render(['/event/a', '/calendar'], { remark });
    // '/calendar' takes the second slot while '/event/a' is still being rendered.
    await vi.waitFor(() => expect(events).toContain('render /calendar'));
    release('/event/a');
    await Promise.all([earlier, later]);
    // '/calendar' was not being rendered: nothing to mark again.
    expect(events).toEqual(['render /event/a', 'render /calendar', 'remark /event/a', 'render /event/a']);
  });
});

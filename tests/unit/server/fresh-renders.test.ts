import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectedPages,
  expectFreshRenders,
  freshRenderDone,
  holdForFreshRender,
  onVisitorWaiting,
  pageKey,
  receiveBroadcast,
  renderProbe,
} from '../../../server/fresh-renders.mjs';

/**
 * A visitor's request for a page the webhook knows is stale waits for its new render (issue 41,
 * item 1), bounded; the webhook's own requests never wait; a page expected by two saves waits for
 * the later one's render; another instance's expectations count too.
 */
const servers: Server[] = [];
let cacheStatus = 'HIT';
let origin = '';

beforeEach(async () => {
  process.env.FRESH_RENDER_WAIT_MS = '6000';
  cacheStatus = 'HIT';
  // The gate's hook in front of a stand-in for Next.js, which answers with the cache status.
  const server = createServer((req, res) => {
    void holdForFreshRender(req, res, req.url ?? '/').then(() => {
      res.setHeader('x-nextjs-cache', cacheStatus);
      res.end('page');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const path of expectedPages()) for (let i = 0; i < 5; i += 1) freshRenderDone(path, false);
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function timedGet(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers });
  await response.text();
  return { ms: performance.now() - started, warning: response.headers.get('warning') };
}

describe('a page the webhook is rendering anew', () => {
  it('holds its visitor until the render is done, and no longer', async () => {
    expectFreshRenders(['/event/late-show']);
    const asked: string[] = [];
    onVisitorWaiting((path) => asked.push(path));
    const visit = timedGet('/event/late-show/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    freshRenderDone('/event/late-show');
    const { ms, warning } = await visit;
    expect(ms).toBeGreaterThanOrEqual(90);
    expect(ms).toBeLessThan(5000);
    expect(warning).toBeNull();
    // The render queue was told to take that page next.
    expect(asked).toEqual(['/event/late-show']);
    // Once done, nobody waits.
    expect((await timedGet('/event/late-show')).ms).toBeLessThan(5000);
  });

  it('lets its visitor go at the bound with the last page, marked stale', async () => {
    process.env.FRESH_RENDER_WAIT_MS = '400';
    expectFreshRenders(['/calendar?category=music']);
    cacheStatus = 'STALE';
    const { ms, warning } = await timedGet('/calendar?category=music&_rsc=1');
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(warning).toBe('110 - "Response is Stale"');
  });

  it('never holds the webhook’s own requests, nor pages it does not name', async () => {
    expectFreshRenders(['/fr', '/fr/evenement/caf%C3%A9']);
    expect((await timedGet('/fr', renderProbe())).ms).toBeLessThan(5000);
    expect((await timedGet('/fr/calendrier')).ms).toBeLessThan(5000);
    // The same page however its URL is spelled.
    expect(pageKey('/fr/evenement/café/')).toBe(pageKey('/fr/evenement/caf%C3%A9'));
  });

  it('expected by two saves, waits for the render of the later one', async () => {
    expectFreshRenders(['/']);
    expectFreshRenders(['/']);
    const visit = timedGet('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The earlier save's render (which read the content from before the later save) is over.
    freshRenderDone('/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    freshRenderDone('/');
    const { ms } = await visit;
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(5000);
  });

  it('counts what another instance expects and renders (Redis)', async () => {
    receiveBroadcast({ expect: ['/artist/mira-solenne'], until: Date.now() + 10_000 });
    const visit = timedGet('/artist/mira-solenne');
    await new Promise((resolve) => setTimeout(resolve, 100));
    receiveBroadcast({ done: ['/artist/mira-solenne'] });
    const { ms } = await visit;
    expect(ms).toBeGreaterThanOrEqual(90);
    expect(ms).toBeLessThan(5000);
  });
});

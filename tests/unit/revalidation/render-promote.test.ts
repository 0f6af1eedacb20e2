import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderScheduler } from '@/features/revalidation/after-answer/render-scheduler';
import { headProbe, type Probe } from '@/features/revalidation/after-answer/warm';

/** A visitor waiting for a page (server/fresh-renders.mjs) has it rendered at once, even while every render slot is taken. */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('a page a visitor waits for', () => {
  it('is rendered at once beside the renders in progress, the others keeping their order', async () => {
    const server = createServer((_req, res) => res.writeHead(200, { 'x-nextjs-cache': 'HIT' }).end());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const probe: Probe = async (url, timeoutMs) => {
      const path = new URL(url).pathname;
      order.push(path);
      if (path === '/event/slow') await released;
      return headProbe(url, timeoutMs);
    };
    const scheduler = new RenderScheduler({ origin, concurrency: 1, deadlineMs: 5000 }, probe);
    const done = scheduler.render(['/event/slow', '/', '/calendar', '/festival-schedule']);
    await vi.waitFor(() => expect(order).toEqual(['/event/slow']));
    expect(scheduler.promote((path) => path === '/festival-schedule')).toBe(true);
    // Rendered while the one slot is still taken by /event/slow.
    await vi.waitFor(() => expect(order).toEqual(['/event/slow', '/festival-schedule']));
    release();
    await done;
    expect(order).toEqual(['/event/slow', '/festival-schedule', '/', '/calendar']);
    expect(scheduler.promote((path) => path === '/')).toBe(false);
  });
});

describe('the background pages of a menu or settings save', () => {
  it('are rendered one at a time, leaving the other slots to the pages of later saves', async () => {
    const server = createServer((_req, res) => setTimeout(() => res.writeHead(200, { 'x-nextjs-cache': 'HIT' }).end(), 30));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let now = 0;
    let most = 0;
    const probe: Probe = async (url, timeoutMs) => {
      now += 1;
      most = Math.max(most, now);
      try {
        return await headProbe(url, timeoutMs);
      } finally {
        now -= 1;
      }
    };
    const scheduler = new RenderScheduler({ origin, concurrency: 4, deadlineMs: 5000 }, probe);
    const report = await scheduler.render(['/event/a', '/event/b', '/event/c', '/event/d', '/event/e'], { background: true });
    expect(report.rendered).toBe(5);
    expect(most).toBe(1);
    // Pages of a save: four at once.
    most = 0;
    await scheduler.render(['/', '/fr', '/calendar', '/fr/calendrier', '/news']);
    expect(most).toBe(4);
  });
});

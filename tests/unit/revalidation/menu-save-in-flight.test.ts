import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterAnswer } from '@/features/revalidation/after-answer';
import { RenderScheduler } from '@/features/revalidation/after-answer/render-scheduler';
import { headProbe, type Probe } from '@/features/revalidation/after-answer/warm';

/**
 * Issue 41's menu label still old on the home pages and calendars 17 s after a menu save: those
 * pages were being rendered for an earlier save when the menu was saved, and that render (which
 * had read the menu from before) was stored after the menu's mark, so it stood as fresh. The
 * webhook renders such a page again once that render is over, marking first the tags of this
 * save the page reads — which must include its shell. Here an event save's render of `/` is held
 * in flight while the menu is saved.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function site() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'x-nextjs-cache': 'HIT' });
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a menu save while an earlier save’s renders are in flight', () => {
  it('marks the shell of the pages being rendered again once their render is over, then renders them anew', async () => {
    const origin = await site();
    const events: string[] = [];
    let begin!: () => void;
    let finish!: () => void;
    const homeStarted = new Promise<void>((resolve) => (begin = resolve));
    const homeReleased = new Promise<void>((resolve) => (finish = resolve));
    let held = false;
    const probe: Probe = async (url, timeoutMs) => {
      const path = new URL(url).pathname;
      events.push(`render ${path}`);
      if (path === '/' && !held) {
        held = true;
        begin();
        await homeReleased;
      }
      return headProbe(url, timeoutMs);
    };
    const scheduler = new RenderScheduler({ origin, concurrency: 4, deadlineMs: 5000 }, probe);
    // An event save's renders: `/` is in flight (it has read the menu as it was).
    const eventSave = scheduler.render(['/']);
    await homeStarted;
    const marks: string[] = [];
    const menuSave = refreshAfterAnswer(
      { tags: ['shell:en', 'shell:fr'], publicPaths: ['/', '/fr', '/calendar'] },
      {
        markStale: (tag) => void marks.push(tag),
        warm: { origin, concurrency: 4, deadlineMs: 5000 },
        answeredAt: Date.now(),
        scheduler,
        settleDelayMs: 60_000,
        log: { log: vi.fn(), error: vi.fn() },
      },
    );
    await vi.waitFor(() => expect(events).toContain('render /calendar'));
    // The earlier render of `/` is over only now, long after the menu's marks.
    marks.length = 0;
    events.length = 0;
    finish();
    await eventSave;
    await vi.waitFor(() => expect(events).toContain('render /'));
    // Its shell marked stale again before `/` is rendered anew: that render reads the new menu.
    expect(marks).toEqual(['shell:en']);
    void menuSave;
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type FestivalCacheHandlerType from '@/lib/cache-handler/index.mjs';
import { cacheStatus } from '@/lib/cache-handler/status.mjs';

/**
 * The cache handler against a real Debian redis-server (`apt-get install redis-server`; .ci/run
 * installs it, and without it this file fails rather than skip unseen): entries
 * shared through Redis, `revalidateTag(tag, 'max')` as a stale mark, no profile as deletion,
 * and the in-memory fallback while Redis is down.
 */
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const fetchValue = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://cms/graphql/' }, revalidate: 300 });
const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [], fetchCache: true, revalidate: 300 });

if (!redisServer) {
  it('needs Debian’s redis-server (apt-get install redis-server) to test the shared cache', () => {
    throw new Error('redis-server not found in /usr/bin or /usr/local/bin');
  });
}

describe.runIf(redisServer)('the cache handler with a real Redis', () => {
  let port = 0;
  let redis: ChildProcess | null = null;
  let dir = '';
  let handler: FestivalCacheHandlerType;

  async function startRedis(): Promise<void> {
    redis = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    await until(() => portAnswers(port));
  }

  beforeAll(async () => {
    port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-test-'));
    mkdirSync(path.join(dir, '.next/server'), { recursive: true });
    writeFileSync(path.join(dir, '.next/BUILD_ID'), 'unit-build');
    await startRedis();
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('festival.cache-handler')];
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { default: FestivalCacheHandler } = await import('@/lib/cache-handler/index.mjs');
    handler = new FestivalCacheHandler({ serverDistDir: path.join(dir, '.next/server'), dev: false });
    await until(() => cacheStatus().redis === 'ready');
  });

  afterAll(() => {
    redis?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('stores entries in Redis under the build’s prefix', async () => {
    await handler.set('fetch-1', fetchValue('{"data":1}'), fetchCtx(['events:en', 'events:en:opening-night']));
    const entry = await handler.get('fetch-1', fetchCtx(['events:en']));
    expect(entry?.value).toMatchObject({ kind: 'FETCH', data: { body: '{"data":1}' } });
    expect(cacheStatus().keyPrefix).toBe('festival:unit-build:');
    // In Redis itself, where another instance reads it, not only in this process's memory.
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    await client.connect();
    try {
      const stored = await client.get('festival:unit-build:fetch-1');
      expect(stored).toContain('{\\"data\\":1}');
    } finally {
      await client.close();
    }
  });

  it('revalidateTag with a profile marks the entry stale (served once more, re-rendered), without deleting it', async () => {
    await handler.set('fetch-2', fetchValue('{"data":2}'), fetchCtx(['events:fr']));
    const before = await handler.get('fetch-2', fetchCtx(['events:fr']));
    // A mark applies to entries written before it: the clock has moved past the write.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(before!.lastModified));
    await handler.revalidateTag(['events:fr'], { expire: 0xfffffffe });
    const after = await handler.get('fetch-2', fetchCtx(['events:fr']));
    expect(after?.value).toEqual(before?.value);
    expect(after!.lastModified).toBeLessThan(Date.now() - 300_000);
    // Written again (the re-render): fresh.
    await handler.set('fetch-2', fetchValue('{"data":3}'), fetchCtx(['events:fr']));
    const rendered = await handler.get('fetch-2', fetchCtx(['events:fr']));
    expect(rendered!.lastModified).toBeGreaterThan(Date.now() - 5000);
  });

  it('revalidateTag without a profile deletes at once', async () => {
    await handler.set('fetch-3', fetchValue('{"data":4}'), fetchCtx(['news:en']));
    await handler.revalidateTag('news:en');
    expect(await handler.get('fetch-3', fetchCtx(['news:en']))).toBeNull();
  });

  it('never creates an entry for a 404, but lets a 404 replace a page (an unpublished item)', async () => {
    const page = (status: number) => ({ kind: 'APP_PAGE', html: `<p>${status}</p>`, rscData: undefined, headers: {}, status, postponed: undefined, segmentData: undefined });
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31536000 } };
    await handler.set('/route-cache/APP_PAGE/x/$/en/event/invented', page(404), ctx);
    expect(await handler.get('/route-cache/APP_PAGE/x/$/en/event/invented', ctx)).toBeNull();
    await handler.set('/route-cache/APP_PAGE/x/$/en/event/was-published', page(200), ctx);
    await handler.set('/route-cache/APP_PAGE/x/$/en/event/was-published', page(404), ctx);
    expect((await handler.get('/route-cache/APP_PAGE/x/$/en/event/was-published', ctx))?.value).toMatchObject({ status: 404 });
  });

  it('serves from memory while Redis is down and shares again once it is back', async () => {
    await handler.set('fetch-4', fetchValue('{"data":5}'), fetchCtx(['artists:en']));
    redis?.kill('SIGKILL');
    await until(() => cacheStatus().redis === 'down');
    expect((await handler.get('fetch-4', fetchCtx(['artists:en'])))?.value).toMatchObject({ data: { body: '{"data":5}' } });
    // A mark made while Redis is away applies here at once, and reaches Redis when it returns.
    await handler.revalidateTag(['artists:en'], { expire: 0xfffffffe });
    expect((await handler.get('fetch-4', fetchCtx(['artists:en'])))!.lastModified).toBeLessThan(Date.now() - 300_000);
    await startRedis();
    await until(() => cacheStatus().redis === 'ready', 15_000);
    const { createClient } = await import('redis');
    const probe = createClient({ url: `redis://127.0.0.1:${port}` });
    await probe.connect();
    await until(async () => (await probe.hGet('festival:unit-build:__stale_tags__', 'artists:en')) !== null);
    await probe.quit();
  }, 30_000);
});

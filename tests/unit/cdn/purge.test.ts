import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgePages, purgeSettingsFromEnv, purgeUrls, publicUrls, type PurgeSettings } from '@/features/cdn/purge';

interface Call {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

/** A loopback stand-in: records every request and answers with `answer(call, index)`. */
async function standIn(answer: (call: Call, index: number) => { status: number; headers?: Record<string, string>; body?: string }) {
  const calls: Call[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      const reply = answer(call, calls.length - 1);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, calls };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function settings(patch: Partial<PurgeSettings>): PurgeSettings {
  return { endpoint: '', token: 'cf-token', siteUrl: 'https://popmontreal.example', batchSize: 30, timeoutMs: 5000, ...patch };
}

describe('the URLs a CDN purge names', () => {
  it('absolute URLs on the public origin', () => {
    expect(publicUrls(['/fr', '/event/x'], 'https://popmontreal.example/')).toEqual(['https://popmontreal.example/fr', 'https://popmontreal.example/event/x']);
  });
});

describe('purging at the CDN (loopback stand-in)', () => {
  it('is off without CDN_PURGE_URL', () => {
    expect(purgeSettingsFromEnv({})).toBeNull();
    expect(purgeSettingsFromEnv({ CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/z/purge_cache', CDN_PURGE_TOKEN: 't', PORT: '3500', SITE_URL: 'https://s/' })).toMatchObject({
      token: 't',
      siteUrl: 'https://s',
      batchSize: 30,
    });
  });

  it('POSTs Cloudflare’s body with the bearer token, 30 URLs a call', async () => {
    const cdn = await standIn(() => ({ status: 200, body: '{"success":true}' }));
    const urls = Array.from({ length: 45 }, (_, i) => `https://popmontreal.example/event/e${i}`);
    const result = await purgeUrls(urls, settings({ endpoint: cdn.url }));
    expect(result.status).toBe('ok');
    expect(cdn.calls.map((call) => JSON.parse(call.body).files.length)).toEqual([30, 15]);
    expect(cdn.calls.every((call) => call.method === 'POST' && call.authorization === 'Bearer cf-token')).toBe(true);
  });

  it('a failing CDN is logged once and reported, never thrown', async () => {
    const cdn = await standIn(() => ({ status: 403, body: '{"success":false,"errors":[{"message":"Authentication error"}]}' }));
    const log = { error: vi.fn() };
    const result = await purgeUrls(['https://s/a'], settings({ endpoint: cdn.url }), { log });
    expect(result).toMatchObject({ status: 'failed', error: expect.stringMatching(/HTTP 403: .*Authentication error/) });
    expect(log.error).toHaveBeenCalledTimes(1);

    const unreachable = await purgeUrls(['https://s/a'], settings({ endpoint: 'http://127.0.0.1:9/' }), { log });
    expect(unreachable.status).toBe('failed');
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('purges the public URLs of the pages it is told were rendered anew', async () => {
    const cdn = await standIn(() => ({ status: 200 }));
    const result = await purgePages(['/event/opening-night', '/calendar', '/fr/calendrier'], settings({ endpoint: cdn.url }));
    expect(result.status).toBe('ok');
    expect(JSON.parse(cdn.calls[0]!.body).files).toEqual([
      'https://popmontreal.example/event/opening-night',
      'https://popmontreal.example/calendar',
      'https://popmontreal.example/fr/calendrier',
    ]);
    expect(await purgePages([], settings({ endpoint: cdn.url }))).toEqual({ status: 'ok', urls: [] });
    expect(cdn.calls).toHaveLength(1);
  });
});

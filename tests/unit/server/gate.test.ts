import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerClientError, answerUnmetExpectation, createGate } from '@/server/gate.mjs';
import { markUncacheable } from '@/server/uncacheable-answers.mjs';
import { rawRequest } from './raw-http';
import { TokenBuckets } from '@/server/token-buckets.mjs';

/**
 * The gate in front of a stand-in for Next.js that answers what each path asks: a redirect, a
 * page, an HTML 404 streamed in pieces (as Next.js streams its empty document), a JSON 404.
 */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
const page = (html: string) => ({ body: Buffer.from(html), gzip: gzipSync(html) });
const documents = { en: page('<html lang="en"><h1>Page not found</h1></html>'), fr: page('<html lang="fr"><h1>Page introuvable</h1></html>') };
const nextSaw: string[] = [];

/** Compresses the way Next.js does (the `compression` middleware): it wraps `write`/`end` in turn. */
function compress(response: http.ServerResponse): void {
  const write = response.write.bind(response) as (chunk: Buffer) => boolean;
  const end = response.end.bind(response) as () => http.ServerResponse;
  const gzip = createGzip();
  gzip.on('data', (chunk: Buffer) => write(chunk));
  gzip.on('end', () => end());
  response.setHeader('Content-Encoding', 'gzip');
  Object.assign(response, {
    write: (chunk: unknown) => gzip.write(chunk as Buffer),
    end: (chunk?: unknown) => {
      if (chunk) gzip.write(chunk as Buffer);
      gzip.end();
      return response;
    },
  });
}

async function standInForNext(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  nextSaw.push(request.url ?? '');
  const path = (request.url ?? '').split('?')[0];
  if (path === '/news/compressed' || path === '/news/compressed-missing') {
    response.statusCode = path === '/news/compressed' ? 200 : 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    compress(response);
    response.write('<html>compressed ');
    await new Promise((resolve) => setTimeout(resolve, 5));
    return void response.end('page</html>');
  }
  if (path === '/en/calendar') {
    response.statusCode = 308;
    response.setHeader('Location', '/calendar');
    return void response.end('/calendar');
  }
  if (path === '/event/missing' || path === '/fr/evenement/manquant') {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-cache, no-store');
    response.write('<html id="__next_error__">');
    await new Promise((resolve) => setTimeout(resolve, 5));
    return void response.end('<body></body></html>');
  }
  if (path === '/sw.js' && request.headers.range === 'bytes=999999999-') {
    // What Next.js's static server does with the 416 of its file server: a 500.
    response.setHeader('Content-Range', 'bytes */91727');
    response.writeHead(500, { 'Content-Length': 21 });
    return void response.end('Internal Server Error');
  }
  if (path === '/calendar' && request.headers.cookie?.includes('__prerender_bypass')) {
    // Next.js clears a Draft Mode cookie whose value is not the build's preview id.
    if (!request.headers.cookie.includes('__prerender_bypass=preview-id-of-this-build')) {
      response.setHeader('Set-Cookie', '__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    }
  }
  if (path === '/search' || path === '/fr/recherche') {
    // As next.config's header for the results page; the page marks an answer without results.
    response.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    const answerId = request.headers['x-festival-answer-id'];
    if (typeof answerId === 'string' && request.url?.includes('q=down')) markUncacheable(answerId);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.write(`<html>answer id ${String(answerId)}`);
    return void response.end('</html>');
  }
  if (path?.startsWith('/event/gone-') || path === '/event/known-but-failing') {
    // The content server is down: Next.js fails to render (a page; a route handler such as `/x/ics`).
    response.statusCode = 500;
    if (path.endsWith('/ics')) return void response.end('Internal Server Error');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    return void response.end('<html id="__next_error__"></html>');
  }
  if (path === '/api/missing') {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'application/json');
    return void response.end('{"error":"none"}');
  }
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end('<html>page</html>');
}

let origin = '';
let server: http.Server;

beforeAll(async () => {
  const gate = createGate({
    handle: standInForNext,
    securityHeaders,
    previewModeId: 'preview-id-of-this-build',
    notFoundDocuments: { get: async (locale: 'en' | 'fr') => documents[locale] },
    internalToken: 'token',
    searchLimit: new TokenBuckets({ burst: 3, perSecond: 0.01, maxClients: 100 }),
    clientAddressHeader: 'x-client',
    // Stands in for the catalogue: it knows `invented-*` slugs name nothing (`gone-*` only as its last known).
    routeCatalogue: {
      namesNothing: (page: { rest: string[] }, options?: { lastKnown?: boolean }) =>
        page.rest[0]?.startsWith('invented-') === true || (options?.lastKnown === true && page.rest[0]?.startsWith('gone-') === true),
    },
  });
  server = http.createServer({ requireHostHeader: false }, (request, response) => void gate(request, response));
  server.on('clientError', answerClientError(securityHeaders));
  server.on('checkExpectation', answerUnmetExpectation(securityHeaders));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(path: string, init: RequestInit = {}) {
  return fetch(`${origin}${path}`, { redirect: 'manual', ...init });
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the request gate in front of Next.js', () => {
  it('puts the security headers on redirects and refusals too', async () => {
    const redirect = await send('/en/calendar');
    expect(redirect.status).toBe(308);
    expectSecurityHeaders(redirect);
    const refusal = await send('/event/%zz');
    expect(refusal.status).toBe(400);
    expect(await refusal.text()).toBe('Bad request: malformed percent-encoding in the path\n');
    expectSecurityHeaders(refusal);
    const method = await send('/_next/static/chunks/a.js', { method: 'DELETE' });
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('GET, HEAD');
    expectSecurityHeaders(method);
  });

  it("answers a path that names nothing with the language's 404 page, without Next.js", async () => {
    nextSaw.length = 0;
    const response = await send('/fr/rien-du-tout');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="fr">');
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expectSecurityHeaders(response);
    expect(nextSaw).toEqual([]);
  });

  it('sends a capitalised slug to its lowercase spelling (308) without Next.js', async () => {
    nextSaw.length = 0;
    const response = await send('/fr/evenement/Soiree-D-Ouverture/ICS');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/fr/evenement/soiree-d-ouverture/ics');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expectSecurityHeaders(response);
    expect(nextSaw).toEqual([]);
  });

  it("replaces Next.js's empty HTML 404 with the 404 page of the language, status and headers kept right", async () => {
    for (const [path, lang] of [['/event/missing', 'en'], ['/fr/evenement/manquant', 'fr']]) {
      const response = await send(path!);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).not.toContain('__next_error__');
      expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
      expectSecurityHeaders(response);
    }
    const head = await send('/event/missing', { method: 'HEAD' });
    expect(head.status).toBe(404);
    const gzipped = await send('/no/such/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toContain('Page not found');
  });

  it('leaves other answers alone: pages, JSON 404s, client navigations', async () => {
    expect(await (await send('/calendar')).text()).toBe('<html>page</html>');
    const compressed = await send('/news/compressed');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toBe('<html>compressed page</html>');
    const compressedMissing = await send('/news/compressed-missing', { headers: { 'accept-encoding': 'identity' } });
    expect(compressedMissing.status).toBe(404);
    expect(compressedMissing.headers.get('content-encoding')).toBeNull();
    expect(await compressedMissing.text()).toContain('<h1>Page not found</h1>');
    const api = await send('/api/missing');
    expect(api.status).toBe(404);
    expect(await api.text()).toBe('{"error":"none"}');
    const rsc = await send('/event/missing', { headers: { rsc: '1' } });
    expect(await rsc.text()).toContain('__next_error__');
  });

  it('marks a real preview noindex, never a forged Draft Mode cookie', async () => {
    expect((await send('/calendar', { headers: { cookie: '__prerender_bypass=forged' } })).headers.get('x-robots-tag')).toBeNull();
    expect((await send('/calendar', { headers: { cookie: 'a=1; __prerender_bypass=preview-id-of-this-build' } })).headers.get('x-robots-tag')).toBe('noindex');
    const preview404 = await send('/no/such/page', { headers: { cookie: '__prerender_bypass=preview-id-of-this-build' } });
    expect(preview404.headers.get('cache-control')).toBe('private, no-store');
  });

  it('limits searches per client: 429 with Retry-After, other clients unaffected', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('/api/search?q=a&lang=en', { headers: { 'x-client': 'burst' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await send('/search?q=a', { headers: { 'x-client': 'burst' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectSecurityHeaders(refused);
    expect((await send('/api/search?q=a&lang=en', { headers: { 'x-client': 'someone-else' } })).status).toBe(200);
  });

  it('answers what Node.js refuses itself (over 16 KB of request line and headers) with one line and the headers', async () => {
    const response = await send(`/api/preview?secret=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.text()).toBe('Bad request: the request line and headers are over 16 KB\n');
    expectSecurityHeaders(response);
  });

  it('answers an unsatisfiable Range on a file 416 with one line, not 500', async () => {
    const response = await send('/sw.js', { headers: { range: 'bytes=999999999-' } });
    expect(response.status).toBe(416);
    expect(await response.text()).toBe('Range not satisfiable\n');
    expect(response.headers.get('content-range')).toBe('bytes */91727');
    expectSecurityHeaders(response);
  });

  it('answers a bad Expect (417) and a missing Host (400) itself, with the security headers', async () => {
    const port = Number(new URL(origin).port);
    const expectation = await rawRequest(port, 'GET /calendar HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n');
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    expect(expectation).toContain("Content-Security-Policy: default-src 'self'");
    const noHost = await rawRequest(port, 'GET /calendar HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain("Content-Security-Policy: default-src 'self'");
    expect(noHost).toContain('Bad request: no Host header');
  });

  it('takes a forged Draft Mode cookie off the request: no Set-Cookie on a public page', async () => {
    const forged = await send('/calendar', { headers: { cookie: 'a=1; __prerender_bypass=forged; __next_preview_data=x' } });
    expect(forged.headers.get('set-cookie')).toBeNull();
    const real = await send('/calendar', { headers: { cookie: '__prerender_bypass=preview-id-of-this-build' } });
    expect(real.headers.get('set-cookie')).toBeNull();
  });

  it('makes a search page its page marked uncacheable no-store; the others keep their CDN caching', async () => {
    const down = await send('/fr/recherche?q=down', { headers: { 'x-festival-answer-id': 'forged' } });
    expect(down.headers.get('cache-control')).toBe('private, no-store');
    expect(await down.text()).not.toContain('forged');
    const fine = await send('/search?q=jazz');
    expect(fine.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
  });

  it("answers a URL the route catalogue knows names nothing with the 404 page, without Next.js", async () => {
    nextSaw.length = 0;
    const response = await send('/fr/evenement/invented-show/ics');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="fr">');
    expect(nextSaw).toEqual([]);
    // A preview renders drafts, which no catalogue knows.
    await send('/event/invented-draft', { headers: { cookie: '__prerender_bypass=preview-id-of-this-build' } });
    expect(nextSaw).toEqual(['/event/invented-draft']);
  });

  it("turns Next.js's 500 for a page that never existed (content server down) into the 404 page; a known page keeps its 500", async () => {
    const gone = await send('/event/gone-show');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Page not found');
    expect((await send('/event/gone-show/ics')).status).toBe(404);
    expect((await send('/event/known-but-failing')).status).toBe(500);
  });

  it('refuses the route catalogue to anyone but itself', async () => {
    nextSaw.length = 0;
    expect((await send('/api/route-catalogue')).status).toBe(404);
    expect(nextSaw).toEqual([]);
  });

  it('keeps internal headers from outside requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    nextSaw.length = 0;
    const response = await send('/page-not-found', { headers: { 'x-festival-not-found-document': 'guess' } });
    expect(response.status).toBe(404);
    expect(nextSaw).toEqual([]);
  });
});

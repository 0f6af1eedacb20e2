import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NEXT_RSC_UNION_QUERY, RSC_HEADER } from 'next/dist/client/components/app-router-headers';
import { readBuildHeadersOfEveryPath, readPreviewModeId, readStandaloneConfig } from '../../lib/next-internals/build-output.mjs';
import { fileSystemCacheProblems } from '../../lib/next-internals/file-system-cache.mjs';
import { draftModeCookie, renderStatusHeader, rscHeader, rscQueryParam, staleRenderStatus } from '../../lib/next-internals/wire.mjs';
import { e2ePreviewSecret } from './support/preview-env';

/**
 * Every Next.js internal the site relies on (lib/next-internals/), checked against this build
 * served by the site's own server: after a Next.js upgrade this spec fails first, each test
 * naming what changed. Nothing here is a stand-in: the build's files, the running server's
 * request store (through /api/health), its answers and its cookies.
 */

const buildDir = process.cwd();

test("Next's request store still lets the webhook mark tags stale at once (mark-stale.ts)", async ({ request }) => {
  const response = await request.get('/api/health');
  const { nextInternals } = (await response.json()) as { nextInternals?: string[] };
  expect(nextInternals, 'GET /api/health no longer reports nextInternals').toBeDefined();
  expect(nextInternals, `What no longer holds in the running server: ${nextInternals?.join('; ')}`).toEqual([]);
  expect(response.status(), 'GET /api/health is not 200 although every internal holds').toBe(200);
});

test("Next's file-system cache is still the class the single-machine cache handler extends", () => {
  const problems = fileSystemCacheProblems();
  expect(problems, problems.join('; ')).toEqual([]);
});

test('a cached page still says how it was served (x-nextjs-cache), which the webhook waits on', async ({ request }) => {
  // Asked twice: the first may find the page stale or render it on the spot; the second is from the cache.
  await request.head('/calendar');
  const response = await request.head('/calendar');
  const status = response.headers()[renderStatusHeader];
  expect(status, `Next no longer sends ${renderStatusHeader} on a cached page: features/revalidation/after-answer/warm.ts cannot tell a finished render`).toBeDefined();
  expect(['HIT', staleRenderStatus], `Next's ${renderStatusHeader} is now "${status}", neither HIT nor ${staleRenderStatus}`).toContain(status);
});

test('RSC payload requests are still marked by the RSC header and the _rsc parameter', async ({ request }) => {
  // The server answers the header with a payload, not a document (the gate and the service worker
  // must not treat those answers as pages).
  const payload = await request.get('/calendar', { headers: { [rscHeader]: '1' } });
  expect(payload.headers()['content-type'], `a request with the ${rscHeader} header is no longer answered with an RSC payload`).toMatch(/^text\/x-component/);
  // The site has no client-side navigation to observe: the names the built router uses are Next's own.
  expect(RSC_HEADER, `Next's router now marks payload requests with "${RSC_HEADER}"`).toBe(rscHeader);
  expect(NEXT_RSC_UNION_QUERY, `Next's router now adds "?${NEXT_RSC_UNION_QUERY}=" to payload requests`).toBe(rscQueryParam);
  // A payload request for a URL that names nothing gets one line, not the 404 document.
  const unknown = await request.get('/nowhere-at-all', { headers: { [rscHeader]: '1' } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe('Not found\n');
});

test("Draft Mode's cookie still holds the build's preview id (prerender-manifest.json)", async ({ request }) => {
  const previewModeId = readPreviewModeId(buildDir);
  expect(previewModeId, "Next's .next/prerender-manifest.json no longer has preview.previewModeId").toBeTruthy();
  const entered = await request.get(`/api/preview?${new URLSearchParams({ secret: e2ePreviewSecret, type: 'page', slug: 'contact', lang: 'en' })}`, { maxRedirects: 0 });
  expect(entered.status(), await entered.text()).toBe(307);
  const cookies = entered.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
  const draftCookie = cookies.find((cookie) => cookie.startsWith(`${draftModeCookie}=`));
  expect(draftCookie, `Draft Mode no longer sets ${draftModeCookie} (cookies: ${cookies.join(' | ')})`).toBeDefined();
  expect(draftCookie!.split(';')[0], `${draftModeCookie} no longer holds the build's preview id`).toBe(`${draftModeCookie}=${previewModeId}`);
  // The gate recognises it: the preview is marked noindex.
  const preview = await request.get('/contact', { headers: { cookie: `${draftModeCookie}=${previewModeId}` } });
  expect(preview.headers()['x-robots-tag']).toMatch(/noindex/);
});

test("Next's own HTML 404 is still replaced by the site's 404 page (its writes are intercepted)", async ({ request }) => {
  // A preview skips the gate's catalogue, so Next.js renders the unknown slug and answers 404 itself.
  const cookie = `${draftModeCookie}=${readPreviewModeId(buildDir)}`;
  const response = await request.get('/event/no-such-event-for-next-internals', { headers: { cookie } });
  expect(response.status()).toBe(404);
  expect(response.headers()['x-robots-tag'], 'the gate no longer takes this for a preview, so its catalogue answers it, not Next').toMatch(/noindex/);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  // Next's own document holds the same words, but only in its script payload: the 404 page has them as markup.
  const html = await response.text();
  expect(html, "Next's 404 went out as it wrote it: lib/next-internals/answer-writes.mjs no longer sees it start").toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(html).toMatch(/<title>Page not found \| /);
});

test("a file asked with a Range it cannot satisfy is still a 416, not Next's 500 (answer-writes.mjs)", async ({ request }) => {
  for (const file of ['/favicon.ico', '/placeholder.svg']) {
    const response = await request.get(file, { headers: { range: 'bytes=999999999-' } });
    expect(response.status(), `${file}: Next no longer sets Content-Range before its 500, which lib/next-internals/answer-writes.mjs turns into a 416`).toBe(416);
    expect(await response.text()).toBe('Range not satisfiable\n');
  }
});

test("the build still holds what the site's server reads: standalone config and the headers of every path", () => {
  expect(() => readStandaloneConfig(buildDir)).not.toThrow();
  expect(readBuildHeadersOfEveryPath(buildDir), "Next's .next/routes-manifest.json no longer has the next.config headers of /:path*").not.toBeNull();
  const requiredFiles = JSON.parse(readFileSync(path.join(buildDir, '.next/required-server-files.json'), 'utf8')) as { config?: { cacheHandler?: string } };
  expect(requiredFiles.config?.cacheHandler, 'the standalone config no longer carries the cache handler').toMatch(/lib\/cache-handler\//);
});

test("Next's compression still wraps answers after the gate's wrappers: pages, payloads, feeds and scripts go out compressed", async ({ request }) => {
  // The gate wraps the response before Next.js does (lib/next-internals/answer-writes.mjs): what
  // Next compresses passes through the gate's wrappers on its way out.
  const answers = [
    { path: '/', type: /^text\/html/ },
    { path: '/fr/calendrier', type: /^text\/html/ },
    { path: '/calendar', headers: { [rscHeader]: '1' }, type: /^text\/x-component/ },
    { path: '/schedule.json', type: /json/ },
    { path: '/sitemap.xml', type: /xml/ },
    { path: '/calendar/feed.ics', type: /^text\/calendar/ },
  ];
  for (const { path: answerPath, headers, type } of answers) {
    const response = await request.get(answerPath, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
    expect(response.status(), answerPath).toBe(200);
    expect(response.headers()['content-type'], answerPath).toMatch(type);
    expect(response.headers()['content-encoding'], `${answerPath} no longer goes out compressed`).toMatch(/^(gzip|br)$/);
  }
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length, "the home page names none of Next's scripts").toBeGreaterThanOrEqual(3);
  for (const source of scripts) {
    const script = await request.get(source, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(script.status(), source).toBe(200);
    if (Number(script.headers()['content-length'] ?? Infinity) > 1024) expect(script.headers()['content-encoding'], `${source} is no longer compressed`).toMatch(/^(gzip|br)$/);
  }
});

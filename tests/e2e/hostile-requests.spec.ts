import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostileSlugClasses, reflectedMarkup, unusualMethods, unusualSlugClasses } from './support/hostile-payloads';
import { inBatches, type RawResponse, rawRequest } from './support/raw-request';
import { discoverRoutes, type RouteSample } from './support/routes';
import { untilPageSettled } from './support/settled';

/**
 * The outside probe's hostile requests, on every route kind in both languages: no 500, no
 * reflected markup, the security headers on every answer, and nothing written under `.next` by
 * 300 distinct hostile slugs per route kind. Sent raw (./support/raw-request.ts): a browser would
 * normalise the very paths under test.
 */

interface HostileTarget {
  kind: string;
  locale: 'en' | 'fr';
  /** The URL with `payload` (a raw, percent-encoded segment or value) where its slug goes. */
  url: (payload: string) => string;
}

const itemKinds = new Set(['event', 'artist', 'newsItem', 'page', 'aboutSubPage']);

function targetOf(sample: RouteSample): HostileTarget {
  const { kind, locale } = sample;
  if (kind === 'filteredCalendar' || kind === 'filteredArtists') {
    const [pathname] = sample.path.split('?');
    const param = locale === 'fr' ? 'categorie' : 'category';
    return { kind, locale, url: (payload) => `${pathname}?${param}=${payload}` };
  }
  if (itemKinds.has(kind)) {
    const parent = sample.path.slice(0, sample.path.lastIndexOf('/'));
    return { kind, locale, url: (payload) => `${parent}/${payload}` };
  }
  const base = sample.path === '/' ? '' : sample.path;
  return { kind, locale, url: (payload) => `${base}/${payload}` };
}

function extraTargets(samples: RouteSample[]): HostileTarget[] {
  const targets: HostileTarget[] = [];
  for (const locale of ['en', 'fr'] as const) {
    const prefix = locale === 'fr' ? '/fr' : '';
    const event = samples.find((s) => s.kind === 'event' && s.locale === locale)!;
    const eventParent = event.path.slice(0, event.path.lastIndexOf('/'));
    targets.push(
      { kind: 'ics', locale, url: (payload) => `${eventParent}/${payload}/ics` },
      { kind: 'searchPage', locale, url: (payload) => `${prefix}/${locale === 'fr' ? 'recherche' : 'search'}?q=${payload}` },
      { kind: 'unknownSection', locale, url: (payload) => `${prefix}/${payload}` },
      { kind: 'searchApi', locale, url: (payload) => `/api/search?q=${payload}&lang=${locale}` },
    );
  }
  targets.push(
    { kind: 'previewExit', locale: 'en', url: (payload) => `/api/preview/exit?path=/${payload}` },
    { kind: 'preview', locale: 'en', url: (payload) => `/api/preview?secret=${payload}&type=event&slug=${payload}&lang=en` },
    { kind: 'staticAsset', locale: 'en', url: (payload) => `/_next/static/chunks/${payload}.js` },
    { kind: 'apiUnknown', locale: 'en', url: (payload) => `/api/${payload}` },
    { kind: 'enPrefix', locale: 'en', url: (payload) => `/en/${payload}` },
  );
  return targets;
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

function problemsOf(label: string, response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`${label} → ${response.status}`);
  const h = response.headers;
  if (!String(h['content-security-policy'] ?? '').includes("object-src 'none'")) problems.push(`${label}: no Content-Security-Policy`);
  if (h['x-content-type-options'] !== 'nosniff') problems.push(`${label}: no X-Content-Type-Options`);
  if (!/max-age=\d+/.test(String(h['strict-transport-security'] ?? ''))) problems.push(`${label}: no Strict-Transport-Security`);
  if (h['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push(`${label}: no Referrer-Policy`);
  if (!String(h['permissions-policy'] ?? '').includes('camera=()')) problems.push(`${label}: no Permissions-Policy`);
  if (String(h['set-cookie'] ?? '').includes('injected')) problems.push(`${label}: header injection`);
  if (reflectedMarkup.test(response.body)) problems.push(`${label}: reflected markup`);
  return problems;
}

let targets: HostileTarget[] = [];
let origin = '';

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  origin = baseURL!;
  const page = await browser.newPage();
  const samples = await discoverRoutes(page);
  await page.close();
  targets = [...samples.map(targetOf), ...extraTargets(samples)];
  // Every route kind, in both languages.
  expect(new Set(targets.map((t) => `${t.kind}:${t.locale}`)).size).toBeGreaterThanOrEqual(13 * 2 + 9);
});

test('every payload class on every route kind in both languages: no 500, no reflected markup, the security headers', async () => {
  test.setTimeout(300_000);
  const classes = { ...hostileSlugClasses, ...unusualSlugClasses };
  const requests = targets.flatMap((target) => Object.entries(classes).map(([name, make]) => ({ label: `${target.kind}:${target.locale} ${name}`, path: target.url(make(1)) })));
  const problems = (await inBatches(requests, 6, async ({ label, path }) => problemsOf(`GET ${label}`, await rawRequest(origin, 'GET', path, { 'accept-encoding': 'identity' })))).flat();
  expect(problems).toEqual([]);
});

test('unusual methods on every route kind: 405 (or the route’s own answer), never 500, with the headers', async () => {
  test.setTimeout(120_000);
  const requests = targets.flatMap((target) => unusualMethods.map((method) => ({ method, target, path: target.url('x') })));
  const answers = await inBatches(requests, 6, async ({ method, target, path }) => ({ method, target, path, response: await rawRequest(origin, method, path) }));
  expect(answers.flatMap(({ method, target, response }) => problemsOf(`${method} ${target.kind}:${target.locale}`, response))).toEqual([]);
  // Pages, files and assets take GET and HEAD only; route handlers answer their own methods,
  // but TRACE (which Next.js cannot even read) is refused before them.
  for (const { method, path, response } of answers) {
    if (method === 'TRACE' || !path.startsWith('/api/')) {
      expect(response.status, `${method} ${path.slice(0, 80)}`).toBe(405);
      expect(response.headers.allow, `${method} ${path.slice(0, 80)}`).toMatch(/^GET, HEAD/);
    }
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await rawRequest(origin, method, '/_next/static/chunks/app.js');
    expect(response.status, method).toBe(405);
  }
});

test('300 distinct hostile slugs per route kind write nothing under .next', async () => {
  test.setTimeout(600_000);
  const nextDir = path.join(process.cwd(), '.next');
  const before = countFiles(nextDir);
  const classes = Object.values(hostileSlugClasses);
  const requests = targets.flatMap((target) => Array.from({ length: 300 }, (_, n) => target.url(classes[n % classes.length]!(n * 7919 + Math.floor(Math.random() * 1e6)))));
  const statuses = await inBatches(requests, 8, async (url) => (await rawRequest(origin, 'GET', url, { 'accept-encoding': 'gzip' })).status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(countFiles(nextDir)).toBe(before);
});

test('the redirects (`/en/…`, trailing slash, repeated slashes) carry the security headers', async () => {
  for (const path of ['/en/calendar', '/en', '/calendar/', '//calendar', '/fr/calendrier/']) {
    const response = await rawRequest(origin, 'GET', path);
    expect(response.status, path).toBe(308);
    expect(problemsOf(path, response)).toEqual([]);
  }
});

test('the preview exit is no open redirect', async () => {
  for (const path of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example/x', '//evil.example', '/\\evil.example', 'https://evil.example']) {
    const response = await rawRequest(origin, 'GET', `/api/preview/exit?path=${encodeURIComponent(path)}`);
    expect(response.status, path).toBe(307);
    expect(response.headers.location, path).toBe('/');
  }
  const raw = await rawRequest(origin, 'GET', '/api/preview/exit?path=/.//evil.example');
  expect(raw.headers.location).toBe('/');
  const kept = await rawRequest(origin, 'GET', `/api/preview/exit?path=${encodeURIComponent('/fr/calendrier?categorie=musique')}`);
  expect(kept.headers.location).toBe('/fr/calendrier?categorie=musique');
});

test('a forged Draft Mode cookie does not mark a public page noindex', async () => {
  const response = await rawRequest(origin, 'GET', '/calendar', { cookie: '__prerender_bypass=forged' });
  expect(response.status).toBe(200);
  expect(response.headers['x-robots-tag']).toBeUndefined();
  expect(response.headers['cache-control']).toMatch(/s-maxage=/);
});

for (const { locale, prefix, title, payloadPaths } of [
  { locale: 'en', prefix: '', title: 'Page not found', payloadPaths: ['/event/%3Csvg%20onload=alert(1)%3E', '/calendar?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E'] },
  { locale: 'fr', prefix: '/fr', title: 'Page introuvable', payloadPaths: ['/fr/evenement/%3Csvg%20onload=alert(1)%3E', '/fr/calendrier?categorie=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E'] },
] as const) {
  test(`markup in the URL runs nothing in the browser (${locale})`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    for (const path of payloadPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await page.goto(`${prefix}/${locale === 'fr' ? 'recherche' : 'search'}?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toHaveValue('<img src=x onerror=alert(1)>');
    // An injected image would have loaded or failed (and its handler run) by then.
    await untilPageSettled(page);
    expect(dialogs).toBe(0);
  });
}

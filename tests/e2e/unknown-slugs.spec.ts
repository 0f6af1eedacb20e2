import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Item routes render slugs published after the build on their first request, so any
 * well-formed slug reaches them. An invented one must cost no cache entry: it is checked against
 * the cached slug index (no content request), and its 404 is never stored (a 404 only replaces
 * the entry of a page that existed: lib/cache-handler/not-found-entries.mjs). Proved on disk: 300
 * random well-formed slugs per route kind leave the number of files under `.next` unchanged.
 */
const nextDir = path.resolve(__dirname, '../../.next');

function countFiles(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    count += statSync(full).isDirectory() ? countFiles(full) : 1;
  }
  return count;
}

/** Each kind in both languages: a function of a random slug to its public URL. */
const routeKinds: Record<string, Array<(slug: string) => string>> = {
  event: [(s) => `/event/${s}`, (s) => `/fr/evenement/${s}`],
  eventIcs: [(s) => `/event/${s}/ics`, (s) => `/fr/evenement/${s}/ics`],
  artist: [(s) => `/artist/${s}`, (s) => `/fr/artiste/${s}`],
  news: [(s) => `/news/${s}`, (s) => `/fr/nouvelles/${s}`],
  page: [(s) => `/page/${s}`, (s) => `/fr/page/${s}`],
  aboutSubPage: [(s) => `/about/${s}`, (s) => `/fr/a-propos/${s}`],
  filteredCalendar: [(s) => `/calendar?category=${s}`, (s) => `/fr/calendrier?categorie=${s}`],
  filteredArtists: [(s) => `/artists?category=${s}`, (s) => `/fr/artistes?categorie=${s}`],
};

const perKind = 300;
const concurrency = 6;

/** A slug WordPress could have made: lowercase words and digits joined by hyphens. */
const randomSlug = () => `${randomBytes(5).toString('hex')}-${randomBytes(3).toString('hex')}-show`;

test(`${perKind} random well-formed unknown slugs per route kind answer 404 and add no file under .next`, async ({ request }) => {
  test.setTimeout(30 * 60_000);
  const urls = Object.values(routeKinds).flatMap((kinds) => Array.from({ length: perKind }, (_, i) => kinds[i % kinds.length]!(randomSlug())));
  // One of each first: the not-found page's own data (the shell) is cached once, as for any visitor.
  for (const kinds of Object.values(routeKinds)) for (const url of kinds) expect((await request.get(url(randomSlug()))).status()).toBe(404);
  const before = countFiles(nextDir);

  const statuses = new Map<number, number>();
  for (let start = 0; start < urls.length; start += concurrency) {
    const answers = await Promise.all(urls.slice(start, start + concurrency).map((url) => request.get(url, { maxRedirects: 0 })));
    for (const answer of answers) statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
  }

  expect(Object.fromEntries(statuses)).toEqual({ 404: urls.length });
  expect(countFiles(nextDir), `files under .next after ${urls.length} unknown slugs`).toBe(before);
});

/** Every capitalisation of a slug is its own spelling: each of n letters upper or lower. */
function caseVariants(path: string, count: number): string[] {
  const segments = path.split('/');
  const slugAt = segments.length - 1;
  const slug = segments[slugAt]!;
  const letters = [...slug].flatMap((character, index) => (/[a-z]/.test(character) ? [index] : []));
  return Array.from({ length: count }, (_, variant) => {
    const bits = variant + 1;
    const spelled = [...slug].map((character, index) => {
      const letter = letters.indexOf(index);
      return letter !== -1 && ((bits >> letter % 16) & 1) === 1 ? character.toUpperCase() : character;
    });
    return [...segments.slice(0, slugAt), spelled.join('')].join('/');
  });
}

test('capitalised spellings of real slugs are a 308 to the lowercase page and add no file under .next', async ({ request }) => {
  test.setTimeout(10 * 60_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!);
  // One real item of each type with a slug in its URL, in both languages, and an event's calendar file.
  const prefixes = ['/event/', '/fr/evenement/', '/artist/', '/fr/artiste/', '/news/', '/fr/nouvelles/', '/page/', '/fr/page/', '/about/', '/fr/a-propos/'];
  const items = prefixes.map((prefix) => {
    const found = paths.find((p) => p.startsWith(prefix) && p.length > prefix.length + 3 && !p.slice(prefix.length).includes('/'));
    expect(found, `an item under ${prefix} in the sitemap`).toBeTruthy();
    return found!;
  });
  const targets = [...items.map((item) => ({ item, suffix: '' })), { item: items[0]!, suffix: '/ics' }, { item: items[1]!, suffix: '/ics' }];
  const before = countFiles(nextDir);

  const answers: Array<{ url: string; status: number; location: string | undefined; canonical: string }> = [];
  for (const { item, suffix } of targets) {
    for (const variant of caseVariants(item, 6)) {
      const answer = await request.get(`${variant}${suffix}`, { maxRedirects: 0 });
      answers.push({ url: `${variant}${suffix}`, status: answer.status(), location: answer.headers()['location'], canonical: `${item}${suffix}` });
    }
  }

  expect(countFiles(nextDir), `files under .next after ${answers.length} capitalised spellings`).toBe(before);
  for (const { url, status, location, canonical } of answers) expect({ url, status, location }).toEqual({ url, status: 308, location: canonical });
});

/**
 * Wall time of `count` requests, `concurrency` at a time: with the server saturated, what each
 * answer costs it (a latency alone hides the cost: a render takes the CPU from everyone else).
 */
async function loadMs(count: number, concurrency: number, next: () => Promise<void>): Promise<number> {
  const started = performance.now();
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await next();
    }),
  );
  return performance.now() - started;
}

test('an unknown slug costs about what a cached page costs (answered from memory, not rendered)', async ({ request }) => {
  test.setTimeout(5 * 60_000);
  const kinds = Object.values(routeKinds).flat();
  const cachedPage = '/event/opening-night';
  // Warm: the cached page, the 404 page of each language, the gate's catalogue.
  for (let i = 0; i < 3; i++) {
    expect((await request.get(cachedPage)).status()).toBe(200);
    for (const url of kinds) await request.get(url(randomSlug()));
  }
  const count = 400;
  const cached = await loadMs(count, 8, async () => {
    expect((await request.get(cachedPage)).status()).toBe(200);
  });
  let k = 0;
  const unknown = await loadMs(count, 8, async () => {
    expect((await request.get(kinds[k++ % kinds.length]!(randomSlug()))).status()).toBe(404);
  });
  test.info().annotations.push({ type: `${count} requests, 8 at a time`, description: `cached page ${cached.toFixed(0)} ms, unknown slugs ${unknown.toFixed(0)} ms` });
  // Rendered by Next.js, unknown slugs took three to six times as long as a cached page.
  expect(unknown, `${count} unknown slugs vs ${count} requests of a cached page (${cached.toFixed(0)} ms)`).toBeLessThanOrEqual(cached * 1.5);
});

/**
 * The search route (`GET /api/search`) against the seed through the embedded content server: its
 * validation, the index's first pages and "load more", what it costs the content server (nothing
 * per query: the index is held), and the site's message when no index can be had.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeedStore } from '../../../cms/seed';
import type { LoadMoreResponse, SearchResponse } from '@/features/search/search-contract';
import { startRouteContentServer } from '../fixtures/routes/content-server';

const { graphqlUrl } = await startRouteContentServer({ store: createSeedStore({ scale: 0 }) });
const { GET } = await import('@/app/api/search/route');
const { forgetSearchAnswers } = await import('@/features/search/run-search');
const indexFile = await import('@/app/search-index.fr.json/route');

function get(query: string): Promise<Response> {
  return GET(new Request(`http://site.test/api/search?${query}`));
}

/** The requests this file's searches send the content server. */
const sent: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith(graphqlUrl)) sent.push(String(input));
    return realFetch(input, init);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('search route: validation', () => {
  it.each([
    ['lang=en', 'Parameter "q" must not be empty'],
    ['q=%20%20&lang=en', 'Parameter "q" must not be empty'],
    [`q=${'a'.repeat(101)}&lang=en`, 'Parameter "q" must be at most 100 characters'],
    ['q=jazz', 'Parameter "lang" must be "en" or "fr"'],
    ['q=jazz&lang=de', 'Parameter "lang" must be "en" or "fr"'],
    ['q=jazz&lang=en&section=places&after=b2Zmc2V0OjU=', 'Parameter "section" must be one of events, artists, venues, news, pages'],
    ['q=jazz&lang=en&after=b2Zmc2V0OjU=', 'Parameter "section" must be one of events, artists, venues, news, pages'],
    ['q=jazz&lang=en&section=events', 'Parameter "after" must be a pagination cursor'],
    ['q=jazz&lang=en&section=events&after=%7B%22x%22%7D', 'Parameter "after" must be a pagination cursor'],
    [`q=jazz&lang=en&section=events&after=${'a'.repeat(201)}`, 'Parameter "after" must be a pagination cursor'],
    ['q=jazz&lang=en&query=%7B__schema%7Btypes%7Bname%7D%7D%7D', 'Unknown parameter "query"'],
    ['q=jazz&q=rock&lang=en', 'Parameter "q" is given more than once'],
  ])('%s → 400 %s', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toEqual({ error: message });
  });

  it('accepts 100 characters after trimming', async () => {
    const response = await get(`q=${encodeURIComponent(`  ${'é'.repeat(100)}  `)}&lang=fr`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchResponse).term).toBe('é'.repeat(100));
  });
});

describe('search route: answers from the index', () => {
  it('the first five of each section, then the rest of one section with its cursor', async () => {
    const response = await get('q=music&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    const first = (await response.json()) as SearchResponse;
    expect(Object.keys(first.sections)).toEqual(['events', 'artists', 'venues', 'news', 'pages']);
    expect(first.sections.events.items).toHaveLength(5);
    expect(first.sections.events.hasNextPage).toBe(true);
    const more = (await (await get(`q=music&lang=en&section=events&after=${encodeURIComponent(first.sections.events.endCursor!)}`)).json()) as LoadMoreResponse;
    expect(more.section).toBe('events');
    expect(more.results.hasNextPage).toBe(false);
    const hrefs = [...first.sections.events.items, ...more.results.items].map((card) => card.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.length).toBeGreaterThan(20);
  });

  it('finds a venue by its name without accents, linked to its page', async () => {
    const body = (await (await get('q=theatre%20ostrander&lang=fr')).json()) as SearchResponse;
    expect(body.sections.venues.items[0]).toMatchObject({ kind: 'venue', title: 'Théâtre Ostrander', href: '/fr/lieu/theatre-ostrander-fr' });
  });

  it('asks the content server nothing per search once the index is held (only to check it again after a second, or a webhook)', async () => {
    await get('q=lumen&lang=en');
    sent.length = 0;
    const statuses = await Promise.all(['lumen', 'mira', 'okonjo', 'saturday', 'vesper'].map(async (term) => (await get(`q=${term}&lang=en`)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(sent).toEqual([]);
    forgetSearchAnswers();
    await get('q=lumen&lang=en');
    expect(sent.length).toBeGreaterThan(0);
  });

  it('serves the index it searches as the panel’s file, CDN-cacheable, 304 when unchanged', async () => {
    const response = await indexFile.GET(new Request('http://site.test/search-index.fr.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    const data = (await response.json()) as { locale: string; cards: Array<{ href: string }> };
    expect(data.locale).toBe('fr');
    expect(data.cards.map((card) => card.href)).toContain('/fr/lieu/theatre-ostrander-fr');
    const again = await indexFile.GET(new Request('http://site.test/search-index.fr.json', { headers: { 'if-none-match': response.headers.get('etag')! } }));
    expect(again.status).toBe(304);
  });

  it('echoes the term as JSON, never as markup', async () => {
    const text = await (await get(`q=${encodeURIComponent('<script>alert(1)</script>')}&lang=en`)).text();
    expect(text).not.toMatch(/[<>]/);
    expect((JSON.parse(text) as SearchResponse).term).toBe('<script>alert(1)</script>');
  });

  it('while the content server is down, the index held so far answers', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED 10.1.2.3:4000');
    });
    try {
      forgetSearchAnswers();
      const response = await get('q=ostrander&lang=fr');
      expect(response.status).toBe(200);
      expect(((await response.json()) as SearchResponse).sections.venues.items[0]?.title).toBe('Théâtre Ostrander');
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }
  });
});

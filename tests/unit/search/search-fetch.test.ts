import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSearch } from '@/components/search/search-fetch';

function reply(body: string, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('reading the search route in the browser', () => {
  it('returns the route body as is', async () => {
    const body = { term: 'x', sections: {}, errors: [] };
    reply(JSON.stringify(body));
    expect(await fetchSearch('/api/search?q=x&lang=en')).toEqual(body);
  });

  it('keeps the route messages whatever the status', async () => {
    reply(JSON.stringify({ errors: ['Server response was missing for query'] }), 502);
    expect(await fetchSearch('/api/search')).toEqual({ errors: ['Server response was missing for query'] });
  });

  it('applies the catalogue to the route itself', async () => {
    reply('<html>504</html>', 504);
    expect(await fetchSearch('/api/search')).toEqual({ errors: ['Response not successful: Received status code 504'] });
    reply('{}');
    expect(await fetchSearch('/api/search')).toEqual({ errors: ['Server response was missing for query'] });
    reply('not json');
    expect((await fetchSearch('/api/search')).errors[0]).toMatch(/^Could not parse the search response as JSON/);
    reply(JSON.stringify({ error: 'Parameter "q" must not be empty' }), 400);
    expect(await fetchSearch('/api/search')).toEqual({ errors: ['Parameter "q" must not be empty'] });
  });

  it("a refusal for searching too fast reads the site's words with the wait it was given", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Too many searches: try again in 7 s"}', { status: 429, headers: { 'retry-after': '7' } })));
    expect(await fetchSearch('/api/search', undefined, { rateLimited: 'Trop de recherches. Réessayez dans {seconds} secondes.' })).toEqual({
      errors: ['Trop de recherches. Réessayez dans 7 secondes.'],
    });
  });

  it('a network failure becomes a message; an abort is thrown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await fetchSearch('/api/search')).toEqual({ errors: ['Failed to fetch'] });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new DOMException('aborted', 'AbortError'); }));
    await expect(fetchSearch('/api/search', controller.signal)).rejects.toThrow('aborted');
  });

  it('offline (no answer at all), the panel says search needs a connection; an answer with an error is still that error', async () => {
    const needs = 'Search needs a connection. Pages you have opened or saved still work offline.';
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await fetchSearch('/api/search', undefined, { needsConnection: needs })).toEqual({ errors: [needs] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"errors":["Parameter \\"q\\" must not be empty"]}', { status: 400 })));
    expect(await fetchSearch('/api/search', undefined, { needsConnection: needs })).toEqual({ errors: ['Parameter "q" must not be empty'] });
  });
});

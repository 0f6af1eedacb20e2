import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/search/route';
import { forgetSearchAnswers } from '@/features/search/run-search';
import type { LoadMoreResponse, SearchFailure, SearchResponse } from '@/features/search/search-contract';
import { en } from '@/i18n/dictionaries/en';
import { fr } from '@/i18n/dictionaries/fr';
import { loadMoreDocuments, searchEnQuery } from '@/queries/search-documents';

const loadMoreEventsFrQuery = loadMoreDocuments.events.fr;

/** A stand-in content server: records what the route sends and answers what each test says. */
let answer: () => Response;
const sent: Array<{ url: string; body: { operationName: string; query: string; variables: Record<string, unknown> } }> = [];

beforeEach(() => {
  forgetSearchAnswers();
  sent.length = 0;
  answer = () => Response.json({ data: emptySearchData });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return answer();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emptyConnection = { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } };
const emptySearchData = {
  events: emptyConnection,
  artists: emptyConnection,
  posts: emptyConnection,
  pages: emptyConnection,
  popCategories: emptyConnection,
};

function get(query: string): Promise<Response> {
  return GET(new Request(`http://site.test/api/search?${query}`));
}

describe('search route: validation', () => {
  it.each([
    ['lang=en', 'Parameter "q" must not be empty'],
    ['q=%20%20&lang=en', 'Parameter "q" must not be empty'],
    [`q=${'a'.repeat(101)}&lang=en`, 'Parameter "q" must be at most 100 characters'],
    ['q=jazz', 'Parameter "lang" must be "en" or "fr"'],
    ['q=jazz&lang=de', 'Parameter "lang" must be "en" or "fr"'],
    ['q=jazz&lang=en&section=venues&after=YXJyYXljb25uZWN0aW9uOjE=', 'Parameter "section" must be one of events, artists, news, pages'],
    ['q=jazz&lang=en&after=YXJyYXljb25uZWN0aW9uOjE=', 'Parameter "section" must be one of events, artists, news, pages'],
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
    expect(sent).toHaveLength(0);
  });

  it('accepts 100 characters after trimming', async () => {
    const response = await get(`q=${encodeURIComponent(`  ${'é'.repeat(100)}  `)}&lang=fr`);
    expect(response.status).toBe(200);
    expect(sent[0]?.body.variables).toEqual({ search: 'é'.repeat(100) });
  });
});

describe('search route: forwarding', () => {
  it('sends the Search operation of the language, with the term as its only variable', async () => {
    const response = await get('q=%20jazz%20%20night%20&lang=en');
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ operationName: 'SearchEn', query: String(searchEnQuery), variables: { search: 'jazz night' } });
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends the load-more operation of the section and language with the cursor', async () => {
    answer = () => Response.json({ data: { events: emptyConnection } });
    const response = await get('q=jazz&lang=fr&section=events&after=YXJyYXljb25uZWN0aW9uOjE=');
    expect(response.status).toBe(200);
    expect(sent[0]!.body).toMatchObject({
      operationName: 'LoadMoreEventsFr',
      query: loadMoreEventsFrQuery,
      variables: { search: 'jazz', after: 'YXJyYXljb25uZWN0aW9uOjE=' },
    });
    expect(loadMoreEventsFrQuery).toContain('first: 1000,');
    expect(loadMoreEventsFrQuery).toMatch(/where: \{ search: \$search, language: FR, status: PUBLISH \}/);
    const body = (await response.json()) as LoadMoreResponse;
    expect(body).toEqual({ term: 'jazz', section: 'events', results: { items: [], endCursor: null, hasNextPage: false }, errors: [] });
  });

  it('answers adapted cards with links, formatted dates and cursors', async () => {
    answer = () =>
      Response.json({
        data: {
          ...emptySearchData,
          events: {
            nodes: [
              {
                id: 'e1',
                slug: 'soiree-jazz',
                title: 'Soirée jazz',
                featuredImage: null,
                categories: { nodes: [{ id: 'c1', slug: 'musique', name: 'Musique', categoryOptions: { categoryImage: { node: { sourceUrl: 'http://localhost:4000/wp-content/uploads/m.png', altText: '' } } } }] },
                eventDetails: {
                  showDatetime: '2027-09-22T20:30:00+00:00',
                  newDate: '2027-09-29T21:00:00+00:00',
                  eventVenue: { nodes: [{ __typename: 'Venue', id: 'v1', slug: 'la-sala-rossa', title: 'La Sala Rossa' }] },
                },
              },
            ],
            pageInfo: { endCursor: 'YXJyYXljb25uZWN0aW9uOjU=', hasNextPage: true },
          },
        },
      });
    const body = (await (await get('q=jazz&lang=fr')).json()) as SearchResponse;
    expect(body.errors).toEqual([]);
    expect(body.sections.events).toEqual({
      items: [
        {
          id: 'e1',
          kind: 'event',
          title: 'Soirée jazz',
          slug: 'soiree-jazz',
          href: '/fr/evenement/soiree-jazz',
          image: { url: '/placeholder.svg', alt: '' },
          icons: [{ id: 'c1', name: 'Musique', url: 'http://127.0.0.1:4000/wp-content/uploads/m.png' }],
          venue: 'La Sala Rossa',
          venuePath: '/fr/lieu/la-sala-rossa',
          dateTime: '2027-09-29T21:00:00',
          date: '29 sept., 2027',
          time: '9:00 pm',
          newDate: true,
        },
      ],
      endCursor: 'YXJyYXljb25uZWN0aW9uOjU=',
      hasNextPage: true,
    });
  });

  it("shows the site's words for the content server's GraphQL errors (200, not cached), its text only in the log", async () => {
    answer = () => Response.json({ data: null, errors: [{ message: 'WordPress database error: Table wp_posts is full' }] });
    const response = await get('q=jazz&lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as SearchFailure).toEqual({ errors: [fr.siteErrors.searchUnavailable] });
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(expect.stringContaining('WordPress database error: Table wp_posts is full'));
  });

  it('echoes the term as JSON, never as markup', async () => {
    const text = await (await get(`q=${encodeURIComponent('<script>alert(1)</script>')}&lang=en`)).text();
    expect(text).not.toMatch(/[<>]/);
    expect((JSON.parse(text) as SearchResponse).term).toBe('<script>alert(1)</script>');
  });
});

describe('search route: identical searches at the origin', () => {
  it('500 concurrent identical searches cost the content server one call; the answer is kept a few seconds', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        await held;
        return Response.json({ data: emptySearchData });
      }),
    );
    const responses = Promise.all(Array.from({ length: 500 }, () => get('q=jazz&lang=en')));
    // The first search is at the content server; the others arrive while it is held.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect((await responses).map((r) => r.status)).toEqual(Array(500).fill(200));
    expect(sent).toHaveLength(1);
    await get('q=%20jazz&lang=en');
    expect(sent).toHaveLength(1);
    await get('q=jazz&lang=fr');
    expect(sent).toHaveLength(2);
  });

  it('does not keep a failed answer', async () => {
    answer = () => new Response('oops', { status: 500 });
    expect((await get('q=jazz&lang=en')).status).toBe(502);
    answer = () => Response.json({ data: emptySearchData });
    expect((await get('q=jazz&lang=en')).status).toBe(200);
    expect(sent).toHaveLength(2);
  });
});

describe('search route: the content server fails (the error catalogue)', () => {
  it.each([
    ['HTTP 500', () => new Response('oops', { status: 500 }), 'Response not successful: Received status code 500'],
    ['HTTP 302', () => new Response('', { status: 302 }), 'Response not successful: Received status code 302'],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 }), en.siteErrors.searchUnavailable],
    ['neither data nor errors', () => Response.json({ extensions: {} }), 'Server response was missing for query'],
  ])('%s → 502 with the message, not cached', async (_name, reply, message) => {
    answer = reply;
    const response = await get('q=jazz&lang=en');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as SearchFailure;
    expect(body.errors).toHaveLength(1);
    if (typeof message === 'string') expect(body.errors[0]).toBe(message);
    else expect(body.errors[0]).toMatch(message);
  });

  it('an unreachable server → a message that does not reveal its address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }),
    );
    const response = await get('q=jazz&lang=en');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ errors: [en.siteErrors.searchUnavailable] });
  });
});

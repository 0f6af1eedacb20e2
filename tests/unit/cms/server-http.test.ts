/**
 * The HTTP face of the content server: WPGraphQL's status codes and error bodies, and a server
 * that keeps answering after every kind of bad request.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore } from '../fixtures/cms/festival-store';
import type { LooseData } from '../fixtures/cms/run-query';

let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer({ store: createFixtureStore(), port: 0 });
});
afterAll(async () => {
  await server.close();
});

async function post(body: string, contentType = 'application/json') {
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  return { status: response.status, body: (await response.json()) as { data?: LooseData; errors?: { message: string }[] } };
}

const postQuery = (query: string, variables?: unknown) => post(JSON.stringify({ query, variables }));

/** The server still answers a good query (after each bad one). */
async function expectHealthy() {
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  // wait-on (npm run demo / dev) probes with HEAD.
  expect((await fetch(`${server.url}/health`, { method: 'HEAD' })).status).toBe(200);
  const result = await postQuery('{ defaultLanguage { code } }');
  expect(result).toEqual({ status: 200, body: { data: { defaultLanguage: { code: 'EN' } } } });
}

describe('content server over HTTP', () => {
  it('listens on the given host with a localhost public URL (another host string on purpose)', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.graphqlUrl).toBe(`${server.url}/graphql/`);
    expect(server.publicUrl).toBe(server.url.replace('127.0.0.1', 'localhost'));
  });

  it('answers POST /graphql/ and /graphql with JSON, operationName and variables', async () => {
    const body = JSON.stringify({
      operationName: 'Two',
      query: 'query One { languages { code } } query Two($slug: String!) { events(where: { name: $slug }) { nodes { featuredImage { node { sourceUrl } } } } }',
      variables: { slug: 'opening-night' },
    });
    for (const path of ['/graphql/', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        data: { events: { nodes: [{ featuredImage: { node: { sourceUrl: `${server.publicUrl}/wp-content/uploads/2026/11/event-opening.png` } } }] } },
      });
    }
  });

  it('answers GET /graphql/?query=&variables=&operationName=', async () => {
    const params = new URLSearchParams({ query: 'query Q($l: LanguageCodeFilterEnum) { popSettings(language: $l) { popCity } }', variables: JSON.stringify({ l: 'FR' }), operationName: 'Q' });
    const response = await fetch(`${server.graphqlUrl}?${params}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { popSettings: { popCity: 'Montréal' } } });
  });

  it('answers a syntax error with HTTP 500 and only errors', async () => {
    const result = await postQuery('query { events(first: 1) { nodes { slug }');
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ errors: [{ message: 'Syntax Error: Expected Name, found <EOF>', locations: [{ line: 1, column: 42 }] }] });
    await expectHealthy();
  });

  it('answers a validation error with HTTP 200, errors and no data', async () => {
    const result = await postQuery('{ events { nodes { noSuchField } } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toContain('Cannot query field "noSuchField" on type "Event"');
    await expectHealthy();
  });

  it('answers bad variables with HTTP 200, errors and no data', async () => {
    const result = await postQuery('query ($l: LanguageCodeFilterEnum) { popSettings(language: $l) { popCity } }', { l: 'DE' });
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toContain('Value "DE" does not exist in "LanguageCodeFilterEnum" enum');
    await expectHealthy();
  });

  it('answers a resolver error (malformed cursor) with HTTP 200, partial data and errors', async () => {
    const result = await postQuery('{ events(after: "%%%") { nodes { slug } } languages { code } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ events: null, languages: [{ code: 'EN' }, { code: 'FR' }] });
    expect(result.body.errors?.[0]?.message).toContain('not a valid cursor');
    await expectHealthy();
  });

  it.each([
    ['a body that is not JSON', () => post('{"query": '), 400],
    ['a JSON body that is not an object', () => post('"hello"'), 400],
    ['a body without query', () => post('{}'), 400],
    ['a POST without Content-Type: application/json', () => post(JSON.stringify({ query: '{ languages { code } }' }), 'text/plain'), 415],
    ['a body over 1 MB', () => postQuery(`{ languages { code } } # ${'x'.repeat(1_100_000)}`), 413],
  ])('answers %s with a GraphQL-shaped error', async (_label, send, status) => {
    const result = await send();
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ errors: [{ message: expect.any(String) }] });
    await expectHealthy();
  });

  it('answers a batch (JSON array) with an array of results', async () => {
    const result = await post(JSON.stringify([{ query: '{ defaultLanguage { code } }' }, { query: '{ nope }' }]));
    expect(result.status).toBe(200);
    expect(result.body).toEqual([{ data: { defaultLanguage: { code: 'EN' } } }, { errors: [expect.objectContaining({ message: expect.stringContaining('nope') })] }]);
  });

  it('answers unknown paths with 404 and other methods on /graphql/ with 405', async () => {
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404);
    const put = await fetch(server.graphqlUrl, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    await expectHealthy();
  });

  it('survives a client that disconnects mid-body', async () => {
    await new Promise<void>((resolve) => {
      const req = request(server.graphqlUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"query": "{ lang');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await expectHealthy();
  });

  it('serves new content after the store is replaced', async () => {
    const store = createFixtureStore();
    const fr = store.settings.FR;
    store.settings = { ...store.settings, FR: { ...fr, popCity: 'Québec' } };
    server.source.replaceStore(store);
    const result = await postQuery('{ popSettings(language: FR) { popCity } }');
    expect(result.body.data).toEqual({ popSettings: { popCity: 'Québec' } });
    server.source.replaceStore(createFixtureStore());
  });
});

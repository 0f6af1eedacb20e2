import { describe, expect, it, vi } from 'vitest';
import { fetchContent, fetchContentWithErrors } from '@/queries/client';
import {
  GraphQLResponseError,
  MissingResponseError,
  NetworkError,
  ServerError,
  ServerParseError,
} from '@/queries/errors';

const query = /* GraphQL */ `query Probe { popSettings { popCity } }`;
const endpoint = 'http://cms.test/graphql/';

function respond(body: string, status = 200) {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
}

describe('content client: the spec error catalogue', () => {
  it('returns data and sends a named operation with cache tags', async () => {
    const fetch = respond(JSON.stringify({ data: { popSettings: { popCity: 'Montréal' } } }));
    const data = await fetchContent(query, {}, { tags: ['shell:fr'], fetch, endpoint });
    expect(data).toEqual({ popSettings: { popCity: 'Montréal' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit & { next: { tags: string[] } }];
    expect(String(url)).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'Probe', query });
    expect(init.next.tags).toEqual(['shell:fr']);
  });

  it.each([300, 404, 500, 502])('status %i → "Response not successful: Received status code N"', async (status) => {
    const fetch = respond(JSON.stringify({ errors: [{ message: 'Syntax Error' }] }), status);
    const failure = fetchContent(query, {}, { tags: [], fetch, endpoint });
    await expect(failure).rejects.toBeInstanceOf(ServerError);
    await expect(failure).rejects.toThrow(`Response not successful: Received status code ${status}`);
  });

  it('a body that is not JSON → a parse error', async () => {
    const failure = fetchContent(query, {}, { tags: [], fetch: respond('<html>Bad gateway</html>'), endpoint });
    await expect(failure).rejects.toBeInstanceOf(ServerParseError);
  });

  it('neither data nor errors → "Server response was missing for query"', async () => {
    const failure = fetchContent(query, {}, { tags: [], fetch: respond('{"extensions":{}}'), endpoint });
    await expect(failure).rejects.toBeInstanceOf(MissingResponseError);
    await expect(failure).rejects.toThrow('Server response was missing for query');
  });

  it('errors[] on HTTP 200 fail required data, naming the operation', async () => {
    const body = JSON.stringify({ data: null, errors: [{ message: 'Cannot query field "x" on type "RootQuery".' }] });
    const failure = fetchContent(query, {}, { tags: [], fetch: respond(body), endpoint });
    await expect(failure).rejects.toBeInstanceOf(GraphQLResponseError);
    await expect(failure).rejects.toThrow('Probe: Cannot query field "x" on type "RootQuery".');
  });

  it('an unreachable endpoint → one line naming it', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const failure = fetchContent(query, {}, { tags: [], fetch, endpoint });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow(`Content server unreachable at ${endpoint} (ECONNREFUSED)`);
  });

  it('one-off queries return data and all errors together', async () => {
    const body = JSON.stringify({ data: { popSettings: null }, errors: [{ message: 'Internal server error' }] });
    const result = await fetchContentWithErrors(query, {}, { tags: [], fetch: respond(body), endpoint });
    expect(result).toEqual({ data: { popSettings: null }, errors: [{ message: 'Internal server error' }] });
  });
});

/**
 * The real requests recorded from the production stack (reference/samples/) must validate against
 * the content server's schema and, run on the fixture store that holds the same content, answer
 * with the same status and the same data as the real WordPress did.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExecutableSchema } from '../../../cms/graphql/executable-schema';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore, SAMPLE_PUBLIC_URL } from '../fixtures/cms/festival-store';

const SAMPLES_DIR = path.resolve(__dirname, '../../../reference/samples');
const sampleNames = readdirSync(SAMPLES_DIR)
  .filter((f) => f.endsWith('.request.json'))
  .map((f) => f.replace('.request.json', ''))
  .sort();

/** Samples made to fail: a syntax error cannot be parsed, the others must not validate. */
const ERROR_SAMPLES = new Set(['error-syntax', 'error-validation', 'error-bad-enum']);

interface Sample {
  request: { query: string; variables?: Record<string, unknown> };
  status: number;
  body: { data?: unknown; errors?: { message: string; locations?: unknown }[] };
}

function loadSample(name: string): Sample {
  const read = (suffix: string) => readFileSync(path.join(SAMPLES_DIR, `${name}.${suffix}`), 'utf8');
  return { request: JSON.parse(read('request.json')), status: Number(read('status.txt').trim()), body: JSON.parse(read('body.json')) };
}

/** The keys at every depth, lists reduced to the union of their items' shapes. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [Object.assign({}, ...value.map(shapeOf))];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  }
  return value === null ? null : typeof value;
}

let server: ContentServer;

beforeAll(async () => {
  // The fixture without extra records holds exactly the content the samples were recorded from,
  // and the samples' host makes media and menu URLs comparable.
  server = await startContentServer({ store: createFixtureStore({ withExtras: false }), port: 0, publicUrl: SAMPLE_PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

/** The sample request sent as the site sends it: POST /graphql/ with a JSON body. */
async function send(request: Sample['request']) {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return { status: response.status, body: (await response.json()) as Sample['body'] };
}

describe('reference samples', () => {
  it('are all present', () => {
    expect(sampleNames.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sampleNames.filter((n) => !ERROR_SAMPLES.has(n)))('%s validates against the subset schema', (name) => {
    const errors = validate(getExecutableSchema(), parse(loadSample(name).request.query));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it.each(sampleNames)('%s answers over HTTP with the real status and data', async (name) => {
    const sample = loadSample(name);
    const result = await send(sample.request);
    expect(result.status).toBe(sample.status);
    expect(shapeOf(result.body.data)).toEqual(shapeOf(sample.body.data));
    expect(result.body.data).toEqual(sample.body.data);
    expect(Boolean(result.body.errors)).toBe(Boolean(sample.body.errors));
  });

  it.each([...ERROR_SAMPLES])('%s gives the same error messages and locations', async (name) => {
    const sample = loadSample(name);
    const result = await send(sample.request);
    const simplify = (errors: Sample['body']['errors']) =>
      (errors ?? []).map((e) => ({ message: e.message.replace(/ Did you mean .*$/, ''), locations: e.locations }));
    expect(simplify(result.body.errors)).toEqual(simplify(sample.body.errors));
  });
});

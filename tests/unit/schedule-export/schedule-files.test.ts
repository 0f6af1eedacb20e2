/**
 * `schedule.xml` and `schedule.json` through their route handlers, against the embedded content
 * server at the seed and at CMS_SCALE=500: valid against the schedule apps' XSD (xmllint, as
 * libxml2 reads it) and JSON Schema (ajv), both languages, every published dated event once, in
 * its venue's room and on its festival day.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import { validateXML } from 'xmllint-wasm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startContentServer } from '../../../cms/server';
import { createSeedStore } from '../../../cms/seed';
import type { ContentStore, EventRecord, PostRecord } from '../../../cms/store/types';
import { festivalDay } from '@/lib/festival-day';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const xsd = readFileSync('reference/schedule-formats/schedule.xml.xsd', 'utf8');
const jsonSchema = JSON.parse(readFileSync('reference/schedule-formats/schedule.schema.json', 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(draft06);
addFormats(ajv);
ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
const validateJson = ajv.compile(jsonSchema);

const seed = createSeedStore({ scale: 0 });
const scaled = createSeedStore({ scale: 500 });
const server = await startContentServer({ store: seed, port: 0 });
const savedEnv = { CMS_GRAPHQL_URL: process.env.CMS_GRAPHQL_URL, SITE_URL: process.env.SITE_URL };
process.env.CMS_GRAPHQL_URL = server.graphqlUrl;
process.env.SITE_URL = 'https://festival.test';
let serverClosed = false;
afterAll(async () => {
  if (!serverClosed) await server.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const xmlRoute = await import('@/app/[locale]/schedule.xml/route');
const jsonRoute = await import('@/app/[locale]/schedule.json/route');
const props = (locale: string) => ({ params: Promise.resolve({ locale }) });

/** What the content server holds: each published, dated event of a language with its venue's name and festival day. */
function expectedEvents(store: ContentStore, language: 'EN' | 'FR') {
  const titleOf = new Map(store.posts.map((post: PostRecord) => [post.databaseId, post.title]));
  return store.posts
    .filter((post): post is EventRecord => post.postType === 'event' && post.language === language && post.status === 'publish')
    .flatMap((event) => {
      const when = event.eventDetails.newDate ?? event.eventDetails.showDatetime;
      if (!when) return [];
      const venueId = event.eventDetails.venueId;
      return [{ slug: event.slug, room: venueId ? titleOf.get(venueId) : undefined, day: festivalDay(when.replace(' ', 'T')) }];
    });
}

describe.each([
  { name: 'the seed', store: seed },
  { name: 'CMS_SCALE=500', store: scaled },
])('schedule.xml and schedule.json at $name', ({ store }) => {
  it.each(['en', 'fr'] as const)('validate against the schemas and hold every event once, in its room and day (%s)', async (locale) => {
    server.source.replaceStore(store);
    const xmlResponse = await xmlRoute.GET(new Request('https://festival.test/schedule.xml'), props(locale));
    expect(xmlResponse.status).toBe(200);
    expect(xmlResponse.headers.get('content-type')).toBe('application/vnd.c3voc.schedule+xml; charset=utf-8');
    const xml = await xmlResponse.text();
    const result = await validateXML({ xml: [{ fileName: 'schedule.xml', contents: xml }], schema: [xsd] });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);

    const jsonResponse = await jsonRoute.GET(new Request('https://festival.test/schedule.json'), props(locale));
    expect(jsonResponse.status).toBe(200);
    const json = await jsonResponse.json();
    expect(validateJson(json), JSON.stringify(validateJson.errors?.slice(0, 3))).toBe(true);

    const listed = (json.schedule.conference.days as Array<{ date: string; rooms: Record<string, Array<{ url: string }>> }>).flatMap((day) =>
      Object.entries(day.rooms).flatMap(([room, events]) => events.map((event) => ({ slug: decodeURIComponent(event.url.split('/').at(-1)!), room, day: day.date }))),
    );
    const expected = expectedEvents(store, locale === 'en' ? 'EN' : 'FR');
    expect(listed.length).toBe(expected.length);
    expect(new Set(listed.map((event) => event.slug)).size).toBe(listed.length);
    const bySlug = new Map(listed.map((event) => [event.slug, event]));
    for (const event of expected) {
      const found = bySlug.get(decodeURIComponent(event.slug));
      expect(found, event.slug).toBeDefined();
      expect(found!.day, event.slug).toBe(event.day);
      if (event.room) expect(found!.room, event.slug).toBe(event.room);
    }
    // The XML holds the same events.
    expect(xml.match(/<event /g)?.length).toBe(expected.length);
  });
});

describe('schedule files over HTTP', () => {
  it('answer 304 when unchanged, and 404 for a segment that is not a language', async () => {
    server.source.replaceStore(seed);
    const first = await jsonRoute.GET(new Request('https://festival.test/schedule.json'), props('en'));
    const etag = first.headers.get('etag')!;
    const again = await jsonRoute.GET(new Request('https://festival.test/schedule.json', { headers: { 'if-none-match': etag } }), props('en'));
    expect(again.status).toBe(304);
    expect((await xmlRoute.GET(new Request('https://festival.test/schedule.xml'), props('de'))).status).toBe(404);
  });
});

describe('a content server outage', () => {
  it('is a 503 with one line and Retry-After when nothing is kept, never a 500 (with a kept answer, Next’s data cache serves it)', async () => {
    await server.close();
    serverClosed = true;
    for (const route of [xmlRoute, jsonRoute]) {
      const response = await route.GET(new Request('https://festival.test/schedule.xml'), props('fr'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.text()).trim().split('\n')).toHaveLength(1);
    }
  });
});

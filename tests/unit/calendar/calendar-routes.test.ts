/**
 * Every `.ics` the site serves, through the route handlers, against the embedded content server
 * with the seed: one event is ONE calendar event wherever a festival-goer gets it (its English
 * and French files, the programme, its category, My schedule), with its status and a SEQUENCE
 * that grows when an editor moves it through the admin endpoint; feeds answer 304 when unchanged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startContentServer } from '../../../cms/server';
import { createSeedStore } from '../../../cms/seed';
import type { ContentStore, EventRecord } from '../../../cms/store/types';
import { encodeScheduleIds } from '@/features/schedule/schedule-ids';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const token = 'calendar-test-token';
const dataDir = mkdtempSync(join(tmpdir(), 'calendar-routes-'));
const seed = createSeedStore({ scale: 0 });
const server = await startContentServer({ store: seed, port: 0, admin: { token, dataDir, siteWebhook: null } });
const savedEnv = { CMS_GRAPHQL_URL: process.env.CMS_GRAPHQL_URL, SITE_URL: process.env.SITE_URL };
process.env.CMS_GRAPHQL_URL = server.graphqlUrl;
process.env.SITE_URL = 'https://festival.test';
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const eventIcs = await import('@/app/[locale]/event/[slug]/ics/route');
const programme = await import('@/app/[locale]/calendar/feed.ics/route');
const categoryFeed = await import('@/app/[locale]/calendar/feed/[file]/route');
const mySchedule = await import('@/app/[locale]/my-schedule/feed/[ids]/route');
const venueFeed = await import('@/app/[locale]/venue/[slug]/ics/route');

const props = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
const request = (headers: Record<string, string> = {}) => new Request('https://festival.test/feed', { headers });

function eventsOf(store: ContentStore): EventRecord[] {
  return store.posts.filter((post): post is EventRecord => post.postType === 'event' && post.status === 'publish');
}
const english = eventsOf(seed).find((event) => event.language === 'EN' && event.slug === 'rosa-huerta-y-los-volcanes-live')!;
const french = eventsOf(seed).find((event) => event.language === 'FR' && event.translationGroup === english.translationGroup)!;
const categorySlug = (event: EventRecord) => seed.terms.find((term) => term.taxonomy === 'category' && event.categoryIds.includes(term.databaseId))!.slug;

/** Parsed by Mozilla's ical.js, as a calendar app would; a malformed file throws. */
function vevents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent');
}

async function ok(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return response.text();
}

function eventIn(ics: string, title: string) {
  const found = vevents(ics).find((component) => String(component.getFirstPropertyValue('summary')).endsWith(title));
  expect(found, title).toBeDefined();
  return found!;
}

describe('one calendar event per event, in every file and feed', () => {
  it('has the same UID and SEQUENCE in its English and French files, the programmes, its category feeds and My schedule', async () => {
    const files = {
      enFile: await ok(await eventIcs.GET(request(), props({ locale: 'en', slug: english.slug }))),
      frFile: await ok(await eventIcs.GET(request(), props({ locale: 'fr', slug: french.slug }))),
      enProgramme: await ok(await programme.GET(request(), props({ locale: 'en' }))),
      frProgramme: await ok(await programme.GET(request(), props({ locale: 'fr' }))),
      enCategory: await ok(await categoryFeed.GET(request(), props({ locale: 'en', file: `${categorySlug(english)}.ics` }))),
      frCategory: await ok(await categoryFeed.GET(request(), props({ locale: 'fr', file: `${categorySlug(french)}.ics` }))),
      enMySchedule: await ok(await mySchedule.GET(request(), props({ locale: 'en', ids: `${encodeScheduleIds([english.databaseId, 1])}.ics` }))),
      frMySchedule: await ok(await mySchedule.GET(request(), props({ locale: 'fr', ids: `${english.databaseId.toString(36)}.ics` }))),
    };
    const seen = Object.entries(files).map(([name, ics]) => {
      const title = name.startsWith('en') ? english.title : french.title;
      const event = eventIn(ics, title);
      return { name, uid: event.getFirstPropertyValue('uid'), sequence: event.getFirstPropertyValue('sequence'), start: String(event.getFirstPropertyValue('dtstart')) };
    });
    const [first] = seen;
    expect(first!.uid).toBe(`event-${english.databaseId}@festival.test`);
    for (const file of seen) expect(file, file.name).toEqual({ ...first, name: file.name });
    expect(first!.sequence).toBeGreaterThan(0);
  });

  it('marks a cancelled event CANCELLED, its title prefixed in the language, at its venue, linking to its page', async () => {
    const event = eventIn(await ok(await eventIcs.GET(request(), props({ locale: 'fr', slug: french.slug }))), french.title);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('summary')).toBe(`Annulé\u00a0: ${french.title}`);
    // The venue with its street address on one line (what a phone's calendar hands to its map app), and its coordinates.
    expect(event.getFirstPropertyValue('location')).toBe('La Chaufferie de la rue Clark, 5129, rue Clark, Montréal (Québec) H2T 2V3');
    const geo = event.getFirstPropertyValue('geo') as unknown as number[];
    expect(geo.map(Number)).toEqual([45.52275, -73.59386]);
    expect(event.getFirstPropertyValue('url')).toBe(`https://festival.test/fr/evenement/${french.slug}`);
    expect(String(event.getFirstPropertyValue('description'))).not.toMatch(/<|&\w+;/);
  });

  it('gives an event the timetable’s length (two hours, cut short by the next event in its venue)', async () => {
    const ics = await ok(await programme.GET(request(), props({ locale: 'en' })));
    const events = vevents(ics).map((component) => new ICAL.Event(component));
    const lengths = events.map((event) => (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000);
    expect(Math.max(...lengths)).toBe(120);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(30);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  it('moves the event and raises its SEQUENCE when an editor changes its time through the admin endpoint', async () => {
    const before = eventIn(await ok(await programme.GET(request(), props({ locale: 'fr' }))), french.title);
    const response = await fetch(`${server.url}/admin/edits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'event', slug: english.slug, language: 'EN', field: 'newDate', value: '2027-09-25 21:30:00' }),
    });
    expect(response.status).toBe(200);
    // The French feed: the English post was edited, and the French one tells its calendar too.
    const after = eventIn(await ok(await programme.GET(request(), props({ locale: 'fr' }))), french.title);
    expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(Number(before.getFirstPropertyValue('sequence')));
    const inEnglish = eventIn(await ok(await programme.GET(request(), props({ locale: 'en' }))), english.title);
    expect(inEnglish.getFirstPropertyValue('dtstart')!.toString()).toBe('2027-09-26T01:30:00Z');
    expect(inEnglish.getFirstPropertyValue('sequence')).toBe(after.getFirstPropertyValue('sequence'));
  });
});

describe('a venue\'s feed', () => {
  it('holds exactly the venue\'s events, each with the UID and SEQUENCE it has in the programme', async () => {
    const venue = seed.posts.find((post) => post.postType === 'venue' && post.databaseId === english.eventDetails.venueId)!;
    const atVenue = eventsOf(seed).filter((event) => event.language === 'EN' && event.eventDetails.venueId === venue.databaseId && event.eventDetails.showDatetime);
    const ics = await ok(await venueFeed.GET(request(), props({ locale: 'en', slug: venue.slug })));
    const uids = vevents(ics).map((component) => component.getFirstPropertyValue('uid'));
    expect([...uids].sort()).toEqual(atVenue.map((event) => `event-${event.databaseId}@festival.test`).sort());
    const inProgramme = eventIn(await ok(await programme.GET(request(), props({ locale: 'en' }))), english.title);
    const inVenue = eventIn(ics, english.title);
    expect(inVenue.getFirstPropertyValue('sequence')).toBe(inProgramme.getFirstPropertyValue('sequence'));
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('x-wr-calname')).toContain(venue.title);
  });

  it('is the language\'s 404 for a venue that does not exist in that language', async () => {
    expect((await venueFeed.GET(request(), props({ locale: 'en', slug: 'no-such-venue' }))).status).toBe(404);
    expect((await venueFeed.GET(request(), props({ locale: 'fr', slug: 'the-boiler-room-on-clark' }))).status).toBe(404);
  });
});

describe('conditional requests and bad input', () => {
  it('answers 304 to the ETag or the date it gave, and 200 once the content differs', async () => {
    const first = await programme.GET(request(), props({ locale: 'en' }));
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    const byEtag = await programme.GET(request({ 'if-none-match': etag }), props({ locale: 'en' }));
    expect(byEtag.status).toBe(304);
    expect(await byEtag.text()).toBe('');
    expect((await programme.GET(request({ 'if-modified-since': lastModified }), props({ locale: 'en' }))).status).toBe(304);
    expect((await programme.GET(request({ 'if-none-match': '"something-else"', 'if-modified-since': lastModified }), props({ locale: 'en' }))).status).toBe(200);
    // Another language is another body.
    expect((await programme.GET(request({ 'if-none-match': etag }), props({ locale: 'fr' }))).status).toBe(200);
  });

  it('is the language’s 404 for an unknown category or file, 400 for a bad id list, never a 500', async () => {
    for (const file of ['no-such-category.ics', 'music.xml', '..ics', 'musique.ics']) {
      const response = await categoryFeed.GET(request(), props({ locale: 'en', file }));
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type'), file).toContain('text/html');
    }
    expect((await categoryFeed.GET(request(), props({ locale: 'de', file: 'music.ics' }))).status).toBe(404);
    expect((await mySchedule.GET(request(), props({ locale: 'en', ids: 'not!ids.ics' }))).status).toBe(400);
    expect((await eventIcs.GET(request(), props({ locale: 'en', slug: 'no-such-event' }))).status).toBe(404);
  });
});

/**
 * The Atom feeds through their route handlers, against the embedded content server with the
 * seed: they parse as Atom, list the latest news (and the programme's changes) newest first in
 * each language, answer 304 when unchanged, and the news pages and home page announce them.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startContentServer } from '../../../cms/server';
import { createSeedStore } from '../../../cms/seed';
import type { EventRecord, NewsRecord } from '../../../cms/store/types';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const seed = createSeedStore({ scale: 0 });
const server = await startContentServer({ store: seed, port: 0 });
const savedEnv = { CMS_GRAPHQL_URL: process.env.CMS_GRAPHQL_URL, SITE_URL: process.env.SITE_URL };
process.env.CMS_GRAPHQL_URL = server.graphqlUrl;
process.env.SITE_URL = 'https://festival.test';
afterAll(async () => {
  await server.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const newsFeed = await import('@/app/[locale]/news/feed.xml/route');
const changesFeed = await import('@/app/[locale]/calendar/changes.xml/route');
const { pageMetadata } = await import('@/routes/metadata');
const { homeRoute } = await import('@/i18n/localized-route');
const props = (locale: string) => ({ params: Promise.resolve({ locale }) });

async function atom(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const document = parseDocument(await response.text(), { xmlMode: true });
  const feed = DomUtils.findOne((element) => element.name === 'feed', document.children)!;
  expect(feed.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
  type Parent = typeof feed;
  const child = (parent: Parent, name: string) => DomUtils.getElementsByTagName(name, parent.children, false);
  const text = (parent: Parent, name: string) => DomUtils.textContent(child(parent, name)[0]!);
  const entries = child(feed, 'entry').map((entry) => ({
    id: text(entry, 'id'),
    // `type="html"`: the text is HTML-escaped plain text.
    title: text(entry, 'title').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    updated: text(entry, 'updated'),
    link: child(entry, 'link')[0]!.attribs.href,
  }));
  return { updated: text(feed, 'updated'), entries };
}

describe.each([
  { locale: 'en', language: 'EN' as const },
  { locale: 'fr', language: 'FR' as const },
])('the Atom feeds ($locale)', ({ locale, language }) => {
  it('list every published news post, newest first', async () => {
    const { updated, entries } = await atom(await newsFeed.GET(new Request('https://festival.test/news/feed.xml'), props(locale)));
    const published = seed.posts.filter((post): post is NewsRecord => post.postType === 'post' && post.language === language && post.status === 'publish');
    expect(entries.map((entry) => entry.title).sort()).toEqual(published.map((post) => post.title).sort());
    const dates = entries.map((entry) => Date.parse(entry.updated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(updated).toBe(entries[0]!.updated);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries[0]!.link).toMatch(locale === 'fr' ? /^https:\/\/festival\.test\/fr\/nouvelles\// : /^https:\/\/festival\.test\/news\//);
  });

  it('list the programme’s changes: cancelled, sold out, new dates', async () => {
    const { entries } = await atom(await changesFeed.GET(new Request('https://festival.test/calendar/changes.xml'), props(locale)));
    const changed = seed.posts.filter(
      (post): post is EventRecord =>
        post.postType === 'event' && post.language === language && post.status === 'publish' &&
        (Boolean(post.eventDetails.newDate) || ['cancelled', 'postponed', 'sold_out'].includes(post.eventDetails.buttonState ?? '')),
    );
    expect(entries.length).toBe(changed.length);
    const cancelled = changed.find((event) => event.eventDetails.buttonState === 'cancelled')!;
    expect(entries.map((entry) => entry.title)).toContain(`${locale === 'fr' ? 'Annulé\u00a0: ' : 'Cancelled: '}${cancelled.title}`);
    const dates = entries.map((entry) => Date.parse(entry.updated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answer 304 to the ETag they gave', async () => {
    const first = await newsFeed.GET(new Request('https://festival.test/news/feed.xml'), props(locale));
    const again = await newsFeed.GET(new Request('https://festival.test/news/feed.xml', { headers: { 'if-none-match': first.headers.get('etag')! } }), props(locale));
    expect(again.status).toBe(304);
  });

  it('are announced on the home page', () => {
    const metadata = pageMetadata({ route: homeRoute(locale as 'en' | 'fr') });
    const feedPath = locale === 'fr' ? '/fr/nouvelles/feed.xml' : '/news/feed.xml';
    expect(metadata.alternates?.types).toEqual({ 'application/atom+xml': [expect.objectContaining({ url: `https://festival.test${feedPath}` })] });
  });
});

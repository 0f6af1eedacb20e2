/**
 * The routes around the pages, through their public exports, against the content server: the
 * `[locale]` layout (`<html lang>`, default title, noindex in preview), unknown paths, the
 * search page without JavaScript, an event's .ics file, the sitemap, robots.txt and health.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostRecord } from '../../../cms/store/types';
import { startRouteContentServer, testSiteUrl } from '../fixtures/routes/content-server';
import { publishedItems, publishedTranslation } from '../fixtures/routes/content-facts';
import { absolute, publicPath, routeProps, type SectionName } from '../fixtures/routes/expected-urls';
import { expectNotFound } from '../fixtures/routes/next-signals';
import { renderPage } from '../fixtures/routes/render-page';
import { requestScope } from '../fixtures/routes/request-scope';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const { store } = await startRouteContentServer();

const layout = await import('@/app/[locale]/layout');
const notFoundPage = await import('@/app/[locale]/page-not-found/page');
const search = await import('@/app/[locale]/search/page');
const ics = await import('@/app/[locale]/event/[slug]/ics/route');
const sitemap = await import('@/app/sitemap');
const robots = await import('@/app/robots');
const health = await import('@/app/api/health/route');

const locales: Locale[] = ['en', 'fr'];
const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

afterEach(() => {
  requestScope.draftMode = false;
});

describe('the [locale] layout', () => {
  it('is built for exactly the two languages', () => {
    expect(layout.generateStaticParams()).toEqual([{ locale: 'en' }, { locale: 'fr' }]);
  });

  it.each(locales)('sets the document language and a skip link to the content, around the page (%s)', async (locale) => {
    const page = await renderPage(layout.default({ params: Promise.resolve({ locale }), children: <main id="main">the page</main> }));
    expect(page.one('html').attribs.lang).toBe(locale);
    const skip = page.findAll((element) => element.name === 'a' && element.attribs.href === '#main');
    expect(skip.map((link) => link.children.map((child) => ('data' in child ? child.data : '')).join(''))).toEqual([
      getDictionary(locale).site.skipToContent,
    ]);
    expect(page.mainText()).toBe('the page');
  });

  it.each(locales)('titles pages with the festival’s name and describes the site in the language (%s)', async (locale) => {
    const metadata = await layout.generateMetadata({ params: Promise.resolve({ locale }) });
    expect(metadata.title).toEqual({ default: festivalName[locale], template: `%s | ${festivalName[locale]}` });
    expect(metadata.description).toBe(getDictionary(locale).site.description);
    expect(String(metadata.metadataBase)).toBe(`${testSiteUrl}/`);
    expect(metadata.robots).toBeUndefined();
  });

  it('asks search engines not to index a preview', async () => {
    requestScope.draftMode = true;
    const metadata = await layout.generateMetadata({ params: Promise.resolve({ locale: 'en' }) });
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('answers 404 for a first segment that is not a language', async () => {
    await expectNotFound(() => layout.default({ params: Promise.resolve({ locale: 'de' }), children: null }));
  });
});

describe('the 404 page (sent by the request gate, with status 404, for every URL that names nothing)', () => {
  it.each(locales)('is a whole page in its language: the shell, the message, a search form and the way home (%s)', async (locale) => {
    const t = getDictionary(locale);
    const page = await renderPage(notFoundPage.default(routeProps({ locale })));
    expect(page.heading()).toBe(t.notFound.title);
    expect(page.mainText()).toContain(t.notFound.body);
    expect(page.findAll((element) => element.name === 'form' && element.attribs.action === publicPath(locale, 'search'), 'main')).toHaveLength(1);
    expect(page.mainLinks()).toContainEqual({ href: publicPath(locale, 'home'), text: t.notFound.backHome });
    // The shell: menus and the language switch (to the other home page).
    expect(page.findAll((element) => element.name === 'nav').length).toBeGreaterThan(0);
    expect(page.languageSwitchHref(other(locale))).toBe(publicPath(other(locale), 'home'));
  });

  it.each(locales)('is never indexed (%s)', async (locale) => {
    const metadata = await notFoundPage.generateMetadata(routeProps({ locale }));
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toBe(getDictionary(locale).notFound.title);
  });
});

describe('the search page without JavaScript', () => {
  const searchCases: { locale: Locale; term: string; finds: string }[] = [
    { locale: 'en', term: 'Opening', finds: '/event/opening-night' },
    { locale: 'fr', term: 'ouverture', finds: '/fr/evenement/soiree-d-ouverture' },
  ];

  it.each(locales)('is never indexed, but its links are followed (%s)', async (locale) => {
    const metadata = await search.generateMetadata(routeProps({ locale }));
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it.each(searchCases)('finds content of its language and keeps the search across the language switch ($locale)', async ({ locale, term, finds }) => {
    const page = await renderPage(search.default({ ...routeProps({ locale }), searchParams: Promise.resolve({ q: term }) }));
    expect(page.mainLinks().map((link) => link.href)).toContain(finds);
    expect(page.languageSwitchHref(other(locale))).toBe(`${publicPath(other(locale), 'search')}?q=${term}`);
  });

  it('explains an empty or over-long search instead of searching', async () => {
    const empty = await renderPage(search.default({ ...routeProps({ locale: 'fr' }), searchParams: Promise.resolve({ q: '  ' }) }));
    expect(empty.mainText()).toContain(getDictionary('fr').search.emptyTerm);
    const long = await renderPage(search.default({ ...routeProps({ locale: 'en' }), searchParams: Promise.resolve({ q: 'x'.repeat(5000) }) }));
    expect(long.mainText()).toContain(getDictionary('en').search.termTooLong.split('{')[0]!.trim());
    expect(long.mainLinks().map((link) => link.href)).not.toContain('/event/opening-night');
  });

  it('answers 404 for a segment that is not a language', async () => {
    await expectNotFound(() => search.default({ ...routeProps({ locale: 'de' }), searchParams: Promise.resolve({}) }));
  });
});

describe('an event’s .ics file', () => {
  const get = (locale: string, slug: string) => ics.GET(new Request('http://localhost/ics'), routeProps({ locale, slug }));

  it.each([
    { locale: 'en' as const, slug: 'closing-concert', title: 'Closing Concert' },
    { locale: 'fr' as const, slug: 'concert-de-cloture', title: 'Concert de clôture' },
  ])('is the event in the page’s language, linking to its page ($locale)', async ({ locale, slug, title }) => {
    const response = await get(locale, slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}.ics"`);
    const body = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(body).toContain(`SUMMARY:${title}`);
    expect(body).toContain(`URL:${absolute(publicPath(locale, 'event', slug))}`);
  });

  it('answers 404 for an unknown event, an event without a date and a segment that is not a language', async () => {
    const undated = publishedItems(store, 'event', 'en').find((event) => event.slug === 'workshop')!;
    expect('eventDetails' in undated && undated.eventDetails.showDatetime).toBeNull();
    for (const [locale, slug] of [['en', 'no-such-event'], ['en', 'workshop'], ['de', 'closing-concert'], ['fr', 'closing-concert']]) {
      expect((await get(locale!, slug!)).status, `${locale}/${slug}`).toBe(404);
    }
  });
});

describe('the sitemap', () => {
  const itemTypes: { postType: PostRecord['postType']; section: SectionName }[] = [
    { postType: 'event', section: 'event' },
    { postType: 'artist', section: 'artist' },
    { postType: 'post', section: 'news' },
    { postType: 'pop_category', section: 'about' },
    { postType: 'page', section: 'page' },
  ];
  const topLevel: Record<string, SectionName> = { contact: 'contact', 'tickets-and-passes': 'ticketsAndPasses', 'media-and-press': 'mediaAndPress' };
  const festivalGroup = 'popcat-festival';

  /** Where an item lives, from the content and the route table. */
  function itemUrl(item: PostRecord, section: SectionName): string {
    const locale: Locale = item.language === 'EN' ? 'en' : 'fr';
    if (item.translationGroup === festivalGroup) return absolute(publicPath(locale, 'about'));
    const english = locale === 'en' ? item : publishedTranslation(store, item);
    const topLevelSection = item.postType === 'page' && english ? topLevel[english.slug] : undefined;
    return absolute(topLevelSection ? publicPath(locale, topLevelSection) : publicPath(locale, section, item.slug));
  }

  it('lists every published page of both languages, with its translation as hreflang alternate', async () => {
    const entries = await sitemap.default();
    const byUrl = new Map(entries.map((entry) => [entry.url, entry.alternates?.languages ?? {}]));
    const expected: { url: string; alternates: Record<string, string> }[] = [];
    for (const locale of locales) {
      for (const section of ['home', 'calendar', 'artists', 'news', 'about'] as const) {
        expected.push({ url: absolute(publicPath(locale, section)), alternates: { [other(locale)]: absolute(publicPath(other(locale), section)) } });
      }
      for (const { postType, section } of itemTypes) {
        for (const item of publishedItems(store, postType, locale)) {
          const translation = publishedTranslation(store, item);
          expected.push({ url: itemUrl(item, section), alternates: translation ? { [other(locale)]: itemUrl(translation, section) } : {} });
        }
      }
    }
    for (const { url, alternates } of expected) {
      expect(byUrl.has(url), url).toBe(true);
      expect(byUrl.get(url), url).toEqual({ [url.startsWith(`${testSiteUrl}/fr`) ? 'fr' : 'en']: url, ...alternates });
    }
    expect(entries.length).toBe(new Set(entries.map((entry) => entry.url)).size);
  });

  it('leaves out drafts, the festival section’s slug URL and top-level pages’ /page URLs', async () => {
    const urls = (await sitemap.default()).map((entry) => entry.url);
    for (const draft of store.posts.filter((post) => post.status !== 'publish')) {
      expect(urls.some((url) => url.endsWith(`/${draft.slug}`)), draft.slug).toBe(false);
    }
    expect(urls).not.toContain(absolute('/about/pop-montreal'));
    expect(urls).not.toContain(absolute('/fr/a-propos/pop-montreal-fr'));
    expect(urls).not.toContain(absolute('/page/contact'));
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and points at the sitemap', () => {
    const rules = robots.default();
    expect(rules.rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/api/'] }]);
    expect(rules.sitemap).toBe(`${testSiteUrl}/sitemap.xml`);
  });
});

describe('the health check', () => {
  it('outside a Next.js server (no request store) answers 503, degraded, naming the missing internal, never cached', async () => {
    // A Next.js whose work store moved looks the same to the site: the freshness after a save needs it.
    const response = health.GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const report = (await response.json()) as { status: string; cache: string; nextInternals: string[] };
    expect(report).toMatchObject({ status: 'degraded', cache: 'local' });
    expect(report.nextInternals.join('\n')).toMatch(/Next's work store \(next\/dist\/server\/app-render\/work-async-storage\.external\) has no store inside a request/);
  });
});

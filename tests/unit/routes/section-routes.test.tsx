/**
 * The routes the route table gives in both languages — the home page, the lists (calendar,
 * artists, news), the about root, the top-level pages (`/contact`, …) and the lists filtered by
 * category — through their public exports, against the content server: what each page lists,
 * its heading, canonical URL, hreflang alternates, language switch, and its 404s.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventRecord, PostRecord, TermRecord } from '../../../cms/store/types';
import { startRouteContentServer } from '../fixtures/routes/content-server';
import { categoriesOf, publishedItems, publishedTranslation, sortedSlugs, termTranslation } from '../fixtures/routes/content-facts';
import { absolute, publicPath, routeProps, type SectionName } from '../fixtures/routes/expected-urls';
import { expectNotFound } from '../fixtures/routes/next-signals';
import { renderPage } from '../fixtures/routes/render-page';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';
import { categoryFilterParam } from '@/i18n/route-table.mjs';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const { store } = await startRouteContentServer();

const home = await import('@/app/[locale]/page');
const calendar = await import('@/app/[locale]/calendar/page');
const artists = await import('@/app/[locale]/artists/page');
const news = await import('@/app/[locale]/news/page');
const aboutRoot = await import('@/app/[locale]/about/page');
const calendarByCategory = await import('@/app/[locale]/calendar/category/[category]/page');
const artistsByCategory = await import('@/app/[locale]/artists/category/[category]/page');
const topLevelPages = {
  contact: await import('@/app/[locale]/contact/page'),
  ticketsAndPasses: await import('@/app/[locale]/tickets-and-passes/page'),
  partnersAndSponsors: await import('@/app/[locale]/partners-and-sponsors/page'),
  mediaAndPress: await import('@/app/[locale]/media-and-press/page'),
  festivalSchedule: await import('@/app/[locale]/festival-schedule/page'),
};

const locales: Locale[] = ['en', 'fr'];
const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

/** Canonical URL and hreflang alternates of a page that exists in both languages. */
function expectBilingualHead(metadata: import('next').Metadata, locale: Locale, path: string, alternatePath: string) {
  const english = locale === 'en' ? path : alternatePath;
  expect(metadata.alternates?.canonical).toBe(absolute(path));
  expect(metadata.alternates?.languages).toEqual({
    [locale]: absolute(path),
    [other(locale)]: absolute(alternatePath),
    'x-default': absolute(english),
  });
}

const isDated = (event: PostRecord) => {
  const details = (event as EventRecord).eventDetails;
  return Boolean(details.newDate ?? details.showDatetime);
};
const inCategory = (term: TermRecord) => (item: PostRecord) => item.categoryIds.includes(term.databaseId);

interface ListCase {
  name: string;
  section: SectionName;
  itemSection: SectionName;
  route: typeof calendar;
  title: (locale: Locale) => string;
  /** The items a visitor finds in the list. */
  items: (locale: Locale) => PostRecord[];
}

const lists: ListCase[] = [
  { name: 'calendar', section: 'calendar', itemSection: 'event', route: calendar, title: (l) => getDictionary(l).calendar.title, items: (l) => publishedItems(store, 'event', l).filter(isDated) },
  { name: 'artist list', section: 'artists', itemSection: 'artist', route: artists, title: (l) => getDictionary(l).artists.title, items: (l) => publishedItems(store, 'artist', l) },
  { name: 'news list', section: 'news', itemSection: 'news', route: news, title: (l) => getDictionary(l).news.title, items: (l) => publishedItems(store, 'post', l) },
];

describe.each(lists)('the $name', ({ section, itemSection, route, title, items }) => {
  it.each(locales)('links every item of the language, under its title, with the list’s head (%s)', async (locale) => {
    const props = routeProps({ locale });
    const metadata = await route.generateMetadata(props);
    expect(metadata.title).toBe(title(locale));
    expectBilingualHead(metadata, locale, publicPath(locale, section), publicPath(other(locale), section));

    const page = await renderPage(route.default(props));
    expect(page.heading()).toBe(title(locale));
    expect(page.languageSwitchHref(other(locale))).toBe(publicPath(other(locale), section));
    const links = page.mainLinks().map((link) => link.href);
    const expected = items(locale);
    expect(expected.length).toBeGreaterThan(0);
    for (const item of expected) expect(links, item.slug).toContain(publicPath(locale, itemSection, item.slug));
  });

  it('answers 404 for a segment that is not a language', async () => {
    await expectNotFound(() => route.default(routeProps({ locale: 'de' })));
    await expectNotFound(() => route.generateMetadata(routeProps({ locale: 'de' })));
  });
});

describe('the home page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(locales)('is titled with the festival’s name and lists the events still to come (%s)', async (locale) => {
    // Between the two dated events: the first is over, the second is still to come.
    const dated = publishedItems(store, 'event', locale).filter(isDated) as EventRecord[];
    const startOf = (event: EventRecord) => (event.eventDetails.newDate ?? event.eventDetails.showDatetime)!;
    const [past, upcoming] = [...dated].sort((a, b) => startOf(a).localeCompare(startOf(b)));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${startOf(past!).slice(0, 10)}T23:59:00-04:00`));

    const props = routeProps({ locale });
    const metadata = await home.generateMetadata(props);
    expectBilingualHead(metadata, locale, publicPath(locale, 'home'), publicPath(other(locale), 'home'));

    const page = await renderPage(home.default(props));
    expect(page.heading()).toBe(festivalName[locale]);
    expect(page.languageSwitchHref(other(locale))).toBe(publicPath(other(locale), 'home'));
    const links = page.mainLinks().map((link) => link.href);
    expect(links).toContain(publicPath(locale, 'event', upcoming!.slug));
    expect(links).not.toContain(publicPath(locale, 'event', past!.slug));
  });

  it('answers 404 for a segment that is not a language', async () => {
    await expectNotFound(() => home.default(routeProps({ locale: 'de' })));
  });
});

describe('the about root', () => {
  it.each(locales)('shows the festival’s own section and links the others (%s)', async (locale) => {
    const [festival] = publishedItems(store, 'pop_category', locale).filter((item) => item.translationGroup === 'popcat-festival');
    const sections = publishedItems(store, 'pop_category', locale).filter((item) => item !== festival);
    const props = routeProps({ locale });

    const metadata = await aboutRoot.generateMetadata(props);
    expect(metadata.title).toBe(festival!.title);
    expectBilingualHead(metadata, locale, publicPath(locale, 'about'), publicPath(other(locale), 'about'));

    const page = await renderPage(aboutRoot.default(props));
    expect(page.heading()).toBe(festival!.title);
    expect(page.languageSwitchHref(other(locale))).toBe(publicPath(other(locale), 'about'));
    const links = page.mainLinks().map((link) => link.href);
    for (const section of sections) expect(links).toContain(publicPath(locale, 'about', section.slug));
  });
});

describe('the top-level pages', () => {
  it.each(locales)('serve the page whose English slug is the section’s, in each language at the section’s path (%s)', async (locale) => {
    const english = publishedItems(store, 'page', 'en').find((page) => page.slug === 'contact')!;
    const shown = locale === 'en' ? english : publishedTranslation(store, english)!;
    const props = routeProps({ locale });

    const metadata = await topLevelPages.contact.generateMetadata(props);
    expect(metadata.title).toBe(shown.title);
    expectBilingualHead(metadata, locale, publicPath(locale, 'contact'), publicPath(other(locale), 'contact'));

    const page = await renderPage(topLevelPages.contact.default(props));
    expect(page.heading()).toBe(shown.title);
    expect(page.languageSwitchHref(other(locale))).toBe(publicPath(other(locale), 'contact'));
  });

  it('answers 404 in French for a page with no French translation, whose English switch leads to the French home page', async () => {
    await expectNotFound(() => topLevelPages.ticketsAndPasses.default(routeProps({ locale: 'fr' })));
    await expectNotFound(() => topLevelPages.ticketsAndPasses.generateMetadata(routeProps({ locale: 'fr' })));
    const metadata = await topLevelPages.ticketsAndPasses.generateMetadata(routeProps({ locale: 'en' }));
    expect(metadata.alternates?.languages).toEqual({ en: absolute('/tickets-and-passes'), 'x-default': absolute('/tickets-and-passes') });
    const page = await renderPage(topLevelPages.ticketsAndPasses.default(routeProps({ locale: 'en' })));
    expect(page.heading()).toBe('Tickets and passes');
    expect(page.languageSwitchHref('fr')).toBe('/fr');
  });

  it('serves the English page whose French translation is a draft, and answers 404 in French', async () => {
    const metadata = await topLevelPages.mediaAndPress.generateMetadata(routeProps({ locale: 'en' }));
    expect(metadata.alternates?.languages).toEqual({ en: absolute('/media-and-press'), 'x-default': absolute('/media-and-press') });
    const page = await renderPage(topLevelPages.mediaAndPress.default(routeProps({ locale: 'en' })));
    expect(page.heading()).toBe('Media and press');
    expect(page.languageSwitchHref('fr')).toBe('/fr');
    await expectNotFound(() => topLevelPages.mediaAndPress.default(routeProps({ locale: 'fr' })));
  });

  it.each(['partnersAndSponsors', 'festivalSchedule'] as const)('answers 404 in both languages when the content has no such page (%s)', async (name) => {
    expect(publishedItems(store, 'page', 'en').map((page) => page.slug)).not.toContain(publicPath('en', name).slice(1));
    for (const locale of locales) {
      await expectNotFound(() => topLevelPages[name].default(routeProps({ locale })));
      await expectNotFound(() => topLevelPages[name].generateMetadata(routeProps({ locale })));
    }
  });
});

const filteredLists = [
  { name: 'calendar', list: 'calendar' as const, itemSection: 'event' as const, route: calendarByCategory, items: (l: Locale) => publishedItems(store, 'event', l).filter(isDated) },
  { name: 'artist list', list: 'artists' as const, itemSection: 'artist' as const, route: artistsByCategory, items: (l: Locale) => publishedItems(store, 'artist', l) },
];

describe.each(filteredLists)('the $name filtered by category', ({ list, itemSection, route, items }) => {
  const filterPath = (locale: Locale, slug: string) => `${publicPath(locale, list)}?${categoryFilterParam[locale]}=${slug}`;

  it.each(locales)('is pre-rendered for every category of the language (%s)', async (locale) => {
    const params = await route.generateStaticParams({ params: { locale } });
    expect(params.map((param) => param.category).sort()).toEqual(sortedSlugs(categoriesOf(store, locale)));
    expect(await route.generateStaticParams({ params: { locale: 'de' } })).toEqual([]);
  });

  it.each(locales)('lists exactly the category’s items, titled with the category, linked to its translation (%s)', async (locale) => {
    for (const category of categoriesOf(store, locale)) {
      const props = routeProps({ locale, category: category.slug });
      const translation = termTranslation(store, category);
      const path = filterPath(locale, category.slug);
      const alternatePath = translation ? filterPath(other(locale), translation.slug) : null;

      const metadata = await route.generateMetadata(props);
      expect(metadata.title, category.slug).toContain(category.name);
      expect(metadata.alternates?.canonical, category.slug).toBe(absolute(path));
      expect(metadata.alternates?.languages?.[other(locale)], category.slug).toBe(alternatePath ? absolute(alternatePath) : undefined);

      const page = await renderPage(route.default(props));
      expect(page.heading(), category.slug).toContain(category.name);
      expect(page.languageSwitchHref(other(locale)), category.slug).toBe(alternatePath ?? publicPath(other(locale), list));
      const links = page.mainLinks().map((link) => link.href);
      for (const item of items(locale)) {
        const itemPath = publicPath(locale, itemSection, item.slug);
        if (inCategory(category)(item)) expect(links, `${category.slug} lists ${item.slug}`).toContain(itemPath);
        else expect(links, `${category.slug} does not list ${item.slug}`).not.toContain(itemPath);
      }
    }
  });

  it('answers 404 for a category that does not exist in the language', async () => {
    await expectNotFound(() => route.default(routeProps({ locale: 'en', category: 'no-such-category' })));
    await expectNotFound(() => route.generateMetadata(routeProps({ locale: 'en', category: 'no-such-category' })));
    const french = categoriesOf(store, 'fr').find((category) => !categoriesOf(store, 'en').some((c) => c.slug === category.slug))!;
    await expectNotFound(() => route.default(routeProps({ locale: 'en', category: french.slug })));
    await expectNotFound(() => route.default(routeProps({ locale: 'de', category: french.slug })));
  });
});

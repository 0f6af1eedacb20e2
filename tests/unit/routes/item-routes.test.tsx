/**
 * The five item routes (`/event/{slug}`, `/artist/{slug}`, `/news/{slug}`, `/page/{slug}`,
 * `/about/{slug}`) through their public exports, against the content server: the pages
 * pre-rendered at build, each item's title, canonical URL, hreflang alternates and language
 * switch in both languages, the 404s and the festival section's redirect.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PostRecord, PostType } from '../../../cms/store/types';
import { startRouteContentServer } from '../fixtures/routes/content-server';
import { publishedItems, publishedTranslation, sortedSlugs } from '../fixtures/routes/content-facts';
import { absolute, publicPath, routeProps, type SectionName } from '../fixtures/routes/expected-urls';
import { expectNotFound, expectPermanentRedirect } from '../fixtures/routes/next-signals';
import { renderPage } from '../fixtures/routes/render-page';
import type { Locale } from '@/i18n/locales';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const { store } = await startRouteContentServer();

interface ItemRouteCase {
  name: string;
  postType: PostType;
  section: SectionName;
  /** Where the language switch goes for an item with no translation. */
  fallbackSection: SectionName | 'home';
  route: {
    generateStaticParams: (context: { params: { locale: string } }) => Promise<{ slug: string }[]>;
    generateMetadata: (props: { params: Promise<{ locale: string; slug: string }> }) => Promise<import('next').Metadata>;
    default: (props: { params: Promise<{ locale: string; slug: string }> }) => Promise<React.JSX.Element>;
  };
}

const festivalSlug: Record<Locale, string> = { en: 'pop-montreal', fr: 'pop-montreal-fr' };
/** Pages whose English slug names a top-level section: they live there (tested in fixed-routes). */
const topLevelSlugs = new Set(['contact', 'tickets-and-passes', 'joindre-le-festival', 'media-and-press']);

const itemRoutes: ItemRouteCase[] = [
  { name: 'event', postType: 'event', section: 'event', fallbackSection: 'calendar', route: await import('@/app/[locale]/event/[slug]/page') },
  { name: 'artist', postType: 'artist', section: 'artist', fallbackSection: 'artists', route: await import('@/app/[locale]/artist/[slug]/page') },
  { name: 'news', postType: 'post', section: 'news', fallbackSection: 'news', route: await import('@/app/[locale]/news/[slug]/page') },
  { name: 'page', postType: 'page', section: 'page', fallbackSection: 'home', route: await import('@/app/[locale]/page/[slug]/page') },
  { name: 'about', postType: 'pop_category', section: 'about', fallbackSection: 'about', route: await import('@/app/[locale]/about/[slug]/page') },
];

const locales: Locale[] = ['en', 'fr'];
const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

/** The items a route shows at `/{section}/{slug}` (not the festival section, which is /about). */
function routedItems(routeCase: ItemRouteCase, locale: Locale): PostRecord[] {
  return publishedItems(store, routeCase.postType, locale).filter((item) => item.slug !== festivalSlug[locale]);
}

describe.each(itemRoutes)('the $name route', (routeCase) => {
  const { route, section } = routeCase;

  it.each(locales)('pre-renders every published item of the language at build (%s)', async (locale) => {
    const params = await route.generateStaticParams({ params: { locale } });
    expect(sortedSlugs(params)).toEqual(sortedSlugs(routedItems(routeCase, locale)));
  });

  it('pre-renders nothing for a segment that is not a language', async () => {
    expect(await route.generateStaticParams({ params: { locale: 'de' } })).toEqual([]);
  });

  it.each(locales)('gives each item its title, canonical URL, hreflang alternates and language switch (%s)', async (locale) => {
    const items = routedItems(routeCase, locale).filter((item) => !topLevelSlugs.has(item.slug));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const props = routeProps({ locale, slug: item.slug });
      const translation = publishedTranslation(store, item);
      const path = publicPath(locale, section, item.slug);
      const alternatePath = translation ? publicPath(other(locale), section, translation.slug) : null;

      const metadata = await route.generateMetadata(props);
      expect(metadata.title, item.slug).toBe(item.title);
      expect(metadata.alternates?.canonical, item.slug).toBe(absolute(path));
      const languages: Record<string, string> = { [locale]: absolute(path) };
      if (alternatePath) languages[other(locale)] = absolute(alternatePath);
      const englishPath = locale === 'en' ? path : alternatePath;
      if (englishPath) languages['x-default'] = absolute(englishPath);
      expect(metadata.alternates?.languages, item.slug).toEqual(languages);

      const page = await renderPage(route.default(props));
      expect(page.heading(), item.slug).toBe(item.title);
      expect(page.languageSwitchHref(other(locale)), item.slug).toBe(alternatePath ?? publicPath(other(locale), routeCase.fallbackSection));
    }
  });

  it.each(locales)('answers 404 for a slug that matches no published item (%s)', async (locale) => {
    const props = routeProps({ locale, slug: 'no-such-item' });
    await expectNotFound(() => route.default(props));
    await expectNotFound(() => route.generateMetadata(props));
  });

  it('answers 404 for an item under the other language', async () => {
    const english = routedItems(routeCase, 'en').find((item) => publishedTranslation(store, item)?.slug !== item.slug);
    expect(english).toBeDefined();
    await expectNotFound(() => route.default(routeProps({ locale: 'fr', slug: english!.slug })));
  });

  it('answers 404 for a segment that is not a language', async () => {
    const slug = routedItems(routeCase, 'en')[0]!.slug;
    await expectNotFound(() => route.default(routeProps({ locale: 'de', slug })));
    await expectNotFound(() => route.generateMetadata(routeProps({ locale: 'de', slug })));
  });
});

describe('items as a visitor meets them', () => {
  const [event, , , page, about] = itemRoutes.map((routeCase) => routeCase.route);

  it('links an event to its translation under the other language’s segment and slug', async () => {
    const metadata = await event!.generateMetadata(routeProps({ locale: 'fr', slug: 'soiree-d-ouverture' }));
    expect(metadata.alternates?.canonical).toBe('https://festival.test/fr/evenement/soiree-d-ouverture');
    expect(metadata.alternates?.languages).toMatchObject({ en: 'https://festival.test/event/opening-night' });
  });

  it('describes an event to search engines as a schema.org Event at its canonical URL', async () => {
    const page = await renderPage(event!.default(routeProps({ locale: 'en', slug: 'closing-concert' })));
    const scripts = page.findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json');
    const events = scripts.map((script) => JSON.parse(script.children.map((child) => ('data' in child ? child.data : '')).join('')));
    expect(events).toContainEqual(
      expect.objectContaining({ '@type': 'Event', name: 'Closing Concert', url: 'https://festival.test/event/closing-concert' }),
    );
  });

  it('gives an event whose translation is a draft no alternate, and switches to the other language’s calendar', async () => {
    const workshop = store.posts.find((post) => post.slug === 'workshop')!;
    expect(store.posts.find((post) => post.translationGroup === workshop.translationGroup && post !== workshop)?.status).toBe('draft');
    const metadata = await event!.generateMetadata(routeProps({ locale: 'en', slug: 'workshop' }));
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'x-default']);
    const rendered = await renderPage(event!.default(routeProps({ locale: 'en', slug: 'workshop' })));
    expect(rendered.languageSwitchHref('fr')).toBe('/fr/calendrier');
  });

  it('does not show a draft, even at its own slug', async () => {
    expect(store.posts.find((post) => post.slug === 'atelier')?.status).toBe('draft');
    await expectNotFound(() => event!.default(routeProps({ locale: 'fr', slug: 'atelier' })));
  });

  it('names a top-level page’s own URL as canonical when it is reached under /page', async () => {
    const english = await page!.generateMetadata(routeProps({ locale: 'en', slug: 'contact' }));
    expect(english.alternates?.canonical).toBe('https://festival.test/contact');
    const french = await page!.generateMetadata(routeProps({ locale: 'fr', slug: 'joindre-le-festival' }));
    expect(french.alternates?.canonical).toBe('https://festival.test/fr/contact');
    expect(french.alternates?.languages).toMatchObject({ en: 'https://festival.test/contact' });
  });

  it('sends a page without translation’s language switch to the other language’s home page', async () => {
    const rendered = await renderPage(page!.default(routeProps({ locale: 'en', slug: 'team' })));
    expect(rendered.languageSwitchHref('fr')).toBe('/fr');
  });

  it.each(locales)('redirects the festival’s own section at its slug URL to the about root, permanently (%s)', async (locale) => {
    const props = routeProps({ locale, slug: festivalSlug[locale] });
    await expectPermanentRedirect(() => about!.default(props), publicPath(locale, 'about'));
    await expectPermanentRedirect(() => about!.generateMetadata(props), publicPath(locale, 'about'));
  });
});

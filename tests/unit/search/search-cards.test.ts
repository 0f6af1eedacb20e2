import { describe, expect, it } from 'vitest';
import { toSearchSections } from '@/features/search/search-cards';
import type { SearchContent } from '@/queries/search';
import type { NewsPost, Page, PopCategory } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

const paged = <T,>(items: T[]) => ({ items, endCursor: null, hasNextPage: false });

const event = eventFixture;

const page = (slug: string, translationSlug: string | null = null): Page => ({
  id: slug,
  slug,
  title: slug,
  content: '',
  image: { url: 'https://cdn.test/p.jpg', alt: 'A page', width: 10, height: 10 },
  translationSlug,
});

const news = (slug: string): NewsPost => ({
  id: slug,
  slug,
  title: slug,
  content: '',
  date: '2027-08-01T09:15:00',
  author: null,
  intro: null,
  related: [],
  newsTypes: [],
  categories: [],
  image: null,
  translationSlug: null,
});

const popCategory = (slug: string): PopCategory => ({
  id: `pc-${slug}`,
  slug,
  title: slug,
  image: null,
  subtitle: null,
  about: [],
  translationSlug: null,
});

function content(partial: Partial<SearchContent>): SearchContent {
  return { events: paged([]), artists: paged([]), news: paged([]), pages: paged([]), popCategories: [], ...partial };
}

describe('search cards', () => {
  it('formats event dates in the spec formats, from the new date when there is one', () => {
    const en = toSearchSections('en', content({ events: paged([event('a'), event('b', { newDate: '2027-10-01T19:00:00' })]) }));
    expect(en.events.items.map(({ date, time, newDate }) => ({ date, time, newDate }))).toEqual([
      { date: 'Sep 22, 2027', time: '8:30 pm', newDate: false },
      { date: 'Oct 1, 2027', time: '7:00 pm', newDate: true },
    ]);
    const fr = toSearchSections('fr', content({ events: paged([event('a')]) }));
    expect(fr.events.items[0]).toMatchObject({ date: '22 sept., 2027', time: '8:30 pm', href: '/fr/evenement/a' });
  });

  it('shows the placeholder image when an item has none', () => {
    const sections = toSearchSections('en', content({ events: paged([event('a')]), pages: paged([page('b')]) }));
    expect(sections.events.items[0]?.image).toEqual({ url: '/placeholder.svg', alt: '' });
    expect(sections.pages.items[0]?.image).toEqual({ url: 'https://cdn.test/p.jpg', alt: 'A page' });
  });

  it('news shows its date without a time', () => {
    const sections = toSearchSections('en', content({ news: paged([news('n')]) }));
    expect(sections.news.items[0]).toMatchObject({ href: '/news/n', date: 'Aug 1, 2027', time: null });
  });

  it('links with the route table; the festival-name slug goes to the section root', () => {
    const en = toSearchSections(
      'en',
      content({
        events: paged([event('pop-montreal')]),
        news: paged([news('pop-montreal')]),
        pages: paged([page('contact'), page('privacy-policy'), page('pop-montreal')]),
      }),
    );
    expect(en.events.items[0]?.href).toBe('/calendar');
    expect(en.news.items[0]?.href).toBe('/news');
    expect(en.pages.items.map((c) => c.href)).toEqual(['/contact', '/page/privacy-policy', '/about']);
    const fr = toSearchSections('fr', content({ pages: paged([page('nous-joindre', 'contact'), page('pop-montreal-fr')]) }));
    expect(fr.pages.items.map((c) => c.href)).toEqual(['/fr/contact', '/fr/a-propos']);
  });

  it('puts matching festival sections (pop categories) first in Pages, as about pages', () => {
    const sections = toSearchSections(
      'fr',
      content({ pages: { items: [page('p')], endCursor: 'c1', hasNextPage: true }, popCategories: [popCategory('cinema'), popCategory('pop-montreal-fr')] }),
    );
    expect(sections.pages.items.map((c) => [c.kind, c.href])).toEqual([
      ['about', '/fr/a-propos/cinema'],
      ['about', '/fr/a-propos'],
      ['page', '/fr/page/p'],
    ]);
    // Load more continues the pages connection.
    expect(sections.pages).toMatchObject({ endCursor: 'c1', hasNextPage: true });
  });
});

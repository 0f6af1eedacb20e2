import { type ContentType, contentTypeRegistry, englishSlugOf, type ItemLink, itemPath } from '@/i18n/content-types';
import { festivalCategorySlug } from '@/i18n/festival';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { eventStartsAt } from '@/queries/events';
import type { SearchContent, SectionContent } from '@/queries/search';
import type { Artist, Category, Event, Image, NewsPost, Page, Paged, PopCategory } from '@/queries/types';
import type { SearchCard, SearchResultSections, SearchSectionResults } from './search-contract';

/** Domain items → the plain cards the panel and the results page show. Runs on the server. */

export const placeholderImage = { url: '/placeholder.svg', alt: '' } as const;

/**
 * A result links to its item's page, except that a result whose slug is the festival's own
 * category links to the root of its results section: the list of its type, or for pages and
 * festival sections the about root.
 */
function href(type: ContentType, locale: Locale, item: ItemLink): string {
  if (item.slug !== festivalCategorySlug[locale]) return itemPath(type, locale, item);
  return sectionPath(locale, contentTypeRegistry[type].listSection ?? 'about');
}

function image(value: Image | null): SearchCard['image'] {
  return value ? { url: value.url, alt: value.alt } : { ...placeholderImage };
}

function icons(categories: Category[]): SearchCard['icons'] {
  return categories.flatMap((category) =>
    category.image ? [{ id: category.id, name: category.name, url: category.image.url }] : [],
  );
}

const noDate = { dateTime: null, date: null, time: null } as const;

/** What every card holds; an event's and a news post's cards add their date (and an event its venue). */
function card(kind: ContentType, locale: Locale, item: { id: string; title: string; slug: string; image: Image | null }, categories: Category[], link: ItemLink = item): SearchCard {
  return {
    id: item.id,
    kind,
    title: item.title,
    slug: item.slug,
    href: href(kind, locale, link),
    image: image(item.image),
    icons: icons(categories),
    venue: null,
    venuePath: null,
    ...noDate,
    newDate: false,
  };
}

function eventCard(locale: Locale, event: Event): SearchCard {
  const startsAt = eventStartsAt(event);
  return {
    ...card('event', locale, event, event.categories),
    venue: event.venue?.title ?? null,
    venuePath: event.venue?.slug ? itemPath('venue', locale, { slug: event.venue.slug }) : null,
    dateTime: startsAt,
    date: startsAt ? formatDate(startsAt, locale) : null,
    time: startsAt ? formatTime(startsAt, locale) : null,
    newDate: event.newDate !== null,
  };
}

function artistCard(locale: Locale, artist: Artist): SearchCard {
  return card('artist', locale, artist, artist.categories);
}

/** A news post shows its publication date; its time of day means nothing to readers. */
function newsCard(locale: Locale, post: NewsPost): SearchCard {
  return {
    ...card('news', locale, post, post.categories),
    dateTime: post.date || null,
    date: post.date ? formatDate(post.date, locale) : null,
  };
}

function pageCard(locale: Locale, page: Page): SearchCard {
  // A French page's translationSlug is its English slug here (the query asks for it).
  return card('page', locale, page, [], { slug: page.slug, englishSlug: englishSlugOf(locale, page) });
}

/** A festival section (pop category) is an about page; the festival's own is the about root. */
function aboutCard(locale: Locale, category: PopCategory): SearchCard {
  return card('about', locale, category, []);
}

function toSectionResults<T>(page: Paged<T>, card: (item: T) => SearchCard, lead: SearchCard[] = []): SearchSectionResults {
  return { items: [...lead, ...page.items.map(card)], endCursor: page.endCursor, hasNextPage: page.hasNextPage };
}

/**
 * Matching festival sections (pop categories) lead the Pages section: they are the festival's
 * about pages, so visitors look for them among pages, and the spec names four sections only.
 * They have no load more (the spec's load-more calls cover events, artists, news and pages).
 */
export function toSearchSections(locale: Locale, content: SearchContent): SearchResultSections {
  return {
    events: toSectionResults(content.events, (e) => eventCard(locale, e)),
    artists: toSectionResults(content.artists, (a) => artistCard(locale, a)),
    news: toSectionResults(content.news, (n) => newsCard(locale, n)),
    pages: toSectionResults(
      content.pages,
      (p) => pageCard(locale, p),
      content.popCategories.map((c) => aboutCard(locale, c)),
    ),
  };
}

export function toSectionResultsOf(locale: Locale, content: SectionContent): SearchSectionResults {
  switch (content.section) {
    case 'events':
      return toSectionResults(content.page, (e) => eventCard(locale, e));
    case 'artists':
      return toSectionResults(content.page, (a) => artistCard(locale, a));
    case 'news':
      return toSectionResults(content.page, (n) => newsCard(locale, n));
    case 'pages':
      return toSectionResults(content.page, (p) => pageCard(locale, p));
  }
}

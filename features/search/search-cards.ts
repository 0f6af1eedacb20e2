import { type ContentType, contentTypeRegistry, englishSlugOf, type ItemLink, itemPath } from '@/i18n/content-types';
import { festivalCategorySlug } from '@/i18n/festival';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { eventStartsAt } from '@/queries/events';
import type { Artist, Category, Event, Image, NewsPost, Page, PopCategory, VenuePage } from '@/queries/types';
import type { SearchCard } from './search-contract';

/**
 * Domain items → the plain cards the panel and the results page show, built once per index on the
 * server (dates formatted in the index's language), so the browser needs no date library.
 */

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
    cancelled: false,
  };
}

export function eventCard(locale: Locale, event: Event): SearchCard {
  const startsAt = eventStartsAt(event);
  return {
    ...card('event', locale, event, event.categories),
    venue: event.venue?.title ?? null,
    venuePath: event.venue?.slug ? itemPath('venue', locale, { slug: event.venue.slug }) : null,
    dateTime: startsAt,
    date: startsAt ? formatDate(startsAt, locale) : null,
    time: startsAt ? formatTime(startsAt, locale) : null,
    newDate: event.newDate !== null,
    // Postponed is its own state; the card says cancelled only for a cancelled event.
    cancelled: event.buttonState === 'cancelled',
  };
}

export function artistCard(locale: Locale, artist: Artist): SearchCard {
  return card('artist', locale, artist, artist.categories);
}

/** A news post shows its publication date; its time of day means nothing to readers. */
export function newsCard(locale: Locale, post: NewsPost): SearchCard {
  return {
    ...card('news', locale, post, post.categories),
    dateTime: post.date || null,
    date: post.date ? formatDate(post.date, locale) : null,
  };
}

export function pageCard(locale: Locale, page: Page): SearchCard {
  // A French page's translationSlug is its English slug here (the query asks for it).
  return card('page', locale, page, [], { slug: page.slug, englishSlug: englishSlugOf(locale, page) });
}

/** A festival section (pop category) is an about page; the festival's own is the about root. */
export function aboutCard(locale: Locale, category: PopCategory): SearchCard {
  return card('about', locale, category, []);
}

export function venueCard(locale: Locale, venue: VenuePage): SearchCard {
  return card('venue', locale, venue, []);
}

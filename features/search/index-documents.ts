import { type ContentType, contentTypeRegistry, type SearchSection } from '@/i18n/content-types';
import { formatDate, formatWeekday } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { festivalDay } from '@/lib/festival-day';
import { describe } from '@/lib/plain-text';
import { eventStartsAt } from '@/queries/event-start';
import type { Artist, Event, NewsPost, Page, PopCategory, VenuePage } from '@/queries/types';
import { aboutCard, artistCard, eventCard, newsCard, pageCard, venueCard } from './search-cards';
import type { SearchCard } from './search-contract';

/**
 * What search knows of each item, from the content the site already reads: one document per
 * item, its fields by how much a match in them says (features/search/ranking.ts):
 *
 * - `title`: its title, and `otherTitle`, its title in the other language (a visitor who read
 *   the French poster searches the English site with it);
 * - `names`: who and where: an event's artists and its venue;
 * - `categories`: an event's or artist's categories, a news post's types, and an event's festival
 *   day as the language says it ("saturday", "samedi 25 septembre");
 * - `body`: the start of its text (excerpt, intro, hometown, a venue's street address and description).
 */
export interface SearchDocument {
  id: number;
  title: string;
  otherTitle: string;
  names: string;
  categories: string;
  body: string;
}

/** Every published item of a language, with the same items in the other language (their titles). */
export interface SearchableContent {
  events: Event[];
  artists: Artist[];
  venues: VenuePage[];
  news: NewsPost[];
  pages: Page[];
  /** The festival's sections (about pages). */
  sections: PopCategory[];
}

/** A document, its card, and the section it is listed in. */
export interface IndexedItem {
  document: SearchDocument;
  card: SearchCard;
  section: SearchSection;
}

const sectionOf = (type: ContentType): SearchSection => contentTypeRegistry[type].searchSection;

/** The other language's title of an item, found by its translation's slug. */
function titlesBySlug(items: readonly { slug: string; title: string }[]): Map<string, string> {
  return new Map(items.map((item) => [item.slug, item.title]));
}

function otherTitle(item: { title: string; translationSlug: string | null }, other: Map<string, string>): string {
  const title = item.translationSlug ? other.get(item.translationSlug) : undefined;
  return title && title !== item.title ? title : '';
}

/** Plain text of CMS HTML, the first 160 characters or so: enough to find by, light to ship. */
const text = (html: string | null | undefined) => describe(html, '');

function eventDay(event: Event, locale: Locale): string {
  const startsAt = eventStartsAt(event);
  if (!startsAt) return '';
  const day = festivalDay(startsAt);
  return `${formatWeekday(day, locale)} ${formatDate(day, locale)}`;
}

/** The documents of one language, in the order: events, artists, venues, news, pages, sections. */
export function indexedItems(locale: Locale, content: SearchableContent, other: SearchableContent): IndexedItem[] {
  const items: Omit<IndexedItem, 'document'>[] = [];
  const fields: Omit<SearchDocument, 'id'>[] = [];
  const add = (type: ContentType, card: SearchCard, document: Omit<SearchDocument, 'id'>) => {
    items.push({ card, section: sectionOf(type) });
    fields.push(document);
  };

  const otherEvents = titlesBySlug(other.events);
  for (const event of content.events) {
    add('event', eventCard(locale, event), {
      title: event.title,
      otherTitle: otherTitle(event, otherEvents),
      names: [...event.artists.map((artist) => artist.title), event.venue?.title ?? ''].join(' · '),
      categories: [...event.categories.map((category) => category.name), eventDay(event, locale)].join(' · '),
      body: text(event.excerpt),
    });
  }
  const otherArtists = titlesBySlug(other.artists);
  for (const artist of content.artists) {
    add('artist', artistCard(locale, artist), {
      title: artist.title,
      otherTitle: otherTitle(artist, otherArtists),
      names: '',
      categories: artist.categories.map((category) => category.name).join(' · '),
      body: [artist.hometown ?? '', text(artist.content)].join(' · '),
    });
  }
  const otherVenues = titlesBySlug(other.venues);
  for (const venue of content.venues) {
    add('venue', venueCard(locale, venue), {
      title: venue.title,
      otherTitle: otherTitle(venue, otherVenues),
      names: '',
      categories: '',
      body: [venue.streetAddress ?? '', text(venue.excerpt || venue.content)].join(' · '),
    });
  }
  const otherNews = titlesBySlug(other.news);
  for (const post of content.news) {
    add('news', newsCard(locale, post), {
      title: post.title,
      otherTitle: otherTitle(post, otherNews),
      names: '',
      categories: [...post.newsTypes, ...post.categories.map((category) => category.name)].join(' · '),
      body: text(post.intro || post.content),
    });
  }
  const otherPages = titlesBySlug(other.pages);
  for (const page of content.pages) {
    add('page', pageCard(locale, page), { title: page.title, otherTitle: otherTitle(page, otherPages), names: '', categories: '', body: text(page.content) });
  }
  const otherSections = titlesBySlug(other.sections);
  for (const section of content.sections) {
    add('about', aboutCard(locale, section), {
      title: section.title,
      otherTitle: otherTitle(section, otherSections),
      names: '',
      categories: '',
      body: [section.subtitle ?? '', ...section.about.map((part) => part.summary ?? '')].join(' · '),
    });
  }
  return items.map((item, id) => ({ ...item, document: { id, ...fields[id]! } }));
}

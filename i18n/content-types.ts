import { festivalCategorySlug } from './festival';
import { type Locale, otherLocale } from './locales';
import { filteredListSections, type Section, sectionPath, sections, topLevelPageSections } from './routes';

/**
 * THE registry of content types: everything the site knows about a kind of content, in one
 * entry each. Links, the language switch, metadata, the sitemap, cache tags, the revalidation
 * webhook, the CDN purge, previews, search cards, menus and the embedded content server
 * (cms/content-types.ts) all read it. Adding a content type is README's "Add a content type":
 * this entry, its route-table sections, a fragment and an adapter in `queries/`, its route
 * folders in `app/[locale]/`, the content server's line, record and seed
 * (tests/unit/i18n/content-type-recipe.test.ts checks each type has them all).
 */
export const contentTypes = ['event', 'artist', 'news', 'page', 'about', 'venue'] as const;
export type ContentType = (typeof contentTypes)[number];

/** The search panel's result sections, in the order it shows them. */
export const searchSections = ['events', 'artists', 'venues', 'news', 'pages'] as const;
export type SearchSection = (typeof searchSections)[number];

/** A list that can be filtered by category (`/calendar?category=music`). */
export type FilteredList = (typeof filteredListSections)[number];

export interface ContentTypeEntry {
  /** Route-table section of one item's page: `/event/{slug}`. */
  itemSection: Section;
  /** The list the item appears in, refreshed with it; where the language switch goes when it has no translation. */
  listSection: Section | null;
  /** Prefix of its cache tags: `events:en` for its lists, `events:en:{slug}` for one item's page. */
  tag: string;
  /** WPGraphQL's names: the node type, the single-node field and the connection field. */
  graphql: { type: string; single: string; plural: string };
  /** How preview links (`type=`) and revalidation webhooks (`contentType`) name it. */
  apiName: string;
  /** Preview links can show its drafts and pending revisions. */
  previewable: boolean;
  /** The search section it is listed in; null when search does not list it. */
  searchSection: SearchSection | null;
  /** The slug in each language whose page is the item section's root rather than `/{section}/{slug}`. */
  rootSlug?: Record<Locale, string>;
  /** Pages whose English slug is a top-level section's English segment live at that section (`/contact`). */
  topLevelByEnglishSlug?: boolean;
}

export const contentTypeRegistry = {
  event: {
    itemSection: 'event',
    listSection: 'calendar',
    tag: 'events',
    graphql: { type: 'Event', single: 'event', plural: 'events' },
    apiName: 'event',
    previewable: true,
    searchSection: 'events',
  },
  artist: {
    itemSection: 'artist',
    listSection: 'artists',
    tag: 'artists',
    graphql: { type: 'Artist', single: 'artist', plural: 'artists' },
    apiName: 'artist',
    previewable: true,
    searchSection: 'artists',
  },
  news: {
    itemSection: 'news',
    listSection: 'news',
    tag: 'news',
    graphql: { type: 'Post', single: 'post', plural: 'posts' },
    apiName: 'news',
    previewable: true,
    searchSection: 'news',
  },
  page: {
    itemSection: 'page',
    listSection: null,
    tag: 'pages',
    graphql: { type: 'Page', single: 'page', plural: 'pages' },
    apiName: 'page',
    previewable: true,
    searchSection: 'pages',
    topLevelByEnglishSlug: true,
  },
  /** The festival's sections (pop categories): the about root and its sub-pages. */
  about: {
    itemSection: 'about',
    listSection: 'about',
    tag: 'categories',
    graphql: { type: 'PopCategory', single: 'popCategory', plural: 'popCategories' },
    apiName: 'category',
    previewable: false,
    searchSection: 'pages',
    rootSlug: festivalCategorySlug,
  },
  /** The rooms events take place in (`eventDetails.eventVenue`). */
  venue: {
    itemSection: 'venue',
    listSection: 'venues',
    tag: 'venues',
    graphql: { type: 'Venue', single: 'venue', plural: 'venues' },
    apiName: 'venue',
    previewable: true,
    searchSection: 'venues',
  },
} as const satisfies Record<ContentType, ContentTypeEntry>;

/** The types whose drafts a preview link can show. */
export type PreviewableType = {
  [T in ContentType]: (typeof contentTypeRegistry)[T]['previewable'] extends true ? T : never;
}[ContentType];
export const previewableTypes = contentTypes.filter((type): type is PreviewableType => contentTypeRegistry[type].previewable);

/** The type preview links and webhooks call `name` (`category` → `about`), if any. */
export function contentTypeByApiName(name: unknown): ContentType | undefined {
  return contentTypes.find((type) => contentTypeRegistry[type].apiName === name);
}

/** The type whose cache tags start with `tag` (`events` → `event`), if any. */
export function contentTypeByTag(tag: string): ContentType | undefined {
  return contentTypes.find((type) => contentTypeRegistry[type].tag === tag);
}

/** The type whose WPGraphQL node type is `graphqlType` (`Post` → `news`), if any. */
export function contentTypeByGraphqlType(graphqlType: string): ContentType | undefined {
  return contentTypes.find((type) => contentTypeRegistry[type].graphql.type === graphqlType);
}

/** The type whose items live at `section` (`/event/{slug}` → `event`), if any. */
export function contentTypeOfItemSection(section: Section): ContentType | undefined {
  return contentTypes.find((type) => contentTypeRegistry[type].itemSection === section);
}

/** The type listed at `section` (`/calendar` → `event`), if any. */
export function contentTypeOfListSection(section: Section): ContentType | undefined {
  return contentTypes.find((type) => contentTypeRegistry[type].listSection === section);
}

/** What a link to an item needs: its slug, and for pages its English slug (top-level pages are routed by it). */
export interface ItemLink {
  slug: string;
  englishSlug?: string | null;
}

/** An item and its translation's slug, as every content getter returns it. */
export interface TranslatedItem {
  slug: string;
  /** The slug in the other language; null when it has no translation. */
  translationSlug: string | null;
}

/** An item's English slug: its own in English, its translation's in French (null without one). */
export function englishSlugOf(locale: Locale, item: TranslatedItem): string | null {
  return locale === 'en' ? item.slug : item.translationSlug;
}

/**
 * THE public path of an item: `/event/x`, `/fr/evenement/x`; the festival's own section is the
 * about root (`/about`); a page whose English slug names a top-level section lives there
 * (`/contact`, `/fr/contact`), any other page under `/page/{slug}`.
 */
export function itemPath(type: ContentType, locale: Locale, item: ItemLink): string {
  const entry: ContentTypeEntry = contentTypeRegistry[type];
  if (entry.rootSlug?.[locale] === item.slug) return sectionPath(locale, entry.itemSection);
  if (entry.topLevelByEnglishSlug) {
    const english = locale === 'en' ? item.slug : item.englishSlug;
    const topLevel = topLevelPageSections.find((section) => sections[section].en === english);
    if (topLevel) return sectionPath(locale, topLevel);
  }
  return sectionPath(locale, entry.itemSection, item.slug);
}

/** The same item in the other language, or null when it has no translation. */
export function translationPath(type: ContentType, locale: Locale, item: TranslatedItem): string | null {
  if (!item.translationSlug) return null;
  return itemPath(type, otherLocale(locale), { slug: item.translationSlug, englishSlug: englishSlugOf(locale, item) });
}

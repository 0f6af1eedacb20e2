import type { ContentType, TranslatedItem } from '@/i18n/content-types';
import { type Locale, localeTags } from '@/i18n/locales';
import { linkUrl } from '@/lib/link-url';
import { rewriteMediaUrl } from '@/lib/media-url';
import type {
  AboutSection,
  Artist,
  Category,
  Event,
  Image,
  BilledArtist,
  ItemRef,
  ListenLinks,
  NewsPost,
  Page,
  PopCategory,
  VenuePage,
} from './types';
import type {
  ArtistCardFieldsFragment,
  CategoryFieldsFragment,
  EventCardFieldsFragment,
  MediaFieldsFragment,
  SiteShellQuery,
  TopLevelPageQuery,
} from './generated/graphql';
import type { Loose, Maybe, NodeOf } from './nodes';
import { compareByStart } from './event-start';
import { toVenueDetails, toVenuePlace, type VenueDetailsFields } from './venue-details';

/**
 * The one place WPGraphQL/ACF answers (either ACF plugin generation) become domain types. What
 * each function reads is the generated type of the selections it is handed (./nodes.ts); the
 * legacy wp-graphql-acf answered some of them in other shapes (bare media, relations as lists or
 * objects, selects as strings), which the functions below accept too.
 */

type Media = Loose<MediaFieldsFragment>;
/** ACF 2.x and core WPGraphQL wrap media in `{ node }`; the legacy ACF plugin returned it bare. */
type MediaField = Maybe<{ node?: Maybe<Media> } | Media>;
/** ACF 2.x relationship/post-object fields are connections; the legacy plugin gave objects or lists. */
type Relation<T> = Maybe<{ nodes?: Maybe<Array<Maybe<T>>> } | Array<Maybe<T>> | T>;
/** A post another one links to (an event's artists, an artist's events, related news). */
type LinkedPost = { id?: Maybe<string>; slug?: Maybe<string>; title?: Maybe<string> };
/** The venue an event names, with its address and coordinates where the query asked for them. */
type LinkedVenue = LinkedPost & { translations?: Maybe<Array<Maybe<{ slug?: Maybe<string> }>>>; venueDetails?: Maybe<VenueDetailsFields> };
type ListenFields = Partial<Record<'artistAlbumTrackUrl' | 'artistBandcampUrl' | 'artistSoundcloudUrl' | 'artistSpotifyUrl' | 'artistYoutubeUrl', Maybe<string>>>;

type CategoryNode = Loose<CategoryFieldsFragment | NonNullable<SiteShellQuery['categories']>['nodes'][number]>;
type EventNode = NodeOf<'event', EventCardFieldsFragment>;
type ArtistNode = NodeOf<'artist', ArtistCardFieldsFragment>;
type NewsNode = NodeOf<'news'>;
type TopLevelPageNode = NonNullable<TopLevelPageQuery['pages']>['nodes'][number];
type PageNode = NodeOf<'page', TopLevelPageNode | NonNullable<NonNullable<TopLevelPageNode['translations']>[number]>>;
type PopCategoryNode = NodeOf<'about'>;
type VenueNode = NodeOf<'venue'>;
type AboutGroup = Maybe<Record<string, Maybe<string>>>;

export function text(value: Maybe<string>): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function compact<T>(list: Maybe<Array<Maybe<T>>>): T[] {
  return (list ?? []).filter((item): item is T => item != null);
}

/**
 * ACF stores date-times as site-local wall-clock values. WPGraphQL for ACF 2.x prints them as
 * RFC 3339 with PHP's UTC offset (`2027-09-22T20:30:00+00:00`) although the value is Montréal
 * time; the legacy plugin printed `2027-09-22 20:30:00`. Both keep the wall clock in their first
 * 19 characters, and that wall clock is what festival-goers read, so the offset is dropped.
 */
export function toLocalDateTime(value: Maybe<string>): string | null {
  const match = value?.trim().match(/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/);
  if (!match) return null;
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}`;
}

function unwrapMedia(field: MediaField): Media | null {
  if (!field) return null;
  return 'node' in field ? (field.node ?? null) : (field as Media);
}

export function toImage(field: MediaField): Image | null {
  const media = unwrapMedia(field);
  const url = text(media?.sourceUrl);
  if (!media || !url) return null;
  return {
    url: rewriteMediaUrl(url),
    alt: media.altText?.trim() ?? '',
    width: media.mediaDetails?.width ?? null,
    height: media.mediaDetails?.height ?? null,
  };
}

/** A relation field's nodes, from a 2.x connection, a legacy list or a legacy single object. */
export function relationNodes<T>(field: Relation<T>): T[] {
  if (!field) return [];
  if (Array.isArray(field)) return compact(field);
  if (typeof field === 'object' && 'nodes' in (field as object)) {
    return compact((field as { nodes?: Maybe<Array<Maybe<T>>> }).nodes);
  }
  return [field as T];
}

function toItemRefs(field: Relation<LinkedPost>): ItemRef[] {
  return relationNodes(field)
    .filter((node) => node.slug)
    .map((node) => ({ id: node.id ?? '', slug: node.slug!, title: node.title ?? node.slug! }));
}

function toListenLinks(d: ListenFields): ListenLinks {
  return {
    albumTrack: linkUrl(d.artistAlbumTrackUrl),
    bandcamp: linkUrl(d.artistBandcampUrl),
    soundcloud: linkUrl(d.artistSoundcloudUrl),
    spotify: linkUrl(d.artistSpotifyUrl),
    youtube: linkUrl(d.artistYoutubeUrl),
  };
}

/** An event's bill, with each artist's listening links where the query asked for them. */
function toBilledArtists(field: Relation<LinkedPost & { artistDetails?: Maybe<ListenFields> }>): BilledArtist[] {
  return relationNodes(field)
    .filter((node) => node.slug)
    .map((node) => {
      const ref = { id: node.id ?? '', slug: node.slug!, title: node.title ?? node.slug! };
      return node.artistDetails ? { ...ref, listen: toListenLinks(node.artistDetails) } : ref;
    });
}

export function toCategory(raw: CategoryNode): Category {
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    name: raw.name ?? raw.slug ?? '',
    image: toImage(raw.categoryOptions?.categoryImage),
    ...(raw.translation !== undefined ? { translationSlug: text(raw.translation?.slug) } : {}),
  };
}

function toCategories(raw: { categories?: Maybe<{ nodes?: Maybe<Array<Maybe<CategoryNode>>> }> }): Category[] {
  return compact(raw.categories?.nodes).map(toCategory);
}

/** An ACF single select: a list of one in ACF 2.x, a string in the legacy plugin. */
function selectValue(value: Maybe<string | Array<Maybe<string>>>): string | null {
  return text(Array.isArray(value) ? value.find((v) => v) : value);
}

/**
 * The post id of the translation `translation(...)` names, read from `translations` (which holds
 * only public versions: see the `OtherLanguageVersion` fragment), matched by slug.
 */
function otherLanguageVersionOf(raw: EventNode) {
  const slug = text(raw.translation?.slug);
  if (!slug) return null;
  return compact(raw.translations).find((t) => t.slug === slug) ?? null;
}

export function toEvent(raw: EventNode): Event {
  const details = raw.eventDetails;
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    content: raw.content ?? '',
    image: toImage(raw.featuredImage),
    categories: toCategories(raw),
    doorsAt: toLocalDateTime(details?.doorsDatetime),
    showAt: toLocalDateTime(details?.showDatetime),
    newDate: toLocalDateTime(details?.newDate),
    venue: relationNodes<LinkedVenue>(details?.eventVenue)
      .map((venue) => ({
        id: venue.id ?? '',
        title: venue.title ?? '',
        ...(venue.slug ? { slug: venue.slug, translationSlug: text(compact(venue.translations).find((t) => t.slug)?.slug) } : {}),
        // Only where the query asked for the venue's details (the event page, calendar files).
        ...(venue.venueDetails !== undefined ? toVenuePlace(venue.venueDetails) : {}),
      }))
      .find((venue) => venue.title) ?? null,
    facebookEventUrl: linkUrl(details?.facebookEventUrl),
    price: text(details?.price),
    ticketUrl: linkUrl(details?.ticketUrl),
    buttonState: selectValue(details?.buttonState),
    artists: toBilledArtists(details?.eventArtists),
    performanceTimes: (details?.performanceTimes ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    translationSlug: text(raw.translation?.slug),
    databaseId: raw.databaseId ?? null,
    translationDatabaseId: otherLanguageVersionOf(raw)?.databaseId ?? null,
    excerpt: raw.excerpt ?? null,
    modified: toLocalDateTime(raw.modified),
    translationModified: toLocalDateTime(otherLanguageVersionOf(raw)?.modified),
  };
}

export function toArtist(raw: ArtistNode): Artist {
  const d = raw.artistDetails;
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    content: raw.content ?? '',
    image: toImage(raw.featuredImage),
    categories: toCategories(raw),
    hometown: text(d?.artistHometown),
    links: {
      ...toListenLinks(d ?? {}),
      facebook: linkUrl(d?.artistFacebookUrl),
      instagram: linkUrl(d?.artistInstagramUrl),
      twitter: linkUrl(d?.artistTwitterUrl),
      website: linkUrl(d?.artistWebsiteUrl),
    },
    events: toItemRefs(d?.artistAttachedEvents),
    translationSlug: text(raw.translation?.slug),
  };
}

export function toNewsPost(raw: NewsNode): NewsPost {
  const author = raw.author?.node;
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    content: raw.content ?? '',
    date: toLocalDateTime(raw.date) ?? '',
    author: author?.name ? { slug: author.slug ?? '', name: author.name } : null,
    intro: text(raw.newsOptions?.newsIntro),
    related: toItemRefs(raw.newsOptions?.relatedNews),
    newsTypes: compact(raw.newsTypes?.nodes)
      .map((type) => text(type.name))
      .filter((name): name is string => name !== null),
    categories: toCategories(raw),
    image: toImage(raw.featuredImage),
    translationSlug: text(raw.translation?.slug),
  };
}

export function toPage(raw: PageNode): Page {
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    content: raw.content ?? '',
    image: toImage(raw.featuredImage),
    translationSlug: text(raw.translation?.slug),
  };
}

/** The about field groups, each named with its own prefix (`artTitle`, `aboutPopTitle`, …). */
const aboutGroups = [
  ['aboutPop', 'aboutPop'],
  ['artAbout', 'art'],
  ['filmAbout', 'film'],
  ['kidsAbout', 'kids'],
  ['marcheAbout', 'marche'],
  ['pucesAbout', 'puces'],
  ['symposiumAbout', 'symposium'],
] as const;

function toAboutSection(group: AboutGroup, prefix: string): AboutSection | null {
  if (!group) return null;
  const section: AboutSection = {
    title: text(group[`${prefix}Title`]),
    content: text(group[`${prefix}Content`]),
    summary: text(group[`${prefix}Summary`]),
    ctaText: text(group[`${prefix}CtaText`]),
    ctaUrl: linkUrl(group[`${prefix}CtaUrl`], { allowRelative: true }),
  };
  return Object.values(section).some(Boolean) ? section : null;
}

export function toPopCategory(raw: PopCategoryNode): PopCategory {
  return {
    id: raw.id ?? '',
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    image: toImage(raw.featuredImage),
    subtitle: text(raw.popCategoryOptions?.popCategorySubtitle),
    about: aboutGroups
      .map(([field, prefix]) => toAboutSection(raw[field], prefix))
      .filter((section): section is AboutSection => section !== null),
    translationSlug: text(raw.translation?.slug),
  };
}

export function toVenue(raw: VenueNode): VenuePage {
  return {
    id: raw.id ?? '',
    databaseId: raw.databaseId ?? null,
    slug: raw.slug ?? '',
    title: text(raw.title) ?? raw.slug ?? '',
    content: raw.content ?? '',
    excerpt: text(raw.excerpt),
    image: toImage(raw.featuredImage),
    translationSlug: text(raw.translation?.slug),
    ...toVenueDetails(raw.venueDetails),
  };
}

/** How a content type's nodes become domain items, and the order its lists are in. */
export interface ContentAdapter<TRaw, TItem> {
  /** The domain item of one node of the type's documents (queries/content-documents.ts). */
  toItem(raw: TRaw): TItem;
  /** The order of its lists in a language; the content server's order without it. */
  compare?(locale: Locale, a: TItem, b: TItem): number;
}

/** Artists and venues are listed alphabetically in their language's collation (`Émile` beside `Emma`). */
const titleCollators: Record<Locale, Intl.Collator> = {
  en: new Intl.Collator(localeTags.en, { sensitivity: 'base', numeric: true }),
  fr: new Intl.Collator(localeTags.fr, { sensitivity: 'base', numeric: true }),
};

/** Keyed by the registry (i18n/content-types.ts): a type without its adapter fails the type check. */
export const contentAdapters = {
  event: { toItem: toEvent, compare: (_locale: Locale, a: Event, b: Event) => compareByStart(a, b) },
  artist: {
    toItem: toArtist,
    compare: (locale: Locale, a: Artist, b: Artist) => titleCollators[locale].compare(a.title, b.title),
  },
  news: { toItem: toNewsPost, compare: (_locale: Locale, a: NewsPost, b: NewsPost) => b.date.localeCompare(a.date) },
  page: { toItem: toPage },
  about: { toItem: toPopCategory, compare: (locale: Locale, a: PopCategory, b: PopCategory) => a.title.localeCompare(b.title, locale) },
  venue: {
    toItem: toVenue,
    compare: (locale: Locale, a: VenuePage, b: VenuePage) => titleCollators[locale].compare(a.title, b.title),
  },
} satisfies Record<ContentType, ContentAdapter<never, TranslatedItem>>;

/** The domain item of a content type (`Event` for `event`). */
export type ContentItem<T extends ContentType> = ReturnType<(typeof contentAdapters)[T]['toItem']>;

import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { fetchContent } from './client';
import type { Maybe } from './raw-types';

/**
 * What the revalidation webhook needs to know about changed content: each matching item in
 * every language, its translations, and the items that show it (an event's artists, an
 * artist's events, a news post's related news). Read without cache.
 */
const lookupFields = /* GraphQL */ `
  fragment LookupEvent on Event {
    slug
    language { code }
    translations { slug language { code } }
    eventDetails { eventArtists(first: 50) { nodes { ... on Artist { slug language { code } } } } }
  }
  fragment LookupArtist on Artist {
    slug
    language { code }
    translations { slug language { code } }
    artistDetails { artistAttachedEvents(first: 50) { nodes { ... on Event { slug language { code } } } } }
  }
  fragment LookupPost on Post {
    slug
    language { code }
    translations { slug language { code } }
    newsOptions { relatedNews(first: 20) { nodes { ... on Post { slug language { code } } } } }
  }
  fragment LookupPage on Page {
    slug
    language { code }
    translations { slug language { code } }
  }
  fragment LookupPopCategory on PopCategory {
    slug
    language { code }
    translations { slug language { code } }
  }
`;

export const contentByDatabaseIdQuery = /* GraphQL */ `
  query ContentByDatabaseId($ids: [ID]) {
    events(first: 2, where: { in: $ids }) { nodes { ...LookupEvent } }
    artists(first: 2, where: { in: $ids }) { nodes { ...LookupArtist } }
    posts(first: 2, where: { in: $ids }) { nodes { ...LookupPost } }
    pages(first: 2, where: { in: $ids }) { nodes { ...LookupPage } }
    popCategories(first: 2, where: { in: $ids }) { nodes { ...LookupPopCategory } }
  }
  ${lookupFields}
`;

export const contentBySlugQuery = /* GraphQL */ `
  query ContentBySlug($slug: String!) {
    events(first: 2, where: { name: $slug }) { nodes { ...LookupEvent } }
    artists(first: 2, where: { name: $slug }) { nodes { ...LookupArtist } }
    posts(first: 2, where: { name: $slug }) { nodes { ...LookupPost } }
    pages(first: 2, where: { name: $slug }) { nodes { ...LookupPage } }
    popCategories(first: 2, where: { name: $slug }) { nodes { ...LookupPopCategory } }
  }
  ${lookupFields}
`;

export interface ItemKey {
  type: ContentType;
  locale: Locale;
  slug: string;
}

interface RawLookupNode {
  slug?: Maybe<string>;
  language?: Maybe<{ code?: Maybe<string> }>;
  translations?: Maybe<Array<Maybe<RawLookupNode>>>;
  eventDetails?: Maybe<{ eventArtists?: Maybe<{ nodes?: Maybe<Array<Maybe<RawLookupNode>>> }> }>;
  artistDetails?: Maybe<{ artistAttachedEvents?: Maybe<{ nodes?: Maybe<Array<Maybe<RawLookupNode>>> }> }>;
  newsOptions?: Maybe<{ relatedNews?: Maybe<{ nodes?: Maybe<Array<Maybe<RawLookupNode>>> }> }>;
}

/** The lookup answers under each type's connection name (`events`, `posts`, …). */
type RawLookup = Record<string, Maybe<{ nodes?: Maybe<Array<Maybe<RawLookupNode>>> }>>;

function key(type: ContentType, node: Maybe<RawLookupNode>): ItemKey | null {
  const code = node?.language?.code;
  if (!node?.slug || (code !== 'EN' && code !== 'FR')) return null;
  return { type, locale: code === 'EN' ? 'en' : 'fr', slug: node.slug };
}

export interface AffectedContent {
  /** The changed items in every language. */
  items: ItemKey[];
  /** Items whose pages show the changed ones. */
  related: ItemKey[];
}

function collect(data: RawLookup, onlyType?: ContentType): AffectedContent {
  const items: ItemKey[] = [];
  const related: ItemKey[] = [];
  for (const type of contentTypes) {
    if (onlyType && type !== onlyType) continue;
    for (const node of data[contentTypeRegistry[type].graphql.plural]?.nodes ?? []) {
      for (const item of [node, ...(node?.translations ?? [])]) {
        const found = key(type, item);
        if (found) items.push(found);
      }
      const links: Array<[ContentType, Maybe<Array<Maybe<RawLookupNode>>>]> = [
        ['artist', node?.eventDetails?.eventArtists?.nodes],
        ['event', node?.artistDetails?.artistAttachedEvents?.nodes],
        ['news', node?.newsOptions?.relatedNews?.nodes],
      ];
      for (const [relatedType, nodes] of links) {
        for (const linked of nodes ?? []) {
          const found = key(relatedType, linked);
          if (found) related.push(found);
        }
      }
    }
  }
  return { items, related };
}

export async function findContentByDatabaseId(databaseId: number): Promise<AffectedContent> {
  const data = await fetchContent<RawLookup>(contentByDatabaseIdQuery, { ids: [String(databaseId)] }, { tags: [], noStore: true });
  return collect(data);
}

export async function findContentBySlug(slug: string, type: ContentType): Promise<AffectedContent> {
  const data = await fetchContent<RawLookup>(contentBySlugQuery, { slug }, { tags: [], noStore: true });
  return collect(data, type);
}

import type { Locale } from '@/i18n/locales';
import { fetchContent } from './client';
import type { Maybe } from './raw-types';
import type { ContentKind } from './tags';

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
  kind: ContentKind;
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

type RawLookup = Record<'events' | 'artists' | 'posts' | 'pages' | 'popCategories', Maybe<{ nodes?: Maybe<Array<Maybe<RawLookupNode>>> }>>;

const kindOfField = { events: 'events', artists: 'artists', posts: 'news', pages: 'pages', popCategories: 'categories' } as const;

function key(kind: ContentKind, node: Maybe<RawLookupNode>): ItemKey | null {
  const code = node?.language?.code;
  if (!node?.slug || (code !== 'EN' && code !== 'FR')) return null;
  return { kind, locale: code === 'EN' ? 'en' : 'fr', slug: node.slug };
}

export interface AffectedContent {
  /** The changed items in every language. */
  items: ItemKey[];
  /** Items whose pages show the changed ones. */
  related: ItemKey[];
}

function collect(data: RawLookup, onlyKind?: ContentKind): AffectedContent {
  const items: ItemKey[] = [];
  const related: ItemKey[] = [];
  for (const field of Object.keys(kindOfField) as Array<keyof typeof kindOfField>) {
    const kind = kindOfField[field];
    if (onlyKind && kind !== onlyKind) continue;
    for (const node of data[field]?.nodes ?? []) {
      for (const item of [node, ...(node?.translations ?? [])]) {
        const found = key(kind, item);
        if (found) items.push(found);
      }
      const links: Array<[ContentKind, Maybe<Array<Maybe<RawLookupNode>>>]> = [
        ['artists', node?.eventDetails?.eventArtists?.nodes],
        ['events', node?.artistDetails?.artistAttachedEvents?.nodes],
        ['news', node?.newsOptions?.relatedNews?.nodes],
      ];
      for (const [relatedKind, nodes] of links) {
        for (const linked of nodes ?? []) {
          const found = key(relatedKind, linked);
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

export async function findContentBySlug(slug: string, kind: ContentKind): Promise<AffectedContent> {
  const data = await fetchContent<RawLookup>(contentBySlugQuery, { slug }, { tags: [], noStore: true });
  return collect(data, kind);
}

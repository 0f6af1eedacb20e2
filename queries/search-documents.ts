import { type ContentType, contentTypeRegistry, type SearchSection, searchSections } from '@/i18n/content-types';
import { type Locale, toLanguageCode } from '@/i18n/locales';
import { document, type DocumentSource, fragmentNameOf, type ResultOf, typedDocument } from './document';
import { graphql } from './generated';
import type { Connection, Maybe } from './nodes';
import { artistCardFields, eventCardFields } from './fragments';

/**
 * The search calls, one named operation per language, written out in full: the language and the
 * page size are part of each document, so the only variables are `search` (and `after` for load
 * more) and the search route can forward nothing but these documents.
 *
 * Sizes: 5 items per section in the first answer, 10 festival sections; load more asks for 1,000
 * items in both languages (WPGraphQL and the embedded server cap it at 100). The spec's French
 * 1,000,000 only meant "all of them": on a WordPress whose cap was raised it would ask for a
 * million posts, so French asks for what English asks.
 */
export const searchPreviewSize = 5;
export const searchCategoryPreviewSize = 10;
export const loadMorePageSize: Record<Locale, number> = { en: 1000, fr: 1000 };

/** What a result card needs of a news post: its card fields and its categories' icons. */
const searchNewsFields = graphql(`
  fragment SearchNewsFields on Post {
    ...NewsCardFields
    categories(first: 10) { nodes { ...CategoryFields } }
  }
`);

const searchPageFields = graphql(`
  fragment SearchPageFields on Page {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
  }
`);

/** A French top-level page is routed by its English slug, so French results ask for it. */
const searchFrenchPageFields = graphql(`
  fragment SearchFrenchPageFields on Page {
    ...SearchPageFields
    translation(language: EN) { slug }
  }
`);

export const searchEnQuery = graphql(`
  query SearchEn($search: String!) {
    events(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...EventCardFields } }
    artists(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...ArtistCardFields } }
    posts(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...SearchNewsFields } }
    pages(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...SearchPageFields } }
    popCategories(first: 10, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...PopCategoryListFields } }
  }
`);

export const searchFrQuery = graphql(`
  query SearchFr($search: String!) {
    events(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...EventCardFields } }
    artists(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...ArtistCardFields } }
    posts(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...SearchNewsFields } }
    pages(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...SearchFrenchPageFields } }
    popCategories(first: 10, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...PopCategoryListFields } }
  }
`);

/**
 * Load more: the page after `after` of one section, published items only, for each section and
 * language. The section's type (its WPGraphQL connection) comes from the registry; the names
 * are written out so that each operation is searchable.
 */
const loadMore = {
  events: { type: 'event', card: eventCardFields, operations: { en: 'LoadMoreEventsEn', fr: 'LoadMoreEventsFr' } },
  artists: { type: 'artist', card: artistCardFields, operations: { en: 'LoadMoreArtistsEn', fr: 'LoadMoreArtistsFr' } },
  news: { type: 'news', card: searchNewsFields, operations: { en: 'LoadMoreNewsEn', fr: 'LoadMoreNewsFr' } },
  pages: { type: 'page', card: searchPageFields, frenchCard: searchFrenchPageFields, operations: { en: 'LoadMorePagesEn', fr: 'LoadMorePagesFr' } },
} satisfies Record<SearchSection, { type: ContentType; card: DocumentSource; frenchCard?: DocumentSource; operations: Record<Locale, string> }>;

type LoadMore = typeof loadMore;
type CardOf<S extends SearchSection> = LoadMore[S] extends { frenchCard: infer F } ? LoadMore[S]['card'] | F : LoadMore[S]['card'];
/** A load-more answer: the section's connection under its WPGraphQL name, its nodes its card fragment's. */
export type LoadMoreAnswer = {
  [S in SearchSection as (typeof contentTypeRegistry)[LoadMore[S]['type']]['graphql']['plural']]?: Maybe<Connection<ResultOf<CardOf<S>>>>;
};

function loadMoreDocument(section: SearchSection, locale: Locale) {
  const entry: (typeof loadMore)[SearchSection] = loadMore[section];
  const card = locale === 'fr' && 'frenchCard' in entry ? entry.frenchCard : entry.card;
  const { plural } = contentTypeRegistry[entry.type].graphql;
  const source = document(
    `query ${entry.operations[locale]}($search: String!, $after: String!) {
      ${plural}(first: ${loadMorePageSize[locale]}, after: $after, where: { search: $search, language: ${toLanguageCode(locale)}, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...${fragmentNameOf(card)} }
      }
    }`,
    card,
  );
  return typedDocument<LoadMoreAnswer, { search: string; after: string }>(source);
}

/** The only documents the search route sends: an allow-list, not a pass-through. */
export const searchDocuments = { en: searchEnQuery, fr: searchFrQuery } as const;
export const loadMoreDocuments = Object.fromEntries(
  searchSections.map((section) => [section, { en: loadMoreDocument(section, 'en'), fr: loadMoreDocument(section, 'fr') }]),
) as Record<SearchSection, Record<Locale, ReturnType<typeof loadMoreDocument>>>;

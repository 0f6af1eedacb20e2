import { type SearchSection, searchSections } from '@/components/search/search-contract';
import { type Locale, toLanguageCode } from '@/i18n/locales';
import { toArtist, toEvent, toNewsPost, toPage, toPaged, toPopCategory } from './adapter';
import { fetchContentWithErrors } from './client';
import { NetworkError } from './errors';
import {
  artistCardFields,
  categoryFields,
  document,
  eventCardFields,
  mediaFields,
  newsCardFields,
} from './fragments';
import type { Maybe, RawArtist, RawConnection, RawEvent, RawNewsPost, RawPage, RawPopCategory } from './raw-types';
import type { Artist, Event, NewsPost, Page, Paged, PopCategory } from './types';

/**
 * The spec's search calls (section 7). Each is a named operation per language with the language
 * and page size written into the document, so the only variables are the spec's own (`search`,
 * and `after` for load more), and the search route can forward nothing but these documents.
 */

/** Spec section 9: 5 items per section in the preview, 10 for categories. */
export const searchPreviewSize = 5;
export const searchCategoryPreviewSize = 10;
/** Spec section 9. WPGraphQL (and the embedded server) cap any page at 100. */
export const loadMorePageSize: Record<Locale, number> = { en: 1000, fr: 1000000 };

/** The root field of each section, and what a result card needs of its nodes. */
const sectionFields: Record<SearchSection, { root: string; nodes: (locale: Locale) => string; fragments: string[] }> = {
  events: { root: 'events', nodes: () => '...EventCardFields', fragments: [eventCardFields, categoryFields] },
  artists: { root: 'artists', nodes: () => '...ArtistCardFields', fragments: [artistCardFields, categoryFields] },
  news: {
    root: 'posts',
    nodes: () => '...NewsCardFields categories(first: 10) { nodes { ...CategoryFields } }',
    fragments: [newsCardFields, categoryFields],
  },
  pages: {
    root: 'pages',
    // A French top-level page is routed by its English slug (see pagePath).
    nodes: (locale) =>
      `id slug title featuredImage { node { ...MediaFields } }${locale === 'fr' ? ' translation(language: EN) { slug }' : ''}`,
    fragments: [],
  },
};

const operationSuffix: Record<Locale, string> = { en: 'En', fr: 'Fr' };
const sectionOperationName: Record<SearchSection, string> = {
  events: 'Events',
  artists: 'Artists',
  news: 'News',
  pages: 'Pages',
};

function uniqueFragments(fragments: string[]): string[] {
  return [...new Set([...fragments, mediaFields])];
}

function buildSearchQuery(locale: Locale): string {
  const language = toLanguageCode(locale);
  const connections = searchSections.map((section) => {
    const { root, nodes } = sectionFields[section];
    return `${root}(first: ${searchPreviewSize}, where: { search: $search, language: ${language} }) {
        pageInfo { endCursor hasNextPage }
        nodes { ${nodes(locale)} }
      }`;
  });
  return document(
    /* GraphQL */ `
    query Search${operationSuffix[locale]}($search: String!) {
      ${connections.join('\n      ')}
      popCategories(first: ${searchCategoryPreviewSize}, where: { search: $search, language: ${language} }) {
        pageInfo { endCursor hasNextPage }
        nodes { id slug title featuredImage { node { ...MediaFields } } popCategoryOptions { popCategorySubtitle } }
      }
    }
  `,
    ...uniqueFragments(searchSections.flatMap((section) => sectionFields[section].fragments)),
  );
}

function buildLoadMoreQuery(section: SearchSection, locale: Locale): string {
  const { root, nodes, fragments } = sectionFields[section];
  return document(
    /* GraphQL */ `
    query LoadMore${sectionOperationName[section]}${operationSuffix[locale]}($search: String!, $after: String!) {
      ${root}(
        first: ${loadMorePageSize[locale]}
        after: $after
        where: { search: $search, language: ${toLanguageCode(locale)}, status: PUBLISH }
      ) {
        pageInfo { endCursor hasNextPage }
        nodes { ${nodes(locale)} }
      }
    }
  `,
    ...uniqueFragments(fragments),
  );
}

// Named exports so tests/unit/queries/documents.test.ts validates every document.
export const searchEnQuery = buildSearchQuery('en');
export const searchFrQuery = buildSearchQuery('fr');
export const loadMoreEventsEnQuery = buildLoadMoreQuery('events', 'en');
export const loadMoreEventsFrQuery = buildLoadMoreQuery('events', 'fr');
export const loadMoreArtistsEnQuery = buildLoadMoreQuery('artists', 'en');
export const loadMoreArtistsFrQuery = buildLoadMoreQuery('artists', 'fr');
export const loadMoreNewsEnQuery = buildLoadMoreQuery('news', 'en');
export const loadMoreNewsFrQuery = buildLoadMoreQuery('news', 'fr');
export const loadMorePagesEnQuery = buildLoadMoreQuery('pages', 'en');
export const loadMorePagesFrQuery = buildLoadMoreQuery('pages', 'fr');

/** The only documents the search route sends: an allow-list, not a pass-through. */
export const searchDocuments: Record<Locale, string> = { en: searchEnQuery, fr: searchFrQuery };
export const loadMoreDocuments: Record<SearchSection, Record<Locale, string>> = {
  events: { en: loadMoreEventsEnQuery, fr: loadMoreEventsFrQuery },
  artists: { en: loadMoreArtistsEnQuery, fr: loadMoreArtistsFrQuery },
  news: { en: loadMoreNewsEnQuery, fr: loadMoreNewsFrQuery },
  pages: { en: loadMorePagesEnQuery, fr: loadMorePagesFrQuery },
};

export interface SearchContent {
  events: Paged<Event>;
  artists: Paged<Artist>;
  news: Paged<NewsPost>;
  pages: Paged<Page>;
  /** The festival's sections (about pages) matching the term; they have no load more. */
  popCategories: PopCategory[];
}

export type SectionContent =
  | { section: 'events'; page: Paged<Event> }
  | { section: 'artists'; page: Paged<Artist> }
  | { section: 'news'; page: Paged<NewsPost> }
  | { section: 'pages'; page: Paged<Page> };

/** Data (possibly partial) and the error messages to show in place of the heading. */
export interface SearchOutcome<T> {
  data: T | null;
  errors: string[];
  /** The content server gave no GraphQL answer at all (unreachable, HTTP error, not JSON, empty). */
  unavailable: boolean;
}

type RawSearchData = {
  events?: Maybe<RawConnection<RawEvent>>;
  artists?: Maybe<RawConnection<RawArtist>>;
  posts?: Maybe<RawConnection<RawNewsPost>>;
  pages?: Maybe<RawConnection<RawPage>>;
  popCategories?: Maybe<RawConnection<RawPopCategory>>;
};

export const searchTimeoutMs = 10_000;

/**
 * The spec's one-off queries use no cache: search terms are unbounded, so their answers stay out
 * of Next's data cache (the search route's CDN lifetime does the caching instead).
 */
const uncachedFetch: typeof fetch = (input, init) => {
  const request: RequestInit & { next?: unknown } = { ...init, cache: 'no-store' };
  delete request.next;
  request.signal ??= AbortSignal.timeout(searchTimeoutMs);
  return fetch(input, request);
};

/** One line per error for visitors; the endpoint's address stays in the server log. */
function publicMessage(error: unknown): string {
  if (error instanceof NetworkError) {
    console.error(error.message);
    return 'Content server unreachable';
  }
  return error instanceof Error ? error.message : String(error);
}

async function runQuery(document: string, variables: Record<string, unknown>) {
  try {
    // No tags: these answers never enter Next's data cache (see uncachedFetch). Never as the
    // preview editor either: /api/search answers are shared through the CDN.
    const { data, errors } = await fetchContentWithErrors<RawSearchData>(document, variables, {
      tags: [],
      fetch: uncachedFetch,
      preview: false,
    });
    return { data, errors: errors.map((e) => e.message), unavailable: false };
  } catch (error) {
    return { data: null, errors: [publicMessage(error)], unavailable: true };
  }
}

/** The spec's Search call: the first results of every section in one request. */
export async function searchContent(locale: Locale, term: string): Promise<SearchOutcome<SearchContent>> {
  const { data, ...status } = await runQuery(searchDocuments[locale], { search: term });
  if (!data) return { data: null, ...status };
  return {
    data: {
      events: toPaged(data.events, toEvent),
      artists: toPaged(data.artists, toArtist),
      news: toPaged(data.posts, toNewsPost),
      pages: toPaged(data.pages, toPage),
      popCategories: toPaged(data.popCategories, toPopCategory).items,
    },
    ...status,
  };
}

/** The spec's load-more call of one section: the page after `after`, published items only. */
export async function loadMoreContent(
  locale: Locale,
  section: SearchSection,
  term: string,
  after: string,
): Promise<SearchOutcome<SectionContent>> {
  const { data, ...status } = await runQuery(loadMoreDocuments[section][locale], { search: term, after });
  if (!data) return { data: null, ...status };
  const content: SectionContent =
    section === 'events'
      ? { section, page: toPaged(data.events, toEvent) }
      : section === 'artists'
        ? { section, page: toPaged(data.artists, toArtist) }
        : section === 'news'
          ? { section, page: toPaged(data.posts, toNewsPost) }
          : { section, page: toPaged(data.pages, toPage) };
  return { data: content, ...status };
}

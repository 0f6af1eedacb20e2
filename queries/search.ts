import type { SearchSection } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { toArtist, toEvent, toNewsPost, toPage, toPaged, toPopCategory } from './adapter';
import { getDictionary } from '@/i18n/dictionaries';
import { fetchContentWithErrors, operationNameOf } from './client';
import { GraphQLResponseError, MissingResponseError, ServerError } from './errors';
import type { TypedDocument } from './document';
import { loadMoreDocuments, searchDocuments } from './search-documents';
import type { Artist, Event, NewsPost, Page, Paged, PopCategory } from './types';

/** The search calls (documents in ./search-documents.ts) and their answers as domain types. */

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

/**
 * What a visitor reads when a search fails: the site's own words. The spec's fixed messages
 * (an HTTP status, a missing response) stay as they are; anything whose text comes from the
 * content server (its GraphQL errors, a body that is not JSON, its address) is replaced by the
 * site's message in the visitor's language, and that text goes to the server log only.
 */
function publicMessages(locale: Locale, operation: string, error: unknown): string[] {
  if (error instanceof ServerError || error instanceof MissingResponseError) return [error.message];
  console.error(`Search ${operation}: ${error instanceof Error ? error.message : String(error)}`);
  return [getDictionary(locale).siteErrors.searchUnavailable];
}

async function runQuery<TResult, TVariables extends object>(locale: Locale, document: TypedDocument<TResult, TVariables>, variables: TVariables) {
  const operation = operationNameOf(String(document));
  try {
    // No tags: these answers never enter Next's data cache (see uncachedFetch). Never as the
    // preview editor either: /api/search answers are shared through the CDN.
    const { data, errors } = await fetchContentWithErrors(document, variables, {
      tags: [],
      fetch: uncachedFetch,
      preview: false,
    });
    if (errors.length === 0) return { data, errors: [], unavailable: false };
    return { data, errors: publicMessages(locale, operation, new GraphQLResponseError(operation, errors)), unavailable: false };
  } catch (error) {
    return { data: null, errors: publicMessages(locale, operation, error), unavailable: true };
  }
}

/** The spec's Search call: the first results of every section in one request. */
export async function searchContent(locale: Locale, term: string): Promise<SearchOutcome<SearchContent>> {
  const { data, ...status } = await runQuery(locale, searchDocuments[locale], { search: term });
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
  const { data, ...status } = await runQuery(locale, loadMoreDocuments[section][locale], { search: term, after });
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

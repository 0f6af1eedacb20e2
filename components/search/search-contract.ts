import { isLocale, type Locale } from '@/i18n/locales';

/**
 * What the browser and the search route (app/api/search) agree on: the parameters, their limits
 * and the JSON answered. No server-only imports, so the search island can use it too.
 */

/** The four result sections, in the order the panel shows them. */
export const searchSections = ['events', 'artists', 'news', 'pages'] as const;
export type SearchSection = (typeof searchSections)[number];

export function isSearchSection(value: unknown): value is SearchSection {
  return typeof value === 'string' && (searchSections as readonly string[]).includes(value);
}

export const maxSearchTermLength = 100;
const maxCursorLength = 200;
/** WPGraphQL cursors are base64 (`arrayconnection:123`); URL-safe base64 is accepted too. */
const cursorPattern = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function isCursor(value: string): boolean {
  return value.length <= maxCursorLength && cursorPattern.test(value);
}

/** Trimmed, inner whitespace collapsed: "  a   b " and "a b" are one search (and one CDN entry). */
export function normalizeTerm(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export interface SearchCardIcon {
  id: string;
  name: string;
  url: string;
}

/** One result as the panel shows it: built and formatted on the server, plain data only. */
export interface SearchCard {
  id: string;
  kind: 'event' | 'artist' | 'news' | 'page' | 'about';
  title: string;
  slug: string;
  href: string;
  /** The placeholder image when the item has none. */
  image: { url: string; alt: string };
  icons: SearchCardIcon[];
  venue: string | null;
  /** Machine-readable start (`YYYY-MM-DDTHH:mm:ss`, festival time) for `<time dateTime>`. */
  dateTime: string | null;
  /** In the spec's formats: 'MMM d, yyyy' / 'd MMM, yyyy', and 'h:mm a'. */
  date: string | null;
  time: string | null;
  /** The event was rescheduled: show the 'New Date!' flag. */
  newDate: boolean;
}

export interface SearchSectionResults {
  items: SearchCard[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export type SearchResultSections = Record<SearchSection, SearchSectionResults>;

/** The answer to a search: all sections, and the GraphQL errors that came with them if any. */
export interface SearchResponse {
  term: string;
  sections: SearchResultSections;
  errors: string[];
}

/** The answer to a load more: the next page of one section. */
export interface LoadMoreResponse {
  term: string;
  section: SearchSection;
  results: SearchSectionResults;
  errors: string[];
}

/** No data at all: the messages to show in place of the heading. */
export interface SearchFailure {
  errors: string[];
}

export type SearchApiBody = SearchResponse | LoadMoreResponse | SearchFailure;

export interface SearchRequest {
  locale: Locale;
  term: string;
  /** With `after`: the load-more call of that section. */
  more: { section: SearchSection; after: string } | null;
}

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | { ok: false; message: string };

const knownParams = new Set(['q', 'lang', 'section', 'after']);

/**
 * Validates the search route's query string strictly: the CDN caches per URL, so anything the
 * route does not understand is refused rather than ignored.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearchRequest {
  for (const name of new Set(params.keys())) {
    if (!knownParams.has(name)) return { ok: false, message: `Unknown parameter "${name}"` };
    if (params.getAll(name).length > 1) return { ok: false, message: `Parameter "${name}" is given more than once` };
  }
  const locale = params.get('lang');
  if (!isLocale(locale)) return { ok: false, message: 'Parameter "lang" must be "en" or "fr"' };
  const term = normalizeTerm(params.get('q') ?? '');
  if (!term) return { ok: false, message: 'Parameter "q" must not be empty' };
  if (term.length > maxSearchTermLength) {
    return { ok: false, message: `Parameter "q" must be at most ${maxSearchTermLength} characters` };
  }
  const section = params.get('section');
  const after = params.get('after');
  if (section === null && after === null) return { ok: true, request: { locale, term, more: null } };
  if (!isSearchSection(section)) {
    return { ok: false, message: `Parameter "section" must be one of ${searchSections.join(', ')}` };
  }
  if (after === null || !isCursor(after)) return { ok: false, message: 'Parameter "after" must be a pagination cursor' };
  return { ok: true, request: { locale, term, more: { section, after } } };
}

/** The search route's URL for a request (what the island fetches; also a CDN cache key). */
export function searchApiUrl({ locale, term, more }: SearchRequest): string {
  const params = new URLSearchParams({ q: term, lang: locale });
  if (more) {
    params.set('section', more.section);
    params.set('after', more.after);
  }
  return `/api/search?${params.toString()}`;
}

import { type ContentType, type SearchSection, searchSections } from '@/i18n/content-types';
import { isLocale, type Locale } from '@/i18n/locales';

/**
 * What the browser, the search route (app/api/search) and the results page agree on: the
 * parameters, their limits, how they are read, and the JSON answered. No server-only imports,
 * so the search island can use it too.
 */

export { type SearchSection, searchSections };

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
  kind: ContentType;
  title: string;
  slug: string;
  href: string;
  /** The placeholder image when the item has none. */
  image: { url: string; alt: string };
  icons: SearchCardIcon[];
  venue: string | null;
  /** The venue's page; null without one (and for results that are not events). */
  venuePath: string | null;
  /** Machine-readable start (`YYYY-MM-DDTHH:mm:ss`, festival time) for `<time dateTime>`. */
  dateTime: string | null;
  /** In the spec's formats: 'MMM d, yyyy' / 'd MMM, yyyy', and 'h:mm a'. */
  date: string | null;
  time: string | null;
  /** The event was rescheduled: show the 'New Date!' flag. */
  newDate: boolean;
  /** The event is cancelled: the card says so (it is still found, for those who look for it). */
  cancelled: boolean;
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

/** Why a query string is not a search: each reader words it for its own audience. */
export type SearchRefusal =
  | { reason: 'empty-term' }
  | { reason: 'term-too-long' }
  | { reason: 'bad-parameter'; message: string };

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | ({ ok: false } & SearchRefusal);

const knownParams = new Set(['q', 'lang', 'section', 'after']);

/**
 * THE reading of a search query string, shared by the search route and the results page.
 *
 * - `api` (the route, `lang` in the query): strict. The CDN caches per URL, so anything the
 *   route does not understand is refused rather than ignored.
 * - `page` (the no-JavaScript results page, language from its URL): other parameters are ignored
 *   (links carry tracking tags) and a malformed section or cursor is dropped, so the visitor gets
 *   the first results instead of an error.
 */
export function parseSearchParams(
  params: URLSearchParams,
  mode: { kind: 'api' } | { kind: 'page'; locale: Locale } = { kind: 'api' },
): ParsedSearchRequest {
  const refuse = (message: string): ParsedSearchRequest => ({ ok: false, reason: 'bad-parameter', message });
  let locale: Locale;
  if (mode.kind === 'api') {
    for (const name of new Set(params.keys())) {
      if (!knownParams.has(name)) return refuse(`Unknown parameter "${name}"`);
      if (params.getAll(name).length > 1) return refuse(`Parameter "${name}" is given more than once`);
    }
    const lang = params.get('lang');
    if (!isLocale(lang)) return refuse('Parameter "lang" must be "en" or "fr"');
    locale = lang;
  } else {
    locale = mode.locale;
  }
  const term = normalizeTerm(params.get('q') ?? '');
  if (!term) return { ok: false, reason: 'empty-term' };
  if (term.length > maxSearchTermLength) return { ok: false, reason: 'term-too-long' };
  const section = params.get('section');
  const after = params.get('after');
  if (section === null && after === null) return { ok: true, request: { locale, term, more: null } };
  const validSection = isSearchSection(section);
  const validCursor = after !== null && isCursor(after);
  if (validSection && validCursor) return { ok: true, request: { locale, term, more: { section, after } } };
  if (mode.kind === 'page') return { ok: true, request: { locale, term, more: null } };
  if (!validSection) return refuse(`Parameter "section" must be one of ${searchSections.join(', ')}`);
  return refuse('Parameter "after" must be a pagination cursor');
}

/** The one-line message of a refusal, as the search route answers it. */
export function refusalMessage(refusal: SearchRefusal): string {
  switch (refusal.reason) {
    case 'empty-term':
      return 'Parameter "q" must not be empty';
    case 'term-too-long':
      return `Parameter "q" must be at most ${maxSearchTermLength} characters`;
    case 'bad-parameter':
      return refusal.message;
  }
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

import 'server-only';
import { loadMoreContent, searchContent } from '@/queries/search';
import { toSearchSections, toSectionResultsOf } from './search-cards';
import type { SearchApiBody, SearchRequest } from './search-contract';

export interface SearchAnswer {
  body: SearchApiBody;
  /** The content server gave no GraphQL answer (as opposed to an answer carrying errors). */
  unavailable: boolean;
}

/**
 * Runs one validated search request against the content server — the Search call, or the
 * load-more call of one section — and returns the cards. Shared by the search route (the panel)
 * and the results page (no JavaScript).
 */
export async function runSearch({ locale, term, more }: SearchRequest): Promise<SearchAnswer> {
  if (more) {
    const { data, errors, unavailable } = await loadMoreContent(locale, more.section, term, more.after);
    const body: SearchApiBody = data
      ? { term, section: more.section, results: toSectionResultsOf(locale, data), errors }
      : { errors };
    return { body, unavailable };
  }
  const { data, errors, unavailable } = await searchContent(locale, term);
  const body: SearchApiBody = data ? { term, sections: toSearchSections(locale, data), errors } : { errors };
  return { body, unavailable };
}

/**
 * WordPress's search, as `WP_Query` runs it (`parse_search`, `parse_search_order`):
 *
 * - Matching: every term must appear in the post's title, excerpt OR content, as MySQL's `LIKE`
 *   sees those columns: the RAW stored text, markup included (a search for `strong` finds a post
 *   whose content has `<strong>`), case- and accent-insensitive (`utf8mb4_unicode_ci`).
 * - Order, when the query names no `orderby`: relevance, then date (newest first). One term:
 *   posts whose title contains it first. Several: the whole phrase in the title (1), every term
 *   in the title (2), any term in the title (3), the phrase in the excerpt (4), in the content
 *   (5), the rest (6). The phrase ranks are skipped when the search has an excluded (`-`) term,
 *   the title ranks when it has more than six terms.
 */
import type { PostRecord } from '../store/types';
import { compareByDateDesc, type StoreIndex } from './store-index';
import { foldForSearch, parseSearchTerms, searchColumnsOf, type SearchColumns, type SearchTerms } from './text-format';

/** A `search` argument with at least one term (WordPress ignores an empty one). */
export function isSearch(search: string | null | undefined): boolean {
  const terms = parseSearchTerms(search ?? '');
  return terms.include.length > 0 || terms.exclude.length > 0;
}

/** Published posts' columns are indexed; a draft (an editor's search) is folded on the spot. */
export function searchColumnsIn(index: StoreIndex, record: PostRecord): SearchColumns {
  return index.searchColumns.get(record.databaseId) ?? searchColumnsOf(record);
}

/** The rank `parse_search_order` gives a post (lower first). */
export function relevanceRank(columns: SearchColumns, terms: SearchTerms, search: string): number {
  const titleTerms = terms.include;
  if (titleTerms.length === 0) return 6;
  if (titleTerms.length === 1) return columns.title.includes(titleTerms[0]!) ? 1 : 6;
  const phrase = /(?:\s|^)-/.test(search) ? null : foldForSearch(search);
  if (phrase && columns.title.includes(phrase)) return 1;
  if (titleTerms.length < 7) {
    if (titleTerms.every((term) => columns.title.includes(term))) return 2;
    if (titleTerms.some((term) => columns.title.includes(term))) return 3;
  }
  if (phrase && columns.excerpt.includes(phrase)) return 4;
  if (phrase && columns.content.includes(phrase)) return 5;
  return 6;
}

/** Relevance, then WordPress's default order (date, newest first; the id breaks ties). */
export function relevanceComparator(index: StoreIndex, search: string): (a: PostRecord, b: PostRecord) => number {
  const terms = parseSearchTerms(search);
  const ranks = new Map<number, number>();
  const rank = (record: PostRecord) => {
    let value = ranks.get(record.databaseId);
    if (value === undefined) {
      value = relevanceRank(searchColumnsIn(index, record), terms, search);
      ranks.set(record.databaseId, value);
    }
    return value;
  };
  return (a, b) => rank(a) - rank(b) || compareByDateDesc(a, b);
}

import { type SearchSection, searchSections } from '@/i18n/content-types';
import type { RankedSections } from './search-index';
import type { SearchCard, SearchResultSections, SearchSectionResults } from './search-contract';

/**
 * Results a page at a time, the same in the panel and on the server: the first five of each
 * section, then "load more" gives the rest of the section (at most 1,000 more). The cursor is an
 * offset in the section's ranked list, base64 like a WPGraphQL cursor (`b2Zmc2V0OjU=`).
 */
export const firstPageSize = 5;
export const morePageSize = 1000;

const cursorPrefix = 'offset:';

export function encodeCursor(offset: number): string {
  return btoa(`${cursorPrefix}${offset}`);
}

/** The offset a cursor names; null for a cursor this site did not write. */
export function decodeCursor(cursor: string): number | null {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (!text.startsWith(cursorPrefix)) return null;
  const offset = Number(text.slice(cursorPrefix.length));
  return Number.isSafeInteger(offset) && offset >= 0 ? offset : null;
}

/** The page of a section's ranked cards from `offset`. */
export function resultPage(cards: readonly SearchCard[], offset: number, size: number): SearchSectionResults {
  const end = Math.min(cards.length, offset + size);
  return { items: cards.slice(offset, end), endCursor: end < cards.length ? encodeCursor(end) : null, hasNextPage: end < cards.length };
}

/** The first page of every section. */
export function firstPages(ranked: RankedSections): SearchResultSections {
  return Object.fromEntries(searchSections.map((section) => [section, resultPage(ranked[section], 0, firstPageSize)])) as Record<SearchSection, SearchSectionResults>;
}

/** The page after `cursor` of one section (empty for a cursor past the end or not this site's). */
export function morePage(ranked: RankedSections, section: SearchSection, cursor: string): SearchSectionResults {
  const offset = decodeCursor(cursor);
  return offset === null ? { items: [], endCursor: null, hasNextPage: false } : resultPage(ranked[section], offset, morePageSize);
}

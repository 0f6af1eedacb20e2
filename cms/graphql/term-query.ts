/**
 * The `where` arguments of term connections (`categories`, `newsTypes`), applied as
 * WP_Term_Query + Polylang apply them. WPGraphQL's defaults: ordered by name, empty terms shown.
 */
import type { LanguageCode, TermRecord } from '../store/types';
import { paginate, type Connection, type PageArgs } from './connection';
import { toDatabaseId } from './ids';
import { selectLanguages, type LanguageFilter } from './languages';
import { compareTermsByName, termsOf, type StoreIndex, type Taxonomy } from './store-index';
import { foldForSearch } from './text-format';

type TermOrderby = 'COUNT' | 'NAME' | 'SLUG' | 'TERM_ID';
type StringList = readonly (string | null)[] | null | undefined;

export interface TermWhereArgs {
  exclude?: StringList;
  include?: StringList;
  hideEmpty?: boolean | null;
  language?: LanguageFilter | null;
  languages?: readonly LanguageCode[] | null;
  name?: StringList;
  slug?: StringList;
  order?: 'ASC' | 'DESC' | null;
  orderby?: TermOrderby | null;
  parent?: number | null;
  search?: string | null;
}

export type TermComparator = (a: TermRecord, b: TermRecord) => number;

function present(list: StringList): string[] {
  return (list ?? []).filter((v): v is string => v !== null);
}

function termIdSet(list: StringList): Set<number> {
  const ids = present(list).map((id) => toDatabaseId(id, 'term'));
  return new Set(ids.filter((id): id is number => id !== null));
}

export function termComparator(index: StoreIndex, where: TermWhereArgs): TermComparator {
  const countOf = (t: TermRecord) => index.termCounts.get(t.databaseId) ?? 0;
  const byField: Record<TermOrderby, TermComparator> = {
    NAME: compareTermsByName,
    SLUG: (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
    TERM_ID: (a, b) => a.databaseId - b.databaseId,
    COUNT: (a, b) => countOf(a) - countOf(b),
  };
  const compare = byField[where.orderby ?? 'NAME'];
  const direction = where.order === 'DESC' ? -1 : 1;
  return (a, b) => direction * compare(a, b) || a.databaseId - b.databaseId;
}

export function queryTerms(index: StoreIndex, taxonomy: Taxonomy, where: TermWhereArgs = {}): TermRecord[] {
  const languages = selectLanguages(where.language, where.languages);
  const candidates = termsOf(index, taxonomy, languages.length === 1 ? (languages[0] ?? 'ALL') : 'ALL');
  const filters: ((t: TermRecord) => boolean)[] = [];
  const slugs = present(where.slug);
  if (slugs.length > 0) filters.push((t) => slugs.includes(t.slug));
  const names = present(where.name).map(foldForSearch);
  if (names.length > 0) filters.push((t) => names.includes(foldForSearch(t.name)));
  if (present(where.include).length > 0) {
    const included = termIdSet(where.include);
    filters.push((t) => included.has(t.databaseId));
  }
  if (present(where.exclude).length > 0) {
    const excluded = termIdSet(where.exclude);
    filters.push((t) => !excluded.has(t.databaseId));
  }
  if (where.hideEmpty) filters.push((t) => (index.termCounts.get(t.databaseId) ?? 0) > 0);
  if (typeof where.parent === 'number') filters.push((t) => (t.parentId ?? 0) === where.parent);
  const search = foldForSearch(where.search?.trim() ?? '');
  // WP_Term_Query's `search`: name or slug contains the text.
  if (search) filters.push((t) => foldForSearch(t.name).includes(search) || t.slug.includes(search));
  const matching = candidates.filter((t) => filters.every((f) => f(t)));
  const isDefaultOrder = (where.orderby ?? 'NAME') === 'NAME' && where.order !== 'DESC';
  return isDefaultOrder ? matching : matching.sort(termComparator(index, where));
}

export function paginateTerms(
  index: StoreIndex,
  items: readonly TermRecord[],
  args: PageArgs,
  compare: TermComparator = compareTermsByName,
): Connection<TermRecord> {
  return paginate(items, args, {
    idOf: (t) => t.databaseId,
    positionOfMissing: (databaseId) => {
      const cursorTerm = index.termById.get(databaseId);
      if (!cursorTerm) return undefined;
      const position = items.findIndex((t) => compare(t, cursorTerm) > 0);
      return position === -1 ? items.length : position;
    },
  });
}

export function termConnection(
  index: StoreIndex,
  taxonomy: Taxonomy,
  args: PageArgs & { where?: TermWhereArgs | null },
): Connection<TermRecord> {
  const where = args.where ?? {};
  return paginateTerms(index, queryTerms(index, taxonomy, where), args, termComparator(index, where));
}

/** The terms a post links to, in WordPress's default term order (name). */
export function termsOfPost(index: StoreIndex, ids: readonly number[], args: PageArgs): Connection<TermRecord> {
  const terms = ids
    .map((id) => index.termById.get(id))
    .filter((t): t is TermRecord => t !== undefined)
    .sort(compareTermsByName);
  return paginateTerms(index, terms, args);
}

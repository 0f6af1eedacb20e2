/**
 * The `where` arguments of post-type connections (`events`, `artists`, `posts`, `pages`, `venues`,
 * `popCategories`), applied as WP_Query + Polylang apply them, over the store index.
 */
import type { LanguageCode, PostRecord, PostStatus, PostType } from '../store/types';
import { paginate, type Connection, type PageArgs } from './connection';
import type { ResolverContext } from './context';
import { toDatabaseId } from './ids';
import { selectLanguages, type LanguageFilter } from './languages';
import { compareByDateDesc, publishedPostsOf, type StoreIndex } from './store-index';
import { isSearch, relevanceComparator, searchColumnsIn } from './search-order';
import { foldForSearch, matchesSearch, parseSearchTerms } from './text-format';

type PostStatusValue = 'DRAFT' | 'FUTURE' | 'PENDING' | 'PRIVATE' | 'PUBLISH' | 'TRASH';
type OrderbyField = 'DATE' | 'IN' | 'MENU_ORDER' | 'MODIFIED' | 'NAME_IN' | 'SLUG' | 'TITLE';

/** `ID` inputs reach resolvers as strings; list items may be null in GraphQL. */
type IdList = readonly (string | null)[] | null | undefined;

export interface PostWhereArgs {
  id?: number | null;
  in?: IdList;
  notIn?: IdList;
  language?: LanguageFilter | null;
  languages?: readonly LanguageCode[] | null;
  name?: string | null;
  nameIn?: readonly (string | null)[] | null;
  orderby?: readonly ({ field: OrderbyField; order: 'ASC' | 'DESC' } | null)[] | null;
  search?: string | null;
  status?: PostStatusValue | null;
  stati?: readonly (PostStatusValue | null)[] | null;
  title?: string | null;
  categoryId?: number | null;
  categoryIn?: IdList;
  categoryName?: string | null;
  categoryNotIn?: IdList;
  parent?: string | null;
  parentIn?: IdList;
  parentNotIn?: IdList;
}

export type PostComparator = (a: PostRecord, b: PostRecord) => number;
type PostFilter = (record: PostRecord) => boolean;

const titleCollator = new Intl.Collator('en', { sensitivity: 'base' });

function idSet(ids: IdList, kind: 'post' | 'term'): Set<number> {
  const result = new Set<number>();
  for (const id of ids ?? []) {
    const databaseId = id === null ? null : toDatabaseId(id, kind);
    if (databaseId !== null) result.add(databaseId);
  }
  return result;
}

/** `sanitize_title_for_query`, enough for the store's ASCII slugs. */
function toSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Anonymous requests only ever see published posts: any other requested status selects nothing
 * (WPGraphQL hides non-public statuses from users without edit rights).
 */
function asksOnlyPublished(where: PostWhereArgs): boolean {
  if (where.status && where.status !== 'PUBLISH') return false;
  if (where.stati && where.stati.length > 0 && !where.stati.includes('PUBLISH')) return false;
  return true;
}

const STORE_STATUS: Record<PostStatusValue, PostStatus> = {
  PUBLISH: 'publish',
  DRAFT: 'draft',
  PENDING: 'pending',
  PRIVATE: 'private',
  FUTURE: 'future',
  TRASH: 'trash',
};

/**
 * The statuses an authenticated editor asked for (`status` and `stati`; PUBLISH when neither, as
 * WPGraphQL defaults to it), as stored.
 */
function requestedStatuses(where: PostWhereArgs): Set<PostStatus> {
  const asked = [where.status, ...(where.stati ?? [])].filter((s): s is PostStatusValue => Boolean(s));
  const statuses = new Set<PostStatus>();
  for (const status of asked.length > 0 ? asked : (['PUBLISH'] as const)) {
    const stored = STORE_STATUS[status];
    if (stored) statuses.add(stored);
  }
  return statuses;
}

/** Category ids plus all their descendants, as WordPress's `cat` / `category_name` include children. */
function withDescendants(index: StoreIndex, ids: Iterable<number>): Set<number> {
  const result = new Set<number>();
  const queue = [...ids];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (result.has(id)) continue;
    result.add(id);
    for (const child of index.termChildren.get(id) ?? []) queue.push(child.databaseId);
  }
  return result;
}

function categoryFilters(index: StoreIndex, where: PostWhereArgs): PostFilter[] {
  const filters: PostFilter[] = [];
  const hasAny = (wanted: Set<number>) => (r: PostRecord) => r.categoryIds.some((id) => wanted.has(id));
  if (where.categoryName) {
    // `a,b` selects posts in any of the categories, `a+b` posts in all of them.
    const groups = where.categoryName.includes('+') ? where.categoryName.split('+') : [where.categoryName];
    for (const group of groups) {
      const slugs = new Set(group.split(',').map(toSlug));
      const terms = (index.termsByTaxonomy.get('category:ALL') ?? []).filter((t) => slugs.has(t.slug));
      filters.push(hasAny(withDescendants(index, terms.map((t) => t.databaseId))));
    }
  }
  if (typeof where.categoryId === 'number') filters.push(hasAny(withDescendants(index, [where.categoryId])));
  if (where.categoryIn && where.categoryIn.length > 0) filters.push(hasAny(idSet(where.categoryIn, 'term')));
  if (where.categoryNotIn && where.categoryNotIn.length > 0) {
    const excluded = idSet(where.categoryNotIn, 'term');
    filters.push((r) => !r.categoryIds.some((id) => excluded.has(id)));
  }
  return filters;
}

function parentFilters(where: PostWhereArgs): PostFilter[] {
  const parentOf = (r: PostRecord) => (r.postType === 'page' ? (r.parentId ?? 0) : 0);
  const filters: PostFilter[] = [];
  if (where.parent !== undefined && where.parent !== null) {
    const parent = toDatabaseId(where.parent, 'post');
    filters.push((r) => parent !== null && parentOf(r) === parent);
  }
  if (where.parentIn && where.parentIn.length > 0) {
    const parents = idSet(where.parentIn, 'post');
    filters.push((r) => parents.has(parentOf(r)));
  }
  if (where.parentNotIn && where.parentNotIn.length > 0) {
    const parents = idSet(where.parentNotIn, 'post');
    filters.push((r) => !parents.has(parentOf(r)));
  }
  return filters;
}

function buildFilters(index: StoreIndex, where: PostWhereArgs): PostFilter[] {
  const filters: PostFilter[] = [];
  if (typeof where.id === 'number') filters.push((r) => r.databaseId === where.id);
  // WPGraphQL turns an empty `in` into "nothing" (WP_Query alone would ignore it).
  if (where.in) {
    const ids = idSet(where.in, 'post');
    filters.push((r) => ids.has(r.databaseId));
  }
  if (where.notIn && where.notIn.length > 0) {
    const ids = idSet(where.notIn, 'post');
    filters.push((r) => !ids.has(r.databaseId));
  }
  if (where.nameIn) {
    const slugs = new Set(where.nameIn.filter((s): s is string => s !== null).map(toSlug));
    filters.push((r) => slugs.has(r.slug));
  }
  if (where.title !== undefined && where.title !== null) {
    const title = foldForSearch(where.title);
    filters.push((r) => foldForSearch(r.title) === title);
  }
  const terms = parseSearchTerms(where.search ?? '');
  if (terms.include.length > 0 || terms.exclude.length > 0) {
    filters.push((r) => matchesSearch(searchColumnsIn(index, r), terms));
  }
  return [...filters, ...categoryFilters(index, where), ...parentFilters(where)];
}

function positions<T>(values: readonly T[]): Map<T, number> {
  return new Map(values.map((value, i) => [value, i]));
}

function fieldComparator(field: OrderbyField, where: PostWhereArgs): PostComparator {
  switch (field) {
    case 'DATE':
      return (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
    case 'MODIFIED':
      return (a, b) => (a.modified < b.modified ? -1 : a.modified > b.modified ? 1 : 0);
    case 'TITLE':
      return (a, b) => titleCollator.compare(a.title, b.title);
    case 'SLUG':
      return (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    case 'IN': {
      const position = positions([...idSet(where.in, 'post')]);
      return (a, b) => (position.get(a.databaseId) ?? 0) - (position.get(b.databaseId) ?? 0);
    }
    case 'NAME_IN': {
      const position = positions((where.nameIn ?? []).filter((s): s is string => s !== null).map(toSlug));
      return (a, b) => (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0);
    }
    case 'MENU_ORDER':
      // The store holds no menu_order: every post has WordPress's default 0.
      return () => 0;
  }
}

/**
 * The `orderby` list, then the newest id first to break ties (as the reference answers). A
 * search without `orderby` is ordered by relevance, as WordPress does (search-order.ts).
 */
export function postComparator(where: PostWhereArgs, index?: StoreIndex): PostComparator {
  const clauses = (where.orderby ?? []).filter((c) => c !== null);
  if (clauses.length === 0 && index && isSearch(where.search)) return relevanceComparator(index, where.search ?? '');
  if (clauses.length === 0) return compareByDateDesc;
  const comparators = clauses.map((clause) => {
    const compare = fieldComparator(clause.field, where);
    return clause.order === 'DESC' ? (a: PostRecord, b: PostRecord) => compare(b, a) : compare;
  });
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return b.databaseId - a.databaseId;
  };
}

/**
 * An authenticated editor's candidates: posts of the asked statuses (drafts included when asked),
 * newest first. Only editors' requests scan the store; public ones use the published indexes.
 */
function editorCandidates(
  index: StoreIndex,
  postType: PostType,
  where: PostWhereArgs,
  languages: readonly LanguageCode[],
): readonly PostRecord[] | null {
  const statuses = requestedStatuses(where);
  if (statuses.size === 1 && statuses.has('publish')) return null;
  const matches = (r: PostRecord) => statuses.has(r.status) && languages.includes(r.language);
  if (where.name !== undefined && where.name !== null) {
    return (index.anyBySlug.get(`${postType}:${toSlug(where.name)}`) ?? []).filter(matches);
  }
  return index.store.posts.filter((r) => r.postType === postType && matches(r)).sort(compareByDateDesc);
}

/**
 * The posts of a type matching `where`, in the requested order: published ones, plus drafts when
 * an authenticated editor asks for them by status.
 */
export function queryPosts(
  index: StoreIndex,
  postType: PostType,
  where: PostWhereArgs = {},
  viewer: ResolverContext['viewer'] = null,
): readonly PostRecord[] {
  const languages = selectLanguages(where.language, where.languages);
  const forEditor = viewer ? editorCandidates(index, postType, where, languages) : null;
  if (!viewer && !asksOnlyPublished(where)) return [];
  let candidates: readonly PostRecord[];
  if (forEditor) {
    candidates = forEditor;
  } else if (viewer && requestedStatuses(where).size === 0) {
    candidates = [];
  } else if (where.name !== undefined && where.name !== null) {
    // Slug lookups go through the slug index rather than a scan.
    const bySlug = index.publishedBySlug.get(`${postType}:${toSlug(where.name)}`) ?? [];
    candidates = bySlug.filter((r) => languages.includes(r.language)).sort(compareByDateDesc);
  } else {
    candidates = publishedPostsOf(index, postType, languages.length === 1 ? (languages[0] ?? 'ALL') : 'ALL');
  }
  const filters = buildFilters(index, where);
  const matching = filters.length > 0 ? candidates.filter((r) => filters.every((f) => f(r))) : candidates;
  // The indexed lists are already in the default order; only a custom orderby or a search sorts (a copy).
  return where.orderby?.some((c) => c !== null) || isSearch(where.search) ? [...matching].sort(postComparator(where, index)) : matching;
}

/** Paginates an ordered list of posts; a cursor on a post outside the list keeps its sort place. */
export function paginatePosts(
  index: StoreIndex,
  items: readonly PostRecord[],
  args: PageArgs,
  compare: PostComparator = compareByDateDesc,
): Connection<PostRecord> {
  return paginate(items, args, {
    idOf: (r) => r.databaseId,
    positionOfMissing: (databaseId) => {
      const cursorRecord = index.postById.get(databaseId);
      if (!cursorRecord) return undefined;
      const position = items.findIndex((r) => compare(r, cursorRecord) > 0);
      return position === -1 ? items.length : position;
    },
  });
}

export function postConnection(
  ctx: Pick<ResolverContext, 'index' | 'viewer'>,
  postType: PostType,
  args: PageArgs & { where?: PostWhereArgs | null },
): Connection<PostRecord> {
  const where = args.where ?? {};
  return paginatePosts(ctx.index, queryPosts(ctx.index, postType, where, ctx.viewer), args, postComparator(where, ctx.index));
}

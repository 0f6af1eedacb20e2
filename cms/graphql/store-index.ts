/**
 * Lookup tables over a `ContentStore`, built once per store so resolvers never scan the whole
 * store per field: records by id, published lists per post type and language already in
 * WordPress's default order, slugs, permalinks, translations, term counts, menus.
 */
import type {
  ContentStore,
  LanguageCode,
  MediaRecord,
  MenuItemRecord,
  MenuLocation,
  MenuRecord,
  PageRecord,
  PostRecord,
  PostType,
  RevisionRecord,
  TermRecord,
  UserRecord,
} from '../store/types';
import { LANGUAGE_CODES } from './languages';
import { searchColumnsOf, type SearchColumns } from './text-format';
import { postUri, termUri } from './uris';

export type Taxonomy = TermRecord['taxonomy'];
export type LanguageKey = LanguageCode | 'ALL';
export type UriTarget = { kind: 'post'; record: PostRecord } | { kind: 'term'; record: TermRecord };

export interface StoreIndex {
  readonly store: ContentStore;
  /** Every post record, drafts included (translations must know a draft exists to hide it). */
  readonly postById: ReadonlyMap<number, PostRecord>;
  readonly termById: ReadonlyMap<number, TermRecord>;
  readonly mediaById: ReadonlyMap<number, MediaRecord>;
  readonly mediaByFile: ReadonlyMap<string, MediaRecord>;
  readonly userById: ReadonlyMap<number, UserRecord>;
  readonly menuById: ReadonlyMap<number, MenuRecord>;
  /** Menus ordered by name, as WordPress's term query returns them. */
  readonly menus: readonly MenuRecord[];
  /** Visible menu items (see `isVisibleMenuItem`) by id, per menu and per parent, by `order`. */
  readonly menuItemById: ReadonlyMap<number, MenuItemRecord>;
  readonly menuItemsByMenu: ReadonlyMap<number, readonly MenuItemRecord[]>;
  readonly menuItemsByParent: ReadonlyMap<number, readonly MenuItemRecord[]>;
  readonly uriByPostId: ReadonlyMap<number, string>;
  readonly uriByTermId: ReadonlyMap<number, string>;
  readonly nodeByUri: ReadonlyMap<string, UriTarget>;
  /** Published posts of a type (`event:FR`, `event:ALL`), date DESC then id DESC. */
  readonly publishedByType: ReadonlyMap<string, readonly PostRecord[]>;
  /** Published posts by `type:slug` (one per language at most). */
  readonly publishedBySlug: ReadonlyMap<string, readonly PostRecord[]>;
  /** Every post by `type:slug`, drafts included (what an authenticated editor may look up). */
  readonly anyBySlug: ReadonlyMap<string, readonly PostRecord[]>;
  /** The newest pending revision of each post that has one, by the post's id. */
  readonly latestRevisionByParent: ReadonlyMap<number, RevisionRecord>;
  readonly publishedPageChildren: ReadonlyMap<number, readonly PageRecord[]>;
  readonly postTranslations: ReadonlyMap<string, readonly PostRecord[]>;
  readonly termTranslations: ReadonlyMap<string, readonly TermRecord[]>;
  /** Terms of a taxonomy (`category:FR`, `category:ALL`), name ASC then id ASC. */
  readonly termsByTaxonomy: ReadonlyMap<string, readonly TermRecord[]>;
  /** Published posts per term id (WordPress's `count`; absent = 0). */
  readonly termCounts: ReadonlyMap<number, number>;
  readonly termChildren: ReadonlyMap<number, readonly TermRecord[]>;
  /** Folded raw title, excerpt and content of published posts, for `search` (text-format.ts). */
  readonly searchColumns: ReadonlyMap<number, SearchColumns>;
}

export function isPublished(record: PostRecord): boolean {
  return record.status === 'publish';
}

/** WordPress's default post order: newest first; the id breaks ties (newest id first). */
export function compareByDateDesc(a: PostRecord, b: PostRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.databaseId - a.databaseId;
}

const termNameCollator = new Intl.Collator('en', { sensitivity: 'base' });

export function compareTermsByName(a: TermRecord, b: TermRecord): number {
  return termNameCollator.compare(a.name, b.name) || a.databaseId - b.databaseId;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function byId<T extends { databaseId: number }>(records: readonly T[]): Map<number, T> {
  return new Map(records.map((r) => [r.databaseId, r]));
}

function indexPosts(store: ContentStore, postById: ReadonlyMap<number, PostRecord>) {
  const published = store.posts.filter(isPublished).sort(compareByDateDesc);
  const publishedByType = new Map<string, PostRecord[]>();
  const publishedBySlug = new Map<string, PostRecord[]>();
  const publishedPageChildren = new Map<number, PageRecord[]>();
  const searchColumns = new Map<number, SearchColumns>();
  for (const record of published) {
    push(publishedByType, `${record.postType}:${record.language}`, record);
    push(publishedByType, `${record.postType}:ALL`, record);
    push(publishedBySlug, `${record.postType}:${record.slug}`, record);
    if (record.postType === 'page' && record.parentId !== null) {
      push(publishedPageChildren, record.parentId, record);
    }
    searchColumns.set(record.databaseId, searchColumnsOf(record));
  }
  for (const list of publishedBySlug.values()) {
    list.sort((a, b) => LANGUAGE_CODES.indexOf(a.language) - LANGUAGE_CODES.indexOf(b.language));
  }
  const anyBySlug = new Map<string, PostRecord[]>();
  for (const record of [...store.posts].sort(compareByDateDesc)) push(anyBySlug, `${record.postType}:${record.slug}`, record);
  const uriByPostId = new Map(store.posts.map((r) => [r.databaseId, postUri(r, postById)]));
  const postTranslations = new Map<string, PostRecord[]>();
  for (const record of store.posts) push(postTranslations, record.translationGroup, record);
  return { published, publishedByType, publishedBySlug, anyBySlug, publishedPageChildren, searchColumns, uriByPostId, postTranslations };
}

function indexTerms(store: ContentStore, termById: ReadonlyMap<number, TermRecord>) {
  const termsByTaxonomy = new Map<string, TermRecord[]>();
  const termTranslations = new Map<string, TermRecord[]>();
  const termChildren = new Map<number, TermRecord[]>();
  for (const term of [...store.terms].sort(compareTermsByName)) {
    push(termsByTaxonomy, `${term.taxonomy}:${term.language}`, term);
    push(termsByTaxonomy, `${term.taxonomy}:ALL`, term);
    push(termTranslations, term.translationGroup, term);
    if (term.parentId !== null) push(termChildren, term.parentId, term);
  }
  const uriByTermId = new Map(store.terms.map((t) => [t.databaseId, termUri(t, termById)]));
  return { termsByTaxonomy, termTranslations, termChildren, uriByTermId };
}

function countTerms(published: readonly PostRecord[]): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const record of published) {
    record.categoryIds.forEach(add);
    if (record.postType === 'post') record.newsTypeIds.forEach(add);
  }
  return counts;
}

/**
 * WordPress drops a menu item whose linked post is not published (`_invalid` in
 * `wp_setup_nav_menu_item`), so a draft never leaks through a menu link.
 */
function isVisibleMenuItem(item: MenuItemRecord, index: Pick<StoreIndex, 'postById' | 'termById'>): boolean {
  const target = item.connectedNode;
  if (!target) return true;
  if (target.kind === 'term') return index.termById.has(target.databaseId);
  const record = index.postById.get(target.databaseId);
  return record !== undefined && isPublished(record);
}

function indexMenus(store: ContentStore, lookups: Pick<StoreIndex, 'postById' | 'termById'>) {
  const byOrder = (a: MenuItemRecord, b: MenuItemRecord) => a.order - b.order || a.databaseId - b.databaseId;
  const visible = store.menuItems.filter((item) => isVisibleMenuItem(item, lookups)).sort(byOrder);
  const menuItemsByMenu = new Map<number, MenuItemRecord[]>();
  const menuItemsByParent = new Map<number, MenuItemRecord[]>();
  for (const item of visible) {
    push(menuItemsByMenu, item.menuId, item);
    if (item.parentId !== null) push(menuItemsByParent, item.parentId, item);
  }
  const menus = [...store.menus].sort(
    (a, b) => termNameCollator.compare(a.name, b.name) || a.databaseId - b.databaseId,
  );
  return { menus, menuItemById: byId(visible), menuItemsByMenu, menuItemsByParent };
}

function indexUris(
  published: readonly PostRecord[],
  terms: readonly TermRecord[],
  uriByPostId: ReadonlyMap<number, string>,
  uriByTermId: ReadonlyMap<number, string>,
): Map<string, UriTarget> {
  const nodeByUri = new Map<string, UriTarget>();
  for (const term of terms) {
    nodeByUri.set(uriByTermId.get(term.databaseId) ?? '', { kind: 'term', record: term });
  }
  // WordPress resolves `/{slug}/` to a page before a news post: pages go in last and win.
  const pagesLast = [...published].sort((a, b) => Number(a.postType === 'page') - Number(b.postType === 'page'));
  for (const record of pagesLast) {
    nodeByUri.set(uriByPostId.get(record.databaseId) ?? '', { kind: 'post', record });
  }
  return nodeByUri;
}

/** WordPress previews the newest revision (`wp_get_post_revisions`, newest first). */
function indexRevisions(revisions: readonly RevisionRecord[]): Map<number, RevisionRecord> {
  const latest = new Map<number, RevisionRecord>();
  for (const revision of revisions) {
    const current = latest.get(revision.parentId);
    const newer = !current || revision.modified > current.modified ||
      (revision.modified === current.modified && revision.databaseId > current.databaseId);
    if (newer) latest.set(revision.parentId, revision);
  }
  return latest;
}

export function buildStoreIndex(store: ContentStore): StoreIndex {
  const postById = byId(store.posts);
  const termById = byId(store.terms);
  const posts = indexPosts(store, postById);
  const terms = indexTerms(store, termById);
  return {
    store,
    postById,
    termById,
    mediaById: byId(store.media),
    mediaByFile: new Map(store.media.map((m) => [m.file, m])),
    userById: byId(store.users),
    menuById: byId(store.menus),
    ...indexMenus(store, { postById, termById }),
    uriByPostId: posts.uriByPostId,
    uriByTermId: terms.uriByTermId,
    nodeByUri: indexUris(posts.published, store.terms, posts.uriByPostId, terms.uriByTermId),
    publishedByType: posts.publishedByType,
    publishedBySlug: posts.publishedBySlug,
    anyBySlug: posts.anyBySlug,
    latestRevisionByParent: indexRevisions(store.revisions ?? []),
    publishedPageChildren: posts.publishedPageChildren,
    postTranslations: posts.postTranslations,
    termTranslations: terms.termTranslations,
    termsByTaxonomy: terms.termsByTaxonomy,
    termCounts: countTerms(posts.published),
    termChildren: terms.termChildren,
    searchColumns: posts.searchColumns,
  };
}

export function publishedPostsOf(index: StoreIndex, postType: PostType, key: LanguageKey): readonly PostRecord[] {
  return index.publishedByType.get(`${postType}:${key}`) ?? [];
}

export function termsOf(index: StoreIndex, taxonomy: Taxonomy, key: LanguageKey): readonly TermRecord[] {
  return index.termsByTaxonomy.get(`${taxonomy}:${key}`) ?? [];
}

export function menuByLocation(index: StoreIndex, location: MenuLocation): MenuRecord | undefined {
  return index.menus.find((menu) => menu.location === location);
}

/**
 * What every resolver receives: the indexed store of this request and the public base URL the
 * content server answers on (permalinks, menu URLs and media URLs are absolute on it).
 */
import { servedTypeOfPostType } from '../content-types';
import type { LanguageCode, MediaRecord, MenuItemRecord, MenuRecord, PostRecord, TermRecord, UserRecord } from '../store/types';
import type { StoreIndex } from './store-index';

/** The user an authenticated request acts as (an editor: may read drafts and revisions). */
export interface Viewer {
  databaseId: number;
  slug: string;
}

export interface ResolverContext {
  index: StoreIndex;
  /** Origin without trailing slash, e.g. `http://localhost:4000`. */
  publicUrl: string;
  /** Null or absent for anonymous requests, which see published content only. */
  viewer?: Viewer | null;
}

/**
 * Whether a post is visible to this request: published posts to everyone, drafts to an
 * authenticated editor (WPGraphQL's model layer: `edit_posts` / `edit_others_posts`).
 */
export function canSee(ctx: Pick<ResolverContext, 'viewer'>, record: PostRecord): boolean {
  return record.status === 'publish' || Boolean(ctx.viewer);
}

/**
 * A media item as seen from the node that links to it: WordPress media carries one alt text per
 * language and the linking node's language picks it.
 */
export interface MediaNode {
  media: MediaRecord;
  language: LanguageCode;
}

/**
 * A resolver with its own source and argument types. `never` parameters make any such function
 * assignable here (parameters are contravariant), so each resolver keeps precise types.
 */
export type FieldResolver = (source: never, args: never, context: ResolverContext) => unknown;
export type TypeResolvers = Record<string, FieldResolver>;
export type ResolverMap = Record<string, TypeResolvers>;

export type GraphQLNodeSource = PostRecord | TermRecord | MediaNode | MenuRecord | MenuItemRecord | UserRecord;

/** The GraphQL object type of a source value, for interfaces (`Node`, `ContentNode`, …). */
export function graphqlTypeName(value: GraphQLNodeSource): string {
  if ('postType' in value) return servedTypeOfPostType(value.postType).graphql.type;
  if ('taxonomy' in value) return value.taxonomy === 'category' ? 'Category' : 'NewsType';
  if ('media' in value) return 'MediaItem';
  if ('menuId' in value) return 'MenuItem';
  if ('location' in value) return 'Menu';
  return 'User';
}

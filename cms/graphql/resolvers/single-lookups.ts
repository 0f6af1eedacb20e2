/**
 * Single-node entry points (`event(id, idType)`, `category(…)`, `menu(…)`, `nodeByUri`, `node`)
 * with WPGraphQL's id types. Drafts and unknown ids resolve to null.
 */
import { GraphQLError } from 'graphql';
import type { MenuItemRecord, MenuRecord, PostRecord, PostType, TermRecord } from '../../store/types';
import { canSee, type GraphQLNodeSource, type MediaNode, type ResolverContext } from '../context';
import { fromGlobalId } from '../ids';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../languages';
import { termsOf, type Taxonomy, type UriTarget } from '../store-index';
import { normalizeUri } from '../uris';
import { UPLOADS_PATH } from './media-users';

export type PostIdType = 'ID' | 'DATABASE_ID' | 'SLUG' | 'URI';
export type TermIdType = 'ID' | 'DATABASE_ID' | 'NAME' | 'SLUG' | 'URI';
export type MenuIdType = 'ID' | 'DATABASE_ID' | 'LOCATION' | 'NAME' | 'SLUG';
export type MediaIdType = 'ID' | 'DATABASE_ID' | 'SOURCE_URL';

export interface LookupArgs<IdType extends string> {
  id: string;
  idType?: IdType | null;
}

export interface PostLookupArgs extends LookupArgs<PostIdType> {
  asPreview?: boolean | null;
}

/** WPGraphQL's answer to an `ID` lookup whose value is not a global id. */
function invalidGlobalId(): GraphQLError {
  return new GraphQLError('The ID input is invalid. Make sure you set the proper idType for your input.');
}

function globalDatabaseId(id: string, kind: 'post' | 'term'): number | null {
  const global = fromGlobalId(id);
  if (!global) throw invalidGlobalId();
  return global.kind === kind ? global.databaseId : null;
}

function numericId(id: string): number | null {
  return /^\d+$/.test(id.trim()) ? Number(id.trim()) : null;
}

export function lookupUri(ctx: ResolverContext, uri: string): UriTarget | null {
  const path = normalizeUri(uri, ctx.publicUrl);
  if (!path) return null;
  return ctx.index.nodeByUri.get(path) ?? ctx.index.nodeByUri.get(path.toLowerCase()) ?? null;
}

export function findPost(ctx: ResolverContext, postType: PostType, args: LookupArgs<PostIdType>): PostRecord | null {
  const { index } = ctx;
  let record: PostRecord | undefined;
  switch (args.idType ?? 'ID') {
    case 'ID':
    case 'DATABASE_ID': {
      const databaseId = args.idType === 'DATABASE_ID' ? numericId(args.id) : globalDatabaseId(args.id, 'post');
      record = databaseId === null ? undefined : index.postById.get(databaseId);
      break;
    }
    case 'SLUG': {
      // Slugs are unique per post type across languages (Polylang free); English first otherwise.
      const key = `${postType}:${args.id.trim().toLowerCase()}`;
      record = (ctx.viewer ? index.anyBySlug : index.publishedBySlug).get(key)?.[0];
      break;
    }
    case 'URI': {
      const target = lookupUri(ctx, args.id);
      record = target?.kind === 'post' ? target.record : undefined;
      break;
    }
  }
  return record && record.postType === postType && canSee(ctx, record) ? record : null;
}

/**
 * WPGraphQL's `asPreview: true`: the newest revision of the post instead of the post (the post
 * itself when it has none). A revision is private: anonymous requests get null for it.
 */
export function findPostOrPreview(ctx: ResolverContext, postType: PostType, args: PostLookupArgs): PostRecord | null {
  const record = findPost(ctx, postType, args);
  if (!record || !args.asPreview) return record;
  const revision = ctx.index.latestRevisionByParent.get(record.databaseId);
  if (!revision) return record;
  if (!ctx.viewer) return null;
  return {
    ...record,
    databaseId: revision.databaseId,
    slug: `${record.databaseId}-autosave-v1`,
    status: 'inherit',
    title: revision.title,
    content: revision.content,
    excerpt: revision.excerpt ?? record.excerpt,
    modified: revision.modified,
  };
}

/** A term by name or slug: English first when both languages share it. */
function findTermBy(ctx: ResolverContext, taxonomy: Taxonomy, matches: (t: TermRecord) => boolean) {
  for (const language of LANGUAGE_CODES) {
    const term = termsOf(ctx.index, taxonomy, language).find(matches);
    if (term) return term;
  }
  return undefined;
}

export function findTerm(ctx: ResolverContext, taxonomy: Taxonomy, args: LookupArgs<TermIdType>): TermRecord | null {
  let term: TermRecord | undefined;
  switch (args.idType ?? 'ID') {
    case 'ID':
    case 'DATABASE_ID': {
      const databaseId = args.idType === 'DATABASE_ID' ? numericId(args.id) : globalDatabaseId(args.id, 'term');
      term = databaseId === null ? undefined : ctx.index.termById.get(databaseId);
      break;
    }
    case 'NAME':
      term = findTermBy(ctx, taxonomy, (t) => t.name === args.id);
      break;
    case 'SLUG':
      term = findTermBy(ctx, taxonomy, (t) => t.slug === args.id);
      break;
    case 'URI': {
      const target = lookupUri(ctx, args.id);
      term = target?.kind === 'term' ? target.record : undefined;
      break;
    }
  }
  return term && term.taxonomy === taxonomy ? term : null;
}

export function findMenu(ctx: ResolverContext, args: LookupArgs<MenuIdType>): MenuRecord | null {
  const { menus } = ctx.index;
  switch (args.idType ?? 'ID') {
    case 'ID': {
      const databaseId = globalDatabaseId(args.id, 'term');
      return databaseId === null ? null : (ctx.index.menuById.get(databaseId) ?? null);
    }
    case 'DATABASE_ID':
      return ctx.index.menuById.get(numericId(args.id) ?? -1) ?? null;
    case 'LOCATION':
      return menus.find((m) => m.location.toLowerCase() === args.id.trim().toLowerCase()) ?? null;
    case 'NAME':
      return menus.find((m) => m.name === args.id) ?? null;
    case 'SLUG':
      return menus.find((m) => m.slug === args.id) ?? null;
  }
}

export function findMenuItem(ctx: ResolverContext, args: LookupArgs<'ID' | 'DATABASE_ID'>): MenuItemRecord | null {
  const databaseId = args.idType === 'DATABASE_ID' ? numericId(args.id) : globalDatabaseId(args.id, 'post');
  return databaseId === null ? null : (ctx.index.menuItemById.get(databaseId) ?? null);
}

/** A media item looked up directly has no linking node: its alt text is the default language's. */
export function findMedia(ctx: ResolverContext, args: LookupArgs<MediaIdType>): MediaNode | null {
  let databaseId: number | null = null;
  if (args.idType === 'SOURCE_URL') {
    const at = args.id.indexOf(UPLOADS_PATH);
    const file = at === -1 ? '' : args.id.slice(at + UPLOADS_PATH.length).replace(/[?#].*$/, '');
    databaseId = ctx.index.mediaByFile.get(file)?.databaseId ?? null;
  } else {
    databaseId = args.idType === 'DATABASE_ID' ? numericId(args.id) : globalDatabaseId(args.id, 'post');
  }
  const media = databaseId === null ? undefined : ctx.index.mediaById.get(databaseId);
  return media ? { media, language: DEFAULT_LANGUAGE } : null;
}

/** `node(id:)`: any object by its global id; posts, media and menu items share the post ids. */
export function findNode(ctx: ResolverContext, id: string | null | undefined): GraphQLNodeSource | null {
  if (!id) return null;
  const global = fromGlobalId(id);
  if (!global) throw invalidGlobalId();
  const { index } = ctx;
  const { databaseId } = global;
  if (global.kind === 'user') return index.userById.get(databaseId) ?? null;
  if (global.kind === 'term') return index.termById.get(databaseId) ?? index.menuById.get(databaseId) ?? null;
  const post = index.postById.get(databaseId);
  if (post) return canSee(ctx, post) ? post : null;
  const media = index.mediaById.get(databaseId);
  if (media) return { media, language: DEFAULT_LANGUAGE };
  return index.menuItemById.get(databaseId) ?? null;
}

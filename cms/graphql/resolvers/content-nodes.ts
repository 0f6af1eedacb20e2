/**
 * Fields of the translated post types, one GraphQL node type per content type of the registry
 * (../../content-types.ts): the ContentNode fields they share, Polylang's language fields, and each
 * type's own fields and connections.
 */
import type { ContentType } from '../../../i18n/content-types';
import { servedTypes } from '../../content-types';
import type { LanguageCode, NewsRecord, PageRecord, PostRecord } from '../../store/types';
import { oneToOneEdge, type PageArgs } from '../connection';
import { canSee, type ResolverContext, type ResolverMap, type TypeResolvers } from '../context';
import { hiddenPost } from '../hidden-post';
import { toGlobalId } from '../ids';
import { LANGUAGES } from '../languages';
import { paginatePosts } from '../post-query';
import { isPublished } from '../store-index';
import { termsOfPost } from '../term-query';
import { renderExcerpt, toWpDate } from '../text-format';
import { aboutGroupFieldsOfPopCategory } from './acf-groups';
import { mediaEdge } from './related-nodes';

/**
 * Visible records of the same translation group and post type, the record itself included:
 * published ones, and drafts for an authenticated editor.
 */
function visibleTranslationGroup(ctx: ResolverContext, record: PostRecord): PostRecord[] {
  const group = ctx.index.postTranslations.get(record.translationGroup) ?? [];
  return group.filter((r) => r.postType === record.postType && canSee(ctx, r));
}

const uriOf = (r: PostRecord, ctx: ResolverContext) => ctx.index.uriByPostId.get(r.databaseId) ?? null;

/** Fields every translated post type has. */
const contentNodeFields: TypeResolvers = {
  id: (r: PostRecord) => toGlobalId('post', r.databaseId),
  databaseId: (r: PostRecord) => r.databaseId,
  uri: (r: PostRecord, _: unknown, ctx: ResolverContext) => uriOf(r, ctx),
  link: (r: PostRecord, _: unknown, ctx: ResolverContext) => `${ctx.publicUrl}${uriOf(r, ctx) ?? '/'}`,
  slug: (r: PostRecord) => r.slug,
  status: (r: PostRecord) => r.status,
  date: (r: PostRecord) => toWpDate(r.date),
  modified: (r: PostRecord) => toWpDate(r.modified),
  contentTypeName: (r: PostRecord) => r.postType,
  isContentNode: () => true,
  isTermNode: () => false,
  // The store configures no static front page or posts page (WordPress's "latest posts" home).
  isFrontPage: () => false,
  isPostsPage: () => false,
  isComment: () => false,
  title: (r: PostRecord) => r.title,
  content: (r: PostRecord) => r.content,
  featuredImage: (r: PostRecord, _: unknown, ctx: ResolverContext) =>
    mediaEdge(ctx.index, r.featuredImageId, r.language),
  featuredImageDatabaseId: (r: PostRecord, _: unknown, ctx: ResolverContext) =>
    mediaEdge(ctx.index, r.featuredImageId, r.language)?.node.media.databaseId ?? null,
  featuredImageId: (r: PostRecord, _: unknown, ctx: ResolverContext) => {
    const edge = mediaEdge(ctx.index, r.featuredImageId, r.language);
    return edge ? toGlobalId('post', edge.node.media.databaseId) : null;
  },
  language: (r: PostRecord) => LANGUAGES[r.language],
  // wp-graphql-polylang hands over the translation whatever its status: one the viewer may not
  // see answers as WPGraphQL's private model (null fields, an error for the first non-null one).
  translation: (r: PostRecord, args: { language: LanguageCode }, ctx: ResolverContext) => {
    const group = ctx.index.postTranslations.get(r.translationGroup) ?? [];
    const translation = group.find((t) => t.postType === r.postType && t.language === args.language);
    if (!translation) return null;
    return canSee(ctx, translation) ? translation : hiddenPost(translation);
  },
  // wp-graphql-polylang lists the OTHER languages' versions only.
  translations: (r: PostRecord, _: unknown, ctx: ResolverContext) =>
    visibleTranslationGroup(ctx, r).filter((t) => t.databaseId !== r.databaseId && t.language !== r.language),
};

const excerptField: TypeResolvers = {
  excerpt: (r: PostRecord) => renderExcerpt(r.excerpt, r.content),
};

const categoriesField: TypeResolvers = {
  categories: (r: PostRecord, args: PageArgs, ctx: ResolverContext) => termsOfPost(ctx.index, r.categoryIds, args),
};

const authorFields: TypeResolvers = {
  author: (r: NewsRecord | PageRecord, _: unknown, ctx: ResolverContext) =>
    oneToOneEdge(ctx.index.userById.get(r.authorId), r.authorId),
  authorDatabaseId: (r: NewsRecord | PageRecord) => r.authorId,
  authorId: (r: NewsRecord | PageRecord) => toGlobalId('user', r.authorId),
};

const pageHierarchyFields: TypeResolvers = {
  parent: (r: PageRecord, _: unknown, ctx: ResolverContext) => {
    const parent = r.parentId === null ? undefined : ctx.index.postById.get(r.parentId);
    return parent && isPublished(parent) ? oneToOneEdge(parent, parent.databaseId) : null;
  },
  parentId: (r: PageRecord) => (r.parentId === null ? null : toGlobalId('post', r.parentId)),
  parentDatabaseId: (r: PageRecord) => r.parentId,
  children: (r: PageRecord, args: PageArgs, ctx: ResolverContext) =>
    paginatePosts(ctx.index, ctx.index.publishedPageChildren.get(r.databaseId) ?? [], args),
};

/** ACF field groups resolve from the record itself; their own resolvers read its fields. */
const ownRecord = (r: PostRecord) => r;

/**
 * Each type's fields beside the ContentNode ones; a type not listed has an excerpt and nothing
 * else of its own (as a post type registered with the editor's supports: title, editor, excerpt,
 * thumbnail).
 */
const ownFields: Partial<Record<ContentType, TypeResolvers>> = {
  event: { ...excerptField, ...categoriesField, eventDetails: ownRecord },
  artist: { ...excerptField, ...categoriesField, artistDetails: ownRecord },
  news: {
    ...excerptField,
    ...categoriesField,
    ...authorFields,
    newsTypes: (r: NewsRecord, args: PageArgs, ctx: ResolverContext) => termsOfPost(ctx.index, r.newsTypeIds, args),
    newsOptions: ownRecord,
  },
  page: { ...authorFields, ...pageHierarchyFields },
  about: { ...excerptField, popCategoryOptions: ownRecord, ...aboutGroupFieldsOfPopCategory },
  venue: { ...excerptField, venueDetails: ownRecord },
};

export const contentNodeResolvers: ResolverMap = Object.fromEntries(
  servedTypes.map(({ contentType, graphql }) => [graphql.type, { ...contentNodeFields, ...(ownFields[contentType] ?? excerptField) }]),
);

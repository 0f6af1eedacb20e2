/**
 * Category and NewsType: WPGraphQL's term model plus Polylang's language fields.
 */
import type { LanguageCode, TermRecord } from '../../store/types';
import type { ResolverContext, ResolverMap, TypeResolvers } from '../context';
import { toGlobalId } from '../ids';
import { LANGUAGES } from '../languages';
import type { StoreIndex } from '../store-index';
import { decodeEntities } from '../text-format';

function termTranslationGroup(index: StoreIndex, term: TermRecord): readonly TermRecord[] {
  const group = index.termTranslations.get(term.translationGroup) ?? [];
  return group.filter((t) => t.taxonomy === term.taxonomy);
}

const uriOf = (t: TermRecord, ctx: ResolverContext) => ctx.index.uriByTermId.get(t.databaseId) ?? null;

const termFields: TypeResolvers = {
  id: (t: TermRecord) => toGlobalId('term', t.databaseId),
  databaseId: (t: TermRecord) => t.databaseId,
  uri: (t: TermRecord, _: unknown, ctx: ResolverContext) => uriOf(t, ctx),
  link: (t: TermRecord, _: unknown, ctx: ResolverContext) => `${ctx.publicUrl}${uriOf(t, ctx) ?? '/'}`,
  slug: (t: TermRecord) => t.slug,
  name: (t: TermRecord) => t.name,
  // WPGraphQL's Term model: empty description and zero count come out as null.
  description: (t: TermRecord) => (t.description ? decodeEntities(t.description) : null),
  count: (t: TermRecord, _: unknown, ctx: ResolverContext) => ctx.index.termCounts.get(t.databaseId) || null,
  taxonomyName: (t: TermRecord) => t.taxonomy,
  isContentNode: () => false,
  isTermNode: () => true,
  isFrontPage: () => false,
  isPostsPage: () => false,
  isComment: () => false,
  parentId: (t: TermRecord) => (t.parentId === null ? null : toGlobalId('term', t.parentId)),
  parentDatabaseId: (t: TermRecord) => t.parentId,
  language: (t: TermRecord) => LANGUAGES[t.language],
  translation: (t: TermRecord, args: { language: LanguageCode }, ctx: ResolverContext) =>
    termTranslationGroup(ctx.index, t).find((other) => other.language === args.language) ?? null,
  translations: (t: TermRecord, _: unknown, ctx: ResolverContext) =>
    termTranslationGroup(ctx.index, t).filter((other) => other.databaseId !== t.databaseId),
};

export const termResolvers: ResolverMap = {
  Category: { ...termFields, categoryOptions: (t: TermRecord) => t },
  NewsType: termFields,
};

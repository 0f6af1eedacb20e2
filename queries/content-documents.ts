import { type ContentType, contentTypeRegistry, contentTypes, type PreviewableType, previewableTypes } from '@/i18n/content-types';
import { document, fragmentNameOf, type ResultOf, typedDocument } from './document';
import { contentFragments, type ContentFragments, type PreviewOperationNames } from './fragments';
import type { LanguageCodeEnum, LanguageCodeFilterEnum } from './generated/graphql';
import type { Connection, ItemNodeOf, ListNodeOf, Maybe } from './nodes';

/**
 * Every content type's documents, written once for all of them from its registry entry
 * (WPGraphQL's field names) and its fragments (queries/fragments.ts `contentFragments`): its
 * list, one item by slug, its slug index, its preview revision and preview targets, and the
 * revalidation webhook's lookup of changed content.
 */

const fragmentsOf = (type: ContentType): ContentFragments => contentFragments[type];

type Fragments = typeof contentFragments;
type PluralOf<T extends ContentType> = (typeof contentTypeRegistry)[T]['graphql']['plural'];
/** The answer of a document that asks a type's connection under its WPGraphQL name (`events`). */
type ConnectionAnswer<T extends ContentType, TNode> = { [P in PluralOf<T>]: Maybe<Connection<TNode>> };
interface LanguageVariables {
  language: LanguageCodeFilterEnum;
  otherLanguage: LanguageCodeEnum;
}
interface PageVariables {
  first: number;
  after: string | null;
}
/** A part of a list asked by database id (`listInParts`); null: no bound. */
interface PartVariables {
  in?: readonly number[] | null;
  notIn?: readonly number[] | null;
}

function previewOperationsOf(type: PreviewableType): PreviewOperationNames {
  return contentFragments[type].previewOperations;
}

/** The fragment, and the type's `otherLanguage` fragment when it has one. */
function withOtherLanguage(type: ContentType, fragment: ContentFragments['item']): Array<ContentFragments['item']> {
  const { otherLanguage } = fragmentsOf(type);
  return otherLanguage ? [fragment, otherLanguage] : [fragment];
}

/** `...EventListFields ...OtherLanguageVersion translation(language: $otherLanguage) { slug }` */
function itemSelection(type: ContentType, fragment: ContentFragments['item']): string {
  const spreads = withOtherLanguage(type, fragment).map((f) => `...${fragmentNameOf(f)}`);
  return `${spreads.join(' ')} translation(language: $otherLanguage) { slug }`;
}

/** Every published item of a type in a language, page by page (`AllEvents`, …). */
export function listDocument<T extends ContentType>(type: T) {
  const { plural } = contentTypeRegistry[type].graphql;
  const { list, item, listWhere, listInParts, operations } = fragmentsOf(type);
  const fragment = list ?? item;
  const where = ['language: $language', ...(listInParts ? ['in: $in', 'notIn: $notIn'] : []), ...(listWhere ? [listWhere] : [])];
  const source = document(
    `query ${operations.list}(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String${listInParts ? '\n      $in: [ID]\n      $notIn: [ID]' : ''}
    ) {
      ${plural}(first: $first, after: $after, where: { ${where.join(', ')} }) {
        pageInfo { endCursor hasNextPage }
        nodes { ${itemSelection(type, fragment)} }
      }
    }`,
    ...withOtherLanguage(type, fragment),
  );
  return typedDocument<ConnectionAnswer<T, ListNodeOf<T>>, LanguageVariables & PageVariables & PartVariables>(source);
}

/** One item by slug in a language (`EventBySlug`, …); previewable types take `$stati` (drafts). */
export function bySlugDocument<T extends ContentType>(type: T) {
  const { plural } = contentTypeRegistry[type].graphql;
  const { item, operations } = fragmentsOf(type);
  const previewable = contentTypeRegistry[type].previewable;
  const source = document(
    `query ${operations.bySlug}(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!${previewable ? '\n      $stati: [PostStatusEnum] = [PUBLISH]' : ''}
    ) {
      ${plural}(first: 1, where: { name: $slug, language: $language${previewable ? ', stati: $stati' : ''} }) {
        nodes { ${itemSelection(type, item)} }
      }
    }`,
    ...withOtherLanguage(type, item),
  );
  return typedDocument<ConnectionAnswer<T, ItemNodeOf<T>>, LanguageVariables & { slug: string; stati?: readonly string[] }>(source);
}

/** The published slugs and database ids of a type in a language (`EventSlugIndex`, …). */
export function slugIndexDocument(type: ContentType) {
  const { plural } = contentTypeRegistry[type].graphql;
  return typedDocument<{ items: Maybe<Connection<{ slug: string | null; databaseId: number }>> }, { language: LanguageCodeFilterEnum } & PageVariables>(`
    query ${fragmentsOf(type).operations.slugIndex}($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {
      items: ${plural}(first: $first, after: $after, where: { language: $language }) {
        pageInfo { endCursor hasNextPage }
        nodes { slug databaseId }
      }
    }
  `);
}

/** The pending revision of one post (`EventRevision`, …): WPGraphQL's `asPreview`. */
export function revisionDocument<T extends PreviewableType>(type: T) {
  const { single } = contentTypeRegistry[type].graphql;
  const { item } = fragmentsOf(type);
  const source = document(
    `query ${previewOperationsOf(type).revision}($id: ID!) {
      node: ${single}(id: $id, asPreview: true) { ...${fragmentNameOf(item)} }
    }`,
    item,
  );
  return typedDocument<{ node: Maybe<ResultOf<Fragments[T]['item']>> }, { id: string }>(source);
}

/** What a preview link's target is: its slug and language, and its English slug (pages are routed by it). */
export interface PreviewTargetNode {
  slug: string | null;
  language: { code: LanguageCodeEnum | null } | null;
  english?: { slug: string | null } | null;
}

const previewTargetFields = `slug language { code } english: translation(language: EN) { slug }`;

/** A post by database id, drafts included (`EventPreviewTargetById`, …). */
export function previewTargetByIdDocument(type: PreviewableType) {
  const { single } = contentTypeRegistry[type].graphql;
  return typedDocument<{ node: Maybe<PreviewTargetNode> }, { id: string }>(`
    query ${previewOperationsOf(type).previewTargetById}($id: ID!) {
      node: ${single}(id: $id, idType: DATABASE_ID) { ${previewTargetFields} }
    }
  `);
}

/** A post by slug in a language, drafts included (`EventPreviewTargetBySlug`, …). */
export function previewTargetBySlugDocument(type: PreviewableType) {
  const { plural } = contentTypeRegistry[type].graphql;
  return typedDocument<{ items: Maybe<Connection<PreviewTargetNode>> }, { slug: string; language: LanguageCodeFilterEnum; stati: readonly string[] }>(`
    query ${previewOperationsOf(type).previewTargetBySlug}($slug: String!, $language: LanguageCodeFilterEnum!, $stati: [PostStatusEnum]) {
      items: ${plural}(first: 1, where: { name: $slug, language: $language, stati: $stati }) { nodes { ${previewTargetFields} } }
    }
  `);
}

/**
 * Changed content of every type, each match in every language it exists in (`ContentBySlug`,
 * `ContentByDatabaseId`), answered under each type's own name (`event: events(…)`). `$stati`
 * defaults to published posts: only an editor's lookup asks for the others.
 */
export function lookupDocument<By extends 'slug' | 'databaseId'>(by: By) {
  const [operation, variable, where] =
    by === 'slug' ? ['ContentBySlug', '$slug: String!', 'name: $slug'] : ['ContentByDatabaseId', '$ids: [ID]', 'in: $ids'];
  const identity = 'slug status databaseId language { code }';
  const fields = contentTypes.map((type) => {
    const { lookup } = fragmentsOf(type);
    const extra = lookup ? ` ...${fragmentNameOf(lookup)}` : '';
    const { plural } = contentTypeRegistry[type].graphql;
    return `${type}: ${plural}(first: 2, where: { ${where}, stati: $stati }) { nodes { ${identity} translations { ${identity} }${extra} } }`;
  });
  const lookups = contentTypes.flatMap((type) => fragmentsOf(type).lookup ?? []);
  const source = document(`query ${operation}(${variable}, $stati: [PostStatusEnum] = [PUBLISH]) {\n  ${fields.join('\n  ')}\n}`, ...lookups);
  type Variables = (By extends 'slug' ? { slug: string } : { ids: string[] }) & { stati?: readonly string[] };
  return typedDocument<{ [T in ContentType]?: Maybe<Connection<LookupNodeOf<T>>> }, Variables>(source);
}

/** Who an item is, as the lookup asks it of the item and of each of its translations. */
interface LookupIdentity {
  slug: string | null;
  status: string | null;
  databaseId: number;
  language: { code: LanguageCodeEnum | null } | null;
}

/** One item as the lookup finds it: its identity, its translations', and its type's `lookup` fragment. */
export type LookupNodeOf<T extends ContentType> = T extends ContentType
  ? LookupIdentity & { translations: Array<LookupIdentity | null> | null } & (Fragments[T] extends { lookup: infer F } ? ResultOf<F> : unknown)
  : never;

/** Each content type's document built by `build`, built once. */
export function documentsByType<T extends ContentType, D>(types: readonly T[], build: (type: T) => D): Record<T, D> {
  return Object.fromEntries(types.map((type) => [type, build(type)])) as Record<T, D>;
}

/** Every document built here: what the schema tests validate. */
export function contentDocuments(): string[] {
  return [
    ...contentTypes.flatMap((type) => [listDocument(type), bySlugDocument(type), slugIndexDocument(type)]),
    ...previewableTypes.flatMap((type) => [revisionDocument(type), previewTargetByIdDocument(type), previewTargetBySlugDocument(type)]),
    lookupDocument('slug'),
    lookupDocument('databaseId'),
  ];
}

import type { ContentType } from '@/i18n/content-types';
import type { ResultOf } from './document';
import type { contentFragments } from './fragments';

/**
 * The shapes the adapter reads, from the types GraphQL Code Generator writes for each fragment
 * and document (queries/generated/): nothing here is written by hand but how they combine.
 */

export type Maybe<T> = T | null | undefined;

/** A page of a WPGraphQL connection. */
export interface Connection<TNode> {
  pageInfo?: Maybe<{ endCursor?: Maybe<string>; hasNextPage?: Maybe<boolean> }>;
  nodes?: Maybe<Array<Maybe<TNode>>>;
}

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type KeysOfAny<T> = T extends unknown ? keyof T : never;
type ValueOfAny<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type LooseObject<T> = [T] extends [ReadonlyArray<infer E>]
  ? Array<Loose<E>>
  : { [K in KeysOfAny<T>]?: Loose<ValueOfAny<T, K>> };

/**
 * What one adapter function reads when several documents hand it the same type with different
 * selections (a list card, an item page, a search card): one object type with the fields of all
 * of them, each optional (the adapter does without any field a selection lacks, as it does with
 * the legacy ACF plugin's answers). Each selection's type is assignable to it.
 */
export type Loose<T> = Extract<T, Primitive> | ([Exclude<T, Primitive>] extends [never] ? never : LooseObject<Exclude<T, Primitive>>);

type Fragments = typeof contentFragments;
type OtherLanguageOf<T extends ContentType> = Fragments[T] extends { otherLanguage: infer F } ? ResultOf<F> : unknown;
type ListFragmentOf<T extends ContentType> = Fragments[T] extends { list: infer F } ? F : Fragments[T]['item'];
/** Every item document asks for the other language's slug (the language switch). */
type TranslationSlug = { translation: { slug: string | null } | null };

/** One node of a type's by-slug document (queries/content-documents.ts). */
export type ItemNodeOf<T extends ContentType> = ResultOf<Fragments[T]['item']> & OtherLanguageOf<T> & TranslationSlug;

/** One node of a type's list document. */
export type ListNodeOf<T extends ContentType> = ResultOf<ListFragmentOf<T>> & OtherLanguageOf<T> & TranslationSlug;

/** What a type's adapter function reads: its list and item nodes, and any other selection of it (`also`). */
export type NodeOf<T extends ContentType, Also = never> = Loose<ItemNodeOf<T> | ListNodeOf<T> | Also>;

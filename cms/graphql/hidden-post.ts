/**
 * WPGraphQL's model of a post the viewer may not see (a draft, pending, private, scheduled or
 * trashed post, to an anonymous request). wp-graphql-polylang's `translation(language:)` hands
 * such a translation to WPGraphQL as it is; the model then answers null for every field, so each
 * nullable field comes back null and the first non-null field selected (`id: ID!`,
 * `databaseId: Int!`, …) fails with graphql-php's masked "Internal server error" at its path,
 * which nulls the translation and leaves the rest of the data. (`translations` filters such posts
 * out; so do connections and single lookups.)
 */
import { GraphQLError, isNonNullType, type GraphQLField, type GraphQLFieldResolver } from 'graphql';
import type { PostRecord } from '../store/types';

const HIDDEN = Symbol('hidden post');

export interface HiddenPost {
  readonly [HIDDEN]: PostRecord;
}

export function hiddenPost(record: PostRecord): HiddenPost {
  return { [HIDDEN]: record };
}

export function isHiddenPost(value: unknown): value is HiddenPost {
  return typeof value === 'object' && value !== null && HIDDEN in value;
}

/** What graphql-php (WPGraphQL without GRAPHQL_DEBUG) says for a non-null field that resolved null. */
export const MASKED_ERROR_MESSAGE = 'Internal server error';

/** The field's resolver, answering for a hidden post as WPGraphQL's private model does. */
export function resolveHiddenPostsAsPrivate<TContext>(
  field: GraphQLField<unknown, TContext>,
): GraphQLFieldResolver<unknown, TContext> {
  const resolve = field.resolve;
  const nonNull = isNonNullType(field.type);
  return (source, args, context, info) => {
    if (!isHiddenPost(source)) return resolve ? resolve(source, args, context, info) : undefined;
    if (nonNull) throw new GraphQLError(MASKED_ERROR_MESSAGE);
    return null;
  };
}

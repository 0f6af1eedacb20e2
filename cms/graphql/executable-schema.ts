/**
 * The subset schema (`cms/schema/schema.graphql`) with this server's resolvers attached. Building
 * fails loudly when a resolver names a field the schema lacks, or when a field of a non-data type
 * has no resolver: a schema regenerated with more fields cannot silently answer null.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { servedTypes } from '../content-types';
import { graphqlTypeName, type GraphQLNodeSource, type ResolverContext, type ResolverMap } from './context';
import { resolveHiddenPostsAsPrivate } from './hidden-post';
import { acfGroupResolvers } from './resolvers/acf-groups';
import { contentNodeResolvers } from './resolvers/content-nodes';
import { mediaAndUserResolvers } from './resolvers/media-users';
import { menuResolvers } from './resolvers/menus';
import { rootQueryResolvers } from './resolvers/root-query';
import { termResolvers } from './resolvers/terms';

export const SUBSET_SCHEMA_FILE = fileURLToPath(new URL('../schema/schema.graphql', import.meta.url));

const RESOLVERS: ResolverMap = {
  ...rootQueryResolvers,
  ...contentNodeResolvers,
  ...acfGroupResolvers,
  ...termResolvers,
  ...menuResolvers,
  ...mediaAndUserResolvers,
};

/**
 * Types whose values are plain objects built with the schema's own field names (connections,
 * edges, page infos, settings, media sizes), so graphql-js's default property resolver is right.
 */
function isPlainDataType(typeName: string): boolean {
  return /(Connection|Edge|PageInfo)$/.test(typeName) || typeName === 'PopSettings' || typeName === 'MediaDetails';
}

function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const [typeName, fieldResolvers] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers given for ${typeName}, not an object type of the schema`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fieldResolvers)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver given for ${typeName}.${fieldName}, not in the schema`);
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, ResolverContext>;
    }
  }
}

function assertEveryFieldResolves(schema: GraphQLSchema): void {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || isPlainDataType(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.resolve) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (missing.length > 0) throw new Error(`Schema fields without a resolver: ${missing.join(', ')}`);
}

/** Post types can be handed a hidden post (a non-public translation): see `hidden-post.ts`. */
function answerHiddenPostsAsPrivate(schema: GraphQLSchema): void {
  for (const served of servedTypes) {
    const type = schema.getType(served.graphql.type);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) field.resolve = resolveHiddenPostsAsPrivate(field);
  }
}

export function buildExecutableSchema(sdl: string = readFileSync(SUBSET_SCHEMA_FILE, 'utf8')): GraphQLSchema {
  const schema = buildSchema(sdl);
  attachResolvers(schema, RESOLVERS);
  assertEveryFieldResolves(schema);
  answerHiddenPostsAsPrivate(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInterfaceType(type) || isUnionType(type)) {
      type.resolveType = (value) => graphqlTypeName(value as GraphQLNodeSource);
    }
  }
  return schema;
}

let cachedSchema: GraphQLSchema | undefined;

/** The executable schema, built once per process. */
export function getExecutableSchema(): GraphQLSchema {
  cachedSchema ??= buildExecutableSchema();
  return cachedSchema;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { sentDocuments } from './sent-documents';

/**
 * A translation that is not public (draft, trash…) is handed over by wp-graphql-polylang's
 * `translation(language:)` with every field null, and each non-null field selected in it
 * (`id: ID!`, `databaseId: Int!`) is an error that fails the site's whole query (a frozen page,
 * an unpublished page still served). So every document the site sends selects only nullable
 * fields directly under `translation(...)`, fragments included; `translations`, which leaves
 * non-public versions out, may ask anything.
 */
const root = path.resolve(__dirname, '../../..');
const schema = buildSchema(readFileSync(path.join(root, 'reference/wpgraphql-festival.graphql'), 'utf8'));
const documents = sentDocuments;

/** Non-null fields selected directly in a selection set of `type`, through fragments. */
function nonNullFieldsIn(
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  schemaOf: GraphQLSchema,
): string[] {
  const found: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename' || !isObjectType(type)) continue;
      const field = type.getFields()[selection.name.value];
      if (field && isNonNullType(field.type)) found.push(`${type.name}.${field.name}`);
    } else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition ? schemaOf.getType(fragment.typeCondition.name.value) : type;
      if (condition) found.push(...nonNullFieldsIn(fragment.selectionSet, condition, fragments, schemaOf));
    }
  }
  return found;
}

/** `path: Type.field` for each non-null field selected under a `translation(...)` field. */
function nonNullFieldsUnderTranslation(document: DocumentNode, schemaOf: GraphQLSchema = schema): string[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const typeInfo = new TypeInfo(schemaOf);
  const found: string[] = [];
  visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      const type = typeInfo.getType();
      if (node.name.value !== 'translation' || !node.selectionSet || !type) return;
      const where = node.alias ? `${node.alias.value}: translation` : 'translation';
      for (const field of nonNullFieldsIn(node.selectionSet, getNamedType(type), fragments, schemaOf)) found.push(`${where} → ${field}`);
    },
  }));
  return found;
}

describe('what the site asks of a translation', () => {
  it('finds a non-null field under translation(...), through fragments and aliases (the rule works)', () => {
    const bad = parse(`
      query Q { events { nodes { translation(language: FR) { slug databaseId } } }
                pages { nodes { french: translation(language: FR) { ...P } translations { id databaseId } } } }
      fragment P on Page { id title ... on Page { uri isContentNode } }
    `);
    expect(nonNullFieldsUnderTranslation(bad)).toEqual([
      'translation → Event.databaseId',
      'french: translation → Page.id',
      'french: translation → Page.isContentNode',
    ]);
  });

  it.each(documents.map((d) => [d.id, d.source]))('%s selects only nullable fields under translation(...)', (_id, source) => {
    expect(nonNullFieldsUnderTranslation(parse(source))).toEqual([]);
  });
});

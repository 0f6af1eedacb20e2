import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sentDocuments } from './sent-documents';

/**
 * Every GraphQL document the site sends must be valid against the schema of a REAL WordPress
 * with the festival's content model (reference/, dumped from WPGraphQL + Polylang + ACF) and
 * against the embedded content server's schema: every document of every registry type, and the
 * ones written out in queries/ (./sent-documents.ts), so a new type is checked without touching
 * this file.
 */
const root = path.resolve(__dirname, '../../..');
const documents = sentDocuments;

function loadSchema(relative: string): GraphQLSchema {
  return buildSchema(readFileSync(path.join(root, relative), 'utf8'));
}

const schemas = {
  'real WordPress (reference)': loadSchema('reference/wpgraphql-festival.graphql'),
  'embedded content server': loadSchema('cms/schema/schema.graphql'),
};

describe('GraphQL documents sent by the site', () => {
  it('are collected from queries/', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it('are each exactly one named operation, with a unique name', () => {
    const names = documents.map(({ id, source }) => {
      const operations = parse(source).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      expect(operations, id).toHaveLength(1);
      const name = operations[0]!.name?.value;
      expect(name, `${id} needs an operation name`).toBeTruthy();
      return name;
    });
    expect(new Set(names).size).toBe(names.length);
  });

  for (const [schemaName, schema] of Object.entries(schemas)) {
    describe(`against the ${schemaName} schema`, () => {
      it.each(documents.map((d) => [d.id, d.source]))('%s validates', (_id, source) => {
        const errors = validate(schema, parse(source)).map((e) => e.message);
        expect(errors).toEqual([]);
      });
    });
  }
});

import { Kind, parse } from 'graphql';
import { contentDocuments } from '@/queries/content-documents';
import * as generated from '@/queries/generated/graphql';

/**
 * Every GraphQL document the site sends: the ones written with `graphql()` in queries/ (every
 * operation GraphQL Code Generator wrote into queries/generated/), and the ones each content
 * type's registry entry builds (queries/content-documents.ts).
 */
const operationName = (source: string) =>
  parse(source).definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? 'anonymous'] : []));

const written = Object.values(generated)
  .filter((value) => value instanceof generated.TypedDocumentString)
  .map(String)
  .filter((source) => operationName(source).length > 0)
  .map((source) => ({ id: `written:${operationName(source).join(',')}`, source }));

const built = contentDocuments().map((source) => ({ id: `built:${operationName(source).join(',')}`, source }));

export const sentDocuments: Array<{ id: string; source: string }> = [...written, ...built];

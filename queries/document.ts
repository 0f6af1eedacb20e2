import { Kind, parse } from 'graphql';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A GraphQL document as the site writes it: one operation or fragment followed by the fragments
 * it spreads. Anything whose text is the document (a string, a generated typed document).
 */
export type DocumentSource = string | { toString(): string };

/** The definitions of a document as written (each fragment once, by name), operation first. */
function definitionsOf(source: string): Array<{ name: string; text: string }> {
  return parse(source).definitions.map((definition) => ({
    name: definition.kind === Kind.FRAGMENT_DEFINITION ? `fragment ${definition.name.value}` : 'operation',
    text: source.slice(definition.loc?.start ?? 0, definition.loc?.end ?? source.length),
  }));
}

/**
 * One self-contained document: the operation (or fragment) and every fragment the parts spread,
 * each defined once, kept as written so that the operation text stays searchable.
 */
export function document(...parts: DocumentSource[]): string {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const part of parts) {
    for (const { name, text } of definitionsOf(String(part))) {
      if (name !== 'operation' && seen.has(name)) continue;
      seen.add(name);
      texts.push(text);
    }
  }
  return texts.join('\n');
}

/** The name of the first fragment a fragment document defines (`EventCardFields`). */
export function fragmentNameOf(fragment: DocumentSource): string {
  const definition = parse(String(fragment)).definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  if (!definition || definition.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('Not a fragment document');
  return definition.name.value;
}

/** A document with its result and variables types: generated (`graphql()`) or built (`typedDocument`). */
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables>;

/** The result type of a typed document or fragment. */
export type ResultOf<TDocument> = TDocument extends DocumentTypeDecoration<infer TResult, never> ? TResult : never;

/**
 * A document built at run time (from the registry) with the types of its answer and variables,
 * which its builder derives from the generated types of the fragments it spreads.
 */
export function typedDocument<TResult, TVariables>(source: string): string & TypedDocument<TResult, TVariables> {
  return source as string & TypedDocument<TResult, TVariables>;
}

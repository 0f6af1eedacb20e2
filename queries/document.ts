import { Kind, parse } from 'graphql';

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

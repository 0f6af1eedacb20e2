import { fetchContent, type RequestOptions } from './client';
import type { TypedDocument } from './document';
import type { Connection, Maybe } from './nodes';

/** WPGraphQL caps `first` at 100 unless the site raises it. */
export const maxPageSize = 100;

/**
 * Reads a whole connection by following `endCursor` until `hasNextPage` is false. The document
 * must take `$first` and `$after` and expose the connection through `select`.
 */
export async function fetchAllNodes<TResult, TVariables extends { first: number; after: string | null }, TNode>(
  document: TypedDocument<TResult, TVariables>,
  variables: Omit<TVariables, 'first' | 'after'>,
  select: (data: TResult) => Maybe<Connection<TNode>>,
  options: RequestOptions,
): Promise<TNode[]> {
  const nodes: TNode[] = [];
  let after: string | null = null;
  for (;;) {
    const data: TResult = await fetchContent(document, { ...variables, first: maxPageSize, after } as TVariables, options);
    const connection = select(data);
    nodes.push(...(connection?.nodes ?? []).filter((node): node is TNode => node != null));
    const next = connection?.pageInfo?.endCursor;
    if (!connection?.pageInfo?.hasNextPage || !next || next === after) return nodes;
    after = next;
  }
}

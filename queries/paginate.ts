import { fetchContent, type RequestOptions } from './client';
import type { Maybe, RawConnection } from './raw-types';

/** WPGraphQL caps `first` at 100 unless the site raises it. */
export const maxPageSize = 100;

/**
 * Reads a whole connection by following `endCursor` until `hasNextPage` is false. The document
 * must take `$first` and `$after` and expose the connection through `select`.
 */
export async function fetchAllNodes<TData, TNode>(
  document: string,
  variables: Record<string, unknown>,
  select: (data: TData) => Maybe<RawConnection<TNode>>,
  options: RequestOptions,
): Promise<TNode[]> {
  const nodes: TNode[] = [];
  let after: string | null = null;
  for (;;) {
    const data: TData = await fetchContent<TData>(document, { ...variables, first: maxPageSize, after }, options);
    const connection = select(data);
    nodes.push(...(connection?.nodes ?? []).filter((node): node is TNode => node != null));
    const next = connection?.pageInfo?.endCursor;
    if (!connection?.pageInfo?.hasNextPage || !next || next === after) return nodes;
    after = next;
  }
}

import { fetchAllNodes } from './paginate';
import type { RequestOptions } from './client';
import type { Maybe, RawConnection } from './raw-types';

/**
 * A whole list asked in parallel parts instead of page after page. A real WordPress answers in
 * about 180 ms a query plus 1.2 ms a returned node (README, "The embedded content server's answer
 * time"): the list of every event in one language (63 events, ~1,170 nodes) takes 1.6 s as one
 * query, longer than the webhook's 2 s budget leaves its pages. Its posts are asked by database
 * id, a few dozen per query, all at once (WPGraphQL's `where: { in }`), plus one query for every
 * post of the list outside those ids (`where: { notIn }`: posts the id list does not know yet).
 * The union is the whole list whatever the id list holds: a stale id is simply not found, a new
 * post comes with the `notIn` query.
 *
 * The ids come from the type's slug index (a small query: one slug and id a post), read like any
 * other query (data cache, or the webhook's shared answers), so every reader builds the same
 * requests from the same index: the data cache and the webhook's shared answers keep one entry
 * per part.
 */

/** Posts asked per part: at most about six parts at once for the seed's 63 events. */
export function partSize(count: number): number {
  return Math.max(16, Math.ceil(count / 6));
}

export async function fetchAllNodesInParallel<TData, TNode extends { databaseId?: Maybe<number> }>(
  document: string,
  variables: Record<string, unknown>,
  select: (data: TData) => Maybe<RawConnection<TNode>>,
  options: RequestOptions,
  knownIds: readonly number[],
): Promise<TNode[]> {
  const ids = [...new Set(knownIds)].sort((a, b) => a - b);
  const size = partSize(ids.length);
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  const answers = await Promise.all([
    ...parts.map((part) => fetchAllNodes(document, { ...variables, in: part, notIn: null }, select, options)),
    fetchAllNodes(document, { ...variables, in: null, notIn: ids }, select, options),
  ]);
  const seen = new Set<number>();
  return answers.flat().filter((node) => {
    if (typeof node.databaseId !== 'number') return true;
    if (seen.has(node.databaseId)) return false;
    seen.add(node.databaseId);
    return true;
  });
}

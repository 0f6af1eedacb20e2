import type { RequestOptions } from './client';
import type { TypedDocument } from './document';
import type { Connection, Maybe } from './nodes';
import { fetchAllNodes } from './paginate';

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

interface PartVariables {
  first: number;
  after: string | null;
  in?: readonly number[] | null;
  notIn?: readonly number[] | null;
}

export async function fetchAllNodesInParallel<TResult, TVariables extends PartVariables, TNode>(
  document: TypedDocument<TResult, TVariables>,
  variables: Omit<TVariables, 'first' | 'after' | 'in' | 'notIn'>,
  select: (data: TResult) => Maybe<Connection<TNode>>,
  options: RequestOptions,
  knownIds: readonly number[],
): Promise<TNode[]> {
  const ids = [...new Set(knownIds)].sort((a, b) => a - b);
  const size = partSize(ids.length);
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  const answers = await Promise.all([
    ...parts.map((part) => fetchAllNodes(document, { ...variables, in: part, notIn: null } as Omit<TVariables, 'first' | 'after'>, select, options)),
    fetchAllNodes(document, { ...variables, in: null, notIn: ids } as Omit<TVariables, 'first' | 'after'>, select, options),
  ]);
  const seen = new Set<number>();
  return answers.flat().filter((node) => {
    // Each node of a list in parts carries its database id (the type's list fragment asks it).
    const id = (node as { databaseId?: Maybe<number> }).databaseId;
    if (typeof id !== 'number') return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

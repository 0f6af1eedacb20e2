/**
 * Relay cursor pagination with WPGraphQL's rules (AbstractConnectionResolver): `first`/`after`
 * forwards, `last`/`before` backwards, 10 items by default, at most 100, `first` and `last` not
 * together, cursors `arrayconnection:{databaseId}`.
 */
import { GraphQLError } from 'graphql';
import { cursorFor, parseCursor } from './ids';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  nodes: T[];
  edges: Edge<T>[];
  pageInfo: PageInfo;
}

export interface PaginateOptions<T> {
  idOf: (item: T) => number;
  /**
   * Where a cursor whose item is not in the list falls (index of the first item after it), as
   * WordPress's keyset pagination compares the cursor's own record. Undefined: unknown record.
   */
  positionOfMissing?: (databaseId: number) => number | undefined;
}

function requestedAmount(args: PageArgs): number {
  if (args.first && args.last) {
    throw new GraphQLError(
      'The `first` and `last` connection args cannot be used together. For forward pagination, use `first` & `after`. For backward pagination, use `last` & `before`.',
    );
  }
  for (const key of ['first', 'last'] as const) {
    const value = args[key];
    if (typeof value === 'number' && value < 0) throw new GraphQLError(`${key} must be a positive integer.`);
  }
  // WPGraphQL treats 0 like an absent value (`! empty()`), hence the default page size.
  return Math.min(args.first || args.last || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
}

function cursorPosition<T>(
  items: readonly T[],
  cursor: string,
  argName: 'after' | 'before',
  options: PaginateOptions<T>,
): { start: number; end: number } {
  const databaseId = parseCursor(cursor, argName);
  const index = items.findIndex((item) => options.idOf(item) === databaseId);
  if (index >= 0) return { start: index + 1, end: index };
  const position = options.positionOfMissing?.(databaseId);
  if (position === undefined) {
    throw new GraphQLError(`The "${argName}" cursor "${cursor}" points to no item of this connection.`);
  }
  return { start: position, end: position };
}

export function paginate<T>(items: readonly T[], args: PageArgs, options: PaginateOptions<T>): Connection<T> {
  const amount = requestedAmount(args);
  const start = args.after ? cursorPosition(items, args.after, 'after', options).start : 0;
  const end = args.before ? cursorPosition(items, args.before, 'before', options).end : items.length;
  const window = items.slice(start, Math.max(start, end));
  const backwards = !args.first && Boolean(args.last);
  const page = backwards ? window.slice(Math.max(0, window.length - amount)) : window.slice(0, amount);
  const edges = page.map((node) => ({ cursor: cursorFor(options.idOf(node)), node }));
  return {
    nodes: page,
    edges,
    pageInfo: {
      hasNextPage: backwards ? Boolean(args.before) : window.length > amount,
      hasPreviousPage: backwards ? window.length > amount : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A one-to-one edge (`featuredImage`, `author`, `parent`, `connectedNode`), null without a node. */
export function oneToOneEdge<T>(node: T | null | undefined, databaseId: number): Edge<T> | null {
  return node ? { cursor: cursorFor(databaseId), node } : null;
}

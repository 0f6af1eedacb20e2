/**
 * WPGraphQL's opaque identifiers: Relay global ids (`base64("post:19")`, `term:9`, `user:1`) and
 * connection cursors (`base64("arrayconnection:19")`). Posts, media and menu items share the `post`
 * id space, categories, news types and menus the `term` one, exactly as in WordPress.
 */
import { GraphQLError } from 'graphql';

export type GlobalIdKind = 'post' | 'term' | 'user';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const CURSOR_PREFIX = 'arrayconnection:';

function encode(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Decodes strict base64 only: Node's decoder silently skips garbage, which would hide bad input. */
function decode(text: string): string | null {
  if (!BASE64.test(text) || text.length % 4 !== 0) return null;
  return Buffer.from(text, 'base64').toString('utf8');
}

export function toGlobalId(kind: GlobalIdKind, databaseId: number): string {
  return encode(`${kind}:${databaseId}`);
}

export function fromGlobalId(id: string): { kind: GlobalIdKind; databaseId: number } | null {
  const match = /^(post|term|user):(\d+)$/.exec(decode(id) ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as GlobalIdKind, databaseId: Number(match[2]) };
}

export function cursorFor(databaseId: number): string {
  return encode(`${CURSOR_PREFIX}${databaseId}`);
}

/** The database id a cursor points at; a malformed cursor is a GraphQL error (not a crash). */
export function parseCursor(cursor: string, argName: 'after' | 'before'): number {
  const decoded = decode(cursor);
  const match = decoded?.startsWith(CURSOR_PREFIX) ? /^\d+$/.exec(decoded.slice(CURSOR_PREFIX.length)) : null;
  if (!match) {
    throw new GraphQLError(`The "${argName}" cursor "${cursor}" is not a valid cursor.`);
  }
  return Number(match[0]);
}

/**
 * A database id given either as a number, a numeric string or a global id of the expected kind
 * (WPGraphQL accepts all three in `in`, `notIn`, `parent`, …). Null when it is none of them.
 */
export function toDatabaseId(value: string | number, kind: GlobalIdKind): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (/^\d+$/.test(value)) return Number(value);
  const global = fromGlobalId(value);
  return global && global.kind === kind ? global.databaseId : null;
}

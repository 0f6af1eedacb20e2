/**
 * Who a GraphQL request acts as, the way WordPress core + WPGraphQL decide it: an
 * `Authorization: Basic base64(user:application-password)` header logs the request in as that
 * user (WPGraphQL marks GraphQL requests as API requests, so WordPress's application passwords
 * apply); no header, or another scheme (Bearer needs a plugin such as WPGraphQL JWT
 * Authentication), leaves it anonymous. Application passwords are accepted with or without the
 * spaces WordPress shows them with.
 *
 * A Basic header with a wrong user or password is refused with HTTP 401 and WordPress's
 * messages (`invalid_username`, `incorrect_password`) in WPGraphQL's error shape, so a
 * misconfigured preview fails loudly instead of silently showing published content. (WordPress's
 * REST API answers such a header with 401; on `/graphql` WordPress core may instead fall back to
 * an anonymous request, which the site then shows as "not found".)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../graphql/context';
import type { UserRecord } from '../store/types';

export interface EditorCredentials {
  /** The WordPress user login the application password belongs to. */
  user: string;
  applicationPassword: string;
}

export type Authentication = { ok: true; viewer: Viewer | null } | { ok: false; status: 401; message: string };

export const UNKNOWN_USERNAME = 'Unknown username. Check again or try your email address.';
export const INCORRECT_APPLICATION_PASSWORD = 'The provided password is an invalid application password.';

/** WordPress strips everything but letters and digits from an application password before checking it. */
function normalizePassword(password: string): string {
  return password.replace(/[^a-z\d]/gi, '');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function parseBasic(header: string): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * `credentials` null: no application password exists on the server, and WordPress then ignores
 * Basic headers altogether (`WP_Application_Passwords::is_in_use()` is false).
 */
export function authenticate(
  authorization: string | undefined,
  credentials: EditorCredentials | null,
  users: readonly UserRecord[],
): Authentication {
  if (!authorization || !credentials) return { ok: true, viewer: null };
  if (!/^Basic\s/i.test(authorization.trim())) return { ok: true, viewer: null };
  const basic = parseBasic(authorization);
  if (!basic || !sameSecret(basic.user, credentials.user)) {
    return { ok: false, status: 401, message: UNKNOWN_USERNAME };
  }
  if (!sameSecret(normalizePassword(basic.password), normalizePassword(credentials.applicationPassword))) {
    return { ok: false, status: 401, message: INCORRECT_APPLICATION_PASSWORD };
  }
  const user = users.find((u) => u.slug === credentials.user);
  return { ok: true, viewer: { databaseId: user?.databaseId ?? 0, slug: credentials.user } };
}

/** `CMS_PREVIEW_USER` + `CMS_PREVIEW_APP_PASSWORD`, both or neither. */
export function editorCredentialsFromEnv(env: Record<string, string | undefined>): EditorCredentials | null {
  const user = env.CMS_PREVIEW_USER?.trim();
  const applicationPassword = env.CMS_PREVIEW_APP_PASSWORD?.trim();
  if (!user && !applicationPassword) return null;
  if (!user || !applicationPassword) {
    throw new Error('CMS_PREVIEW_USER and CMS_PREVIEW_APP_PASSWORD must be set together.');
  }
  return { user, applicationPassword };
}

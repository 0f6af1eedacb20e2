import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Headers WordPress senders use for the shared secret (WPGraphQL Smart Cache recipe, On-Demand Revalidation plugin, hand-rolled). */
function presentedSecret(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? headers.get('x-wpgraphql-revalidate-secret') ?? headers.get('x-revalidate-secret');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * True when the request carries the configured secret. Compared in constant time on digests,
 * so neither the content nor the length of the secret leaks through timing. Never read from
 * the query string (it would end up in access logs and CDN logs).
 */
export function hasValidSecret(headers: Headers, expected: string | undefined): boolean {
  const presented = presentedSecret(headers);
  if (!expected || !presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

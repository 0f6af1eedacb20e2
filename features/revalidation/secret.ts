import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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

/** How far the sender's clock may be from ours (a replayed request is refused past it). */
export const signatureToleranceSeconds = 300;

export const timestampHeader = 'x-festival-timestamp';
export const signatureHeader = 'x-festival-signature';

/** Whether the request is signed the festival plugin's way (then the signature alone decides). */
export function isSigned(headers: Headers): boolean {
  return headers.has(timestampHeader) || headers.has(signatureHeader);
}

/**
 * The festival plugin's signature: `X-Festival-Timestamp: <unix seconds>` and
 * `X-Festival-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the
 * secret>`. Null when it holds; otherwise the one-line reason for the 401. Compared in constant
 * time (on digests, so the length of what was sent leaks nothing either).
 */
export function signatureProblem(headers: Headers, rawBody: string | Uint8Array, expected: string | undefined, nowSeconds = Date.now() / 1000): string | null {
  if (!expected) return 'no revalidation secret is configured';
  const timestamp = headers.get(timestampHeader)?.trim() ?? '';
  const presented = headers.get(signatureHeader)?.trim() ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return `${timestampHeader} must be the unix time in seconds`;
  if (Math.abs(nowSeconds - Number(timestamp)) > signatureToleranceSeconds) return `${timestampHeader} is more than ${signatureToleranceSeconds} s away from the site's clock`;
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(presented)?.[1]?.toLowerCase();
  if (!signature) return `${signatureHeader} must be sha256=<64 hex digits>`;
  const computed = createHmac('sha256', expected).update(`${timestamp}.`).update(rawBody).digest('hex');
  return timingSafeEqual(digest(signature), digest(computed)) ? null : 'wrong signature';
}

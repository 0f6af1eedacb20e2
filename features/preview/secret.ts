import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * True when the preview link carries the configured secret (`PREVIEW_SECRET`). Compared in
 * constant time on equal-length digests, so neither the content nor the length of the secret
 * leaks through timing. No secret configured: every link is refused.
 */
export function isPreviewSecret(presented: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

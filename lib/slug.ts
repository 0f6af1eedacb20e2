import { isValidSlug, maxSlugLength, slugFromDecoded } from './slug-syntax.mjs';

/**
 * A WordPress slug as it can appear in a URL (the rule is in ./slug-syntax.mjs, shared with the
 * request gate). Anything else cannot name content, so routes answer 404 without asking the
 * content server.
 */
export { isValidSlug, maxSlugLength };

/** Next hands route params percent-decoded; WordPress wants the stored (encoded, lowercase) form. */
export function normalizeSlug(param: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null;
  }
  return slugFromDecoded(decoded);
}

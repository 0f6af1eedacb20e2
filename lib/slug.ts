/**
 * A WordPress slug as it can appear in a URL: lowercase letters, digits, hyphens and
 * underscores, or percent-encoded UTF-8 (WordPress stores non-ASCII slugs encoded). Anything
 * else cannot name content, so routes answer 404 without asking the content server.
 */
const slugPattern = /^(?:[a-z0-9_-]|%[0-9a-f]{2})+$/;
export const maxSlugLength = 200;

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= maxSlugLength && slugPattern.test(slug);
}

/** Next hands route params percent-decoded; WordPress wants the stored (encoded, lowercase) form. */
export function normalizeSlug(param: string): string | null {
  let slug: string;
  try {
    slug = encodeURIComponent(decodeURIComponent(param)).toLowerCase();
  } catch {
    return null;
  }
  return isValidSlug(slug) ? slug : null;
}

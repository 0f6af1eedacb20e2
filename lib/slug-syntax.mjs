// @ts-check
/**
 * THE syntax of a WordPress slug as it appears in a URL: lowercase letters, digits, hyphens and
 * underscores, or the percent-encoded bytes of non-ASCII characters (WordPress stores `é` as
 * `%c3%a9`), at most 200 characters (the `post_name` column). `sanitize_title` removes every other
 * ASCII character, so an encoded ASCII byte (`%3c` for `<`, `%25` for `%`, `%2e` for `.`) never
 * names content. Plain JavaScript so that the request gate (server/request-gate.mjs), which runs
 * before Next.js and outside its bundler, applies the same rule as the routes (./slug.ts).
 */
const slugPattern = /^(?:[a-z0-9_-]|%[89a-f][0-9a-f])+$/;

export const maxSlugLength = 200;

/** @param {string} slug the stored (encoded, lowercase) form */
export function isValidSlug(slug) {
  return slug.length > 0 && slug.length <= maxSlugLength && slugPattern.test(slug);
}

/**
 * The stored form of a decoded URL segment or route param (`Café` → `caf%c3%a9`), or null when it
 * cannot be a slug.
 * @param {string} decoded
 */
export function slugFromDecoded(decoded) {
  const slug = encodeURIComponent(decoded).toLowerCase();
  return isValidSlug(slug) ? slug : null;
}

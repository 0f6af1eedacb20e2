/**
 * Post slugs as WordPress makes them: `sanitize_title` for a title or a slug an editor types,
 * `wp_unique_post_slug` (with Polylang: unique per post type AND language) with `-2`, `-3`…
 * appended on a clash, and the `__trashed` suffix a post carries while in the trash.
 */
import type { LanguageCode, PostRecord, PostType } from '../store/types';

/**
 * `sanitize_title`: accents removed (`remove_accents`), lowercase, anything but letters, digits,
 * `-` and `_` turned into hyphens, runs of hyphens collapsed, trimmed.
 */
export function sanitizeSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** WordPress's `post_name` of a trashed post (`_wp_desired_post_slug` keeps the original). */
export const trashedSuffix = '__trashed';

export function trashedSlug(slug: string): string {
  return slug.endsWith(trashedSuffix) ? slug : `${slug}${trashedSuffix}`;
}

/**
 * `wp_unique_post_slug`: the slug, or with `-2`, `-3`… appended when another post of the type
 * and language (not `exceptId`) already has it.
 */
export function uniqueSlug(
  posts: readonly PostRecord[],
  postType: PostType,
  language: LanguageCode,
  slug: string,
  exceptId: number | null = null,
): string {
  const taken = new Set(
    posts.filter((p) => p.postType === postType && p.language === language && p.databaseId !== exceptId).map((p) => p.slug),
  );
  if (!taken.has(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${slug}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

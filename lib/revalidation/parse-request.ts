import { isValidSlug } from '@/lib/slug';
import { allContentTags, contentKinds } from '@/queries/tags';

export const contentTypes = ['event', 'artist', 'news', 'page', 'category', 'menu', 'settings'] as const;
export type ContentType = (typeof contentTypes)[number];

export type RevalidationRequest =
  | { kind: 'paths'; paths: string[] }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'postId'; postId: number }
  | { kind: 'content'; contentType: ContentType; slug: string | null };

const maxEntries = 100;
const maxPathLength = 512;
const itemTagPattern = new RegExp(`^(${contentKinds.join('|')}):(en|fr):(.+)$`);

/** A site-relative path: one leading slash, no scheme, no `//host`, no backslash or control character. */
function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= maxPathLength &&
    /^\/(?![/\\])[^\s\\]*$/.test(value) &&
    !/[\u0000-\u001f]/.test(value)
  );
}

function isKnownTag(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (allContentTags().includes(value)) return true;
  const slug = value.match(itemTagPattern)?.[3];
  return slug !== undefined && isValidSlug(slug);
}

function list(value: unknown, name: string): unknown[] | string {
  if (!Array.isArray(value) || value.length === 0) return `"${name}" must be a non-empty array`;
  if (value.length > maxEntries) return `"${name}" holds more than ${maxEntries} entries`;
  return value;
}

/**
 * Validates a webhook body: one of the shapes WordPress senders use. Returns the request, or
 * a one-line reason for a 400.
 */
export function parseRevalidationBody(body: unknown): RevalidationRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const record = body as Record<string, unknown>;
  if ('paths' in record) {
    const paths = list(record.paths, 'paths');
    if (typeof paths === 'string') return paths;
    const bad = paths.find((p) => !isSitePath(p));
    return bad === undefined ? { kind: 'paths', paths: paths as string[] } : `not a site-relative path: ${JSON.stringify(bad).slice(0, 80)}`;
  }
  if ('tags' in record) {
    const tags = list(record.tags, 'tags');
    if (typeof tags === 'string') return tags;
    const bad = tags.find((t) => !isKnownTag(t));
    return bad === undefined ? { kind: 'tags', tags: tags as string[] } : `unknown tag: ${JSON.stringify(bad).slice(0, 80)}`;
  }
  if ('postId' in record) {
    const postId = typeof record.postId === 'string' ? Number(record.postId) : record.postId;
    return Number.isSafeInteger(postId) && (postId as number) > 0
      ? { kind: 'postId', postId: postId as number }
      : '"postId" must be a positive integer';
  }
  if ('contentType' in record) {
    const contentType = record.contentType;
    if (!contentTypes.includes(contentType as ContentType)) return `"contentType" must be one of ${contentTypes.join(', ')}`;
    const needsSlug = !['menu', 'settings'].includes(contentType as string);
    const slug = record.slug;
    if (needsSlug && (typeof slug !== 'string' || !isValidSlug(slug))) return '"slug" must be a valid slug';
    return { kind: 'content', contentType: contentType as ContentType, slug: needsSlug ? (slug as string) : null };
  }
  return 'unknown body: expected "paths", "tags", "postId" or "contentType"';
}

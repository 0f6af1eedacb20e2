import { type ContentType, contentTypeByApiName, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { isValidSlug } from '@/lib/slug';
import { allContentTags, parseTag } from '@/queries/tags';

/** What a `{contentType}` body names: a content type, or the shell's menus and settings. */
export type ChangedContent = ContentType | 'menu' | 'settings';

/** The `contentType` values senders use: each content type's API name, `menu` and `settings`. */
export const webhookContentTypes = [...contentTypes.map((type) => contentTypeRegistry[type].apiName), 'menu', 'settings'];

export type RevalidationRequest =
  | { kind: 'paths'; paths: string[] }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'postId'; postId: number }
  | { kind: 'content'; content: ChangedContent; slug: string | null };

const maxEntries = 100;
const maxPathLength = 512;

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
  const parsed = parseTag(value);
  return parsed !== null && parsed.slug !== null && isValidSlug(parsed.slug);
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
    const name = record.contentType;
    const content: ChangedContent | undefined = name === 'menu' || name === 'settings' ? name : contentTypeByApiName(name);
    if (!content) return `"contentType" must be one of ${webhookContentTypes.join(', ')}`;
    const needsSlug = content !== 'menu' && content !== 'settings';
    const slug = record.slug;
    if (needsSlug && (typeof slug !== 'string' || !isValidSlug(slug))) return '"slug" must be a valid slug';
    return { kind: 'content', content, slug: needsSlug ? (slug as string) : null };
  }
  return 'unknown body: expected "paths", "tags", "postId" or "contentType"';
}

import { type ContentType, contentTypeByApiName, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { isValidSlug } from '@/lib/slug';
import type { Locale } from '@/i18n/locales';
import { allContentTags, parseTag } from '@/queries/tags';
import { parsePluginBody, pluginSender, type PostTransition } from './plugin-body';

/** The `contentType` values senders use: each content type's API name, `menu` and `settings`. */
export const webhookContentTypes = [...contentTypes.map((type) => contentTypeRegistry[type].apiName), 'menu', 'settings'];

/**
 * What a sender told us. `post` gathers whatever it said about one changed post: its id (the
 * On-Demand Revalidation plugin), its type and slug (hand-rolled senders; the slug as it is
 * AFTER the change), and any paths or tags it added; the webhook finds out the rest. The
 * festival's plugin also says what the post was before (`transition`), the language of a menu or
 * settings save (`shell`), and term saves (`term`): ./plugin-body.ts.
 */
export type RevalidationRequest =
  | { kind: 'paths'; paths: string[] }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'shell'; language?: Locale | null }
  | { kind: 'term'; taxonomy: 'category' | 'news_type'; termId: number; language: Locale | null; slug: string; previousSlug: string }
  | { kind: 'post'; postId: number | null; content: ContentType | null; slug: string | null; paths: string[]; tags: string[]; transition?: PostTransition };

const maxEntries = 100;
const maxPathLength = 512;

/**
 * A site-relative path: one leading slash, no scheme, no `//host`, no backslash or control
 * character, and segments that decode (percent-encoding) to neither `.` nor `..` nor a slash:
 * `/../../etc/passwd` names no page, and its segments would become cache tags.
 */
function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > maxPathLength) return false;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value) || /[\u0000-\u001f]/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').every((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\\u0000-\u001f]/.test(decoded);
  });
}

/** A rejected value in one short line: strings quoted and cut, anything else by its kind (never serialised whole: it may be nested thousands deep). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 80));
  if (Array.isArray(value)) return 'an array';
  return value === null ? 'null' : `a ${typeof value}`;
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

function checkedPaths(value: unknown): string[] | string {
  const paths = list(value, 'paths');
  if (typeof paths === 'string') return paths;
  const bad = paths.find((p) => !isSitePath(p));
  return bad === undefined ? (paths as string[]) : `not a site-relative path: ${describe(bad)}`;
}

function checkedTags(value: unknown): string[] | string {
  const tags = list(value, 'tags');
  if (typeof tags === 'string') return tags;
  const bad = tags.find((t) => !isKnownTag(t));
  return bad === undefined ? (tags as string[]) : `unknown tag: ${describe(bad)}`;
}

/** `paths` / `tags` sent beside a post id or type (optional there). */
function extras(record: Record<string, unknown>): { paths: string[]; tags: string[] } | string {
  const paths = 'paths' in record ? checkedPaths(record.paths) : [];
  if (typeof paths === 'string') return paths;
  const tags = 'tags' in record ? checkedTags(record.tags) : [];
  if (typeof tags === 'string') return tags;
  return { paths, tags };
}

/**
 * Validates a webhook body: one of the shapes WordPress senders use, or several of their fields
 * together (`{postId, contentType, slug}`, `{postId, paths}`). Returns the request, or a one-line
 * reason for a 400.
 */
export function parseRevalidationBody(body: unknown): RevalidationRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const record = body as Record<string, unknown>;
  if (typeof record.sender === 'string' && pluginSender.test(record.sender)) return parsePluginBody(record);
  let postId: number | null = null;
  if ('postId' in record) {
    const value = typeof record.postId === 'string' ? Number(record.postId) : record.postId;
    if (!Number.isSafeInteger(value) || (value as number) <= 0) return '"postId" must be a positive integer';
    postId = value as number;
  }
  let content: ContentType | null = null;
  let slug: string | null = null;
  if ('contentType' in record) {
    const name = record.contentType;
    if (name === 'menu' || name === 'settings') return { kind: 'shell' };
    const type = contentTypeByApiName(name);
    if (!type) return `"contentType" must be one of ${webhookContentTypes.join(', ')}`;
    content = type;
    if (postId === null || record.slug !== undefined) {
      if (typeof record.slug !== 'string' || !isValidSlug(record.slug)) return '"slug" must be a valid slug';
      slug = record.slug;
    }
  }
  if (postId !== null || content !== null) {
    const more = extras(record);
    if (typeof more === 'string') return more;
    return { kind: 'post', postId, content, slug, ...more };
  }
  if ('paths' in record) {
    const paths = checkedPaths(record.paths);
    return typeof paths === 'string' ? paths : { kind: 'paths', paths };
  }
  if ('tags' in record) {
    const tags = checkedTags(record.tags);
    return typeof tags === 'string' ? tags : { kind: 'tags', tags };
  }
  return 'unknown body: expected "paths", "tags", "postId" or "contentType"';
}

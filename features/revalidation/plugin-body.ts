import { type ContentType, contentTypeByApiName, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { isLocale, type Locale } from '@/i18n/locales';
import { isValidSlug } from '@/lib/slug';

/**
 * The body of the festival's own WordPress plugin (`wordpress/festival-site/`, issue 39), told by
 * its `sender` (`festival-site-wordpress/<version>`): it says what a post was BEFORE the request
 * as well as after, so the webhook needs no lookup to know which URLs are gone. Checked field by
 * field, strictly (a wrong type is a 400 naming the field); other senders' bodies are read as
 * before (./parse-request.ts). The contract: docs/freshness.md, "The festival plugin's webhook".
 */
export const pluginSender = /^festival-site-wordpress\/\d+$/;

/** WordPress's post statuses as the plugin sends them (`deleted`: gone for good). */
export const postStatuses = ['publish', 'draft', 'pending', 'private', 'future', 'trash', 'auto-draft', 'inherit', 'deleted'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** What one save did to a post, as the plugin saw it. */
export interface PostTransition {
  /** Polylang's language of the post; null without Polylang. */
  language: Locale | null;
  /** `post_name` now (`x__trashed` once trashed; empty for a draft never published). */
  slug: string;
  previousSlug: string;
  status: PostStatus;
  previousStatus: PostStatus;
}

export type PluginRequest =
  | { kind: 'post'; postId: number; content: ContentType; slug: string | null; paths: []; tags: []; transition: PostTransition }
  | { kind: 'term'; taxonomy: 'category' | 'news_type'; termId: number; language: Locale | null; slug: string; previousSlug: string }
  | { kind: 'shell'; language: Locale | null };

const postTypeNames = contentTypes.map((type) => contentTypeRegistry[type].apiName);
const taxonomies = ['category', 'news_type'] as const;
const maxLocations = 20;

type Fields = Record<string, unknown>;

function positiveInteger(record: Fields, name: string): number | string {
  const value = record[name];
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : `"${name}" must be a positive integer`;
}

function language(record: Fields): Locale | null | string {
  if (record.language === undefined || record.language === null) return null;
  return isLocale(record.language) ? record.language : '"language" must be "en" or "fr"';
}

/** A slug as WordPress stores it; empty only where the status allows none (a draft never published). */
function slug(record: Fields, name: string, { emptyAllowed }: { emptyAllowed: boolean }): string {
  const value = record[name];
  if (typeof value !== 'string') return `"${name}" must be a string`;
  if (value === '' && emptyAllowed) return '';
  return isValidSlug(value) ? value : `"${name}" must be a valid slug`;
}

function status(record: Fields, name: string): PostStatus | string {
  const value = record[name];
  return (postStatuses as readonly unknown[]).includes(value) ? (value as PostStatus) : `"${name}" must be one of ${postStatuses.join(', ')}`;
}

/** The first reason among checked values (every reason here starts with the field's name in quotes). */
const failed = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.startsWith('"'));

function post(record: Fields, content: ContentType): PluginRequest | string {
  const postId = positiveInteger(record, 'postId');
  const lang = language(record);
  const now = status(record, 'status');
  const before = status(record, 'previousStatus');
  const early = failed(postId, lang, now, before);
  if (early) return early;
  // A post that is or was public has a slug then; a draft may have none yet.
  const current = slug(record, 'slug', { emptyAllowed: now !== 'publish' });
  const previous = slug(record, 'previousSlug', { emptyAllowed: before !== 'publish' });
  const late = failed(current, previous);
  if (late) return late;
  const transition: PostTransition = { language: lang as Locale | null, slug: current, previousSlug: previous, status: now as PostStatus, previousStatus: before as PostStatus };
  return { kind: 'post', postId: postId as number, content, slug: current || null, paths: [], tags: [], transition };
}

function term(record: Fields): PluginRequest | string {
  if (!(taxonomies as readonly unknown[]).includes(record.taxonomy)) return `"taxonomy" must be one of ${taxonomies.join(', ')}`;
  const termId = positiveInteger(record, 'termId');
  const lang = language(record);
  const current = slug(record, 'slug', { emptyAllowed: false });
  const previous = slug(record, 'previousSlug', { emptyAllowed: false });
  const problem = failed(termId, lang, current, previous);
  if (problem) return problem;
  return { kind: 'term', taxonomy: record.taxonomy as 'category' | 'news_type', termId: termId as number, language: lang as Locale | null, slug: current, previousSlug: previous };
}

function menu(record: Fields): PluginRequest | string {
  const menuId = positiveInteger(record, 'menuId');
  if (typeof menuId === 'string') return menuId;
  const locations = record.locations;
  if (locations !== undefined && (!Array.isArray(locations) || locations.length > maxLocations || !locations.every((location) => typeof location === 'string' && /^[a-z0-9_-]{1,64}$/i.test(location)))) {
    return `"locations" must be an array of at most ${maxLocations} menu location names`;
  }
  const lang = language(record);
  return failed(lang) ?? { kind: 'shell', language: lang as Locale | null };
}

/** Reads a body whose `sender` is the festival plugin; a one-line reason for a 400 otherwise. */
export function parsePluginBody(record: Fields): PluginRequest | string {
  const name = record.contentType;
  if (name === 'menu') return menu(record);
  if (name === 'settings') {
    const lang = language(record);
    return failed(lang) ?? { kind: 'shell', language: lang as Locale | null };
  }
  if (name === 'term') return term(record);
  const content = contentTypeByApiName(name);
  if (!content) return `"contentType" must be one of ${[...postTypeNames, 'term', 'menu', 'settings'].join(', ')}`;
  return post(record, content);
}

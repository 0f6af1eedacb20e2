/**
 * One editor change to the content store, as WordPress's editor saves it: validated, applied to
 * a copy of the store (the old store stays intact for requests already running), with the post's
 * `modified` date bumped.
 */
import type { ContentStore, LanguageCode, PostRecord, PostStatus } from '../store/types';
import { checkValue, editableFields, editTypes, postTypeOf, type EditType } from './fields';
import { sanitizeSlug, trashedSlug, uniqueSlug } from './slugs';

export interface Edit {
  type: EditType;
  /** The item's slug as it is now (`x__trashed` in the trash); null for settings or when `id` is given. */
  slug: string | null;
  /** The item's database id, another way to name it (a trashed or renamed item keeps it). */
  id?: number | null;
  /** Null: the only item with that slug (posts) or both languages (settings). */
  language: LanguageCode | null;
  field: string;
  value: string | boolean | null;
}

/** An applied edit as the edit log keeps it: the item's language and id resolved, and when it was made. */
export interface LoggedEdit extends Edit {
  /** Site-local wall-clock time of the edit, `YYYY-MM-DD HH:MM:SS`, written to `modified`. */
  at: string;
}

/** What the site's webhook is told about an applied post edit (cms/admin/notify-site.ts). */
export interface EditedPost {
  databaseId: number;
  /** The slug after the edit (`x__trashed` once trashed, the new one after a rename). */
  slug: string;
  status: PostStatus;
  /** Its `modified` after the edit. */
  modified?: string;
  language?: LanguageCode;
  /** The slug and status before the edit (`''` and `auto-draft` for a new post), as the festival plugin reports them. */
  previousSlug?: string;
  previousStatus?: PostStatus | 'auto-draft';
}

/** The menu a menu item edit changed. */
export interface EditedMenu {
  menuId: number;
  location: string;
  language: LanguageCode;
}

export type ApplyResult =
  | { ok: true; store: ContentStore; edit: LoggedEdit; post?: EditedPost; menu?: EditedMenu }
  | { ok: false; status: 400 | 404; error: string };

const allowedKeys = new Set(['type', 'slug', 'id', 'language', 'field', 'value']);

/** An edit from a request body, or a one-line reason for a 400. */
export function parseEdit(body: unknown): Edit | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const record = body as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((key) => !allowedKeys.has(key));
  if (unknownKey !== undefined) return `unknown key ${JSON.stringify(unknownKey).slice(0, 60)}: expected type, slug (or id), language, field, value`;

  const type = record.type;
  if (!editTypes.includes(type as EditType)) return `"type" must be one of ${editTypes.join(', ')}`;
  const editType = type as EditType;

  let slug: string | null = null;
  let id: number | null = null;
  if (editType === 'settings') {
    if (record.slug !== undefined && record.slug !== null) return 'settings have no "slug"';
  } else if (editType === 'menu' && (!Number.isSafeInteger(record.id) || (record.id as number) <= 0)) {
    return '"id" must be the menu item\'s database id';
  } else if (record.id !== undefined && record.id !== null) {
    if (!Number.isSafeInteger(record.id) || (record.id as number) <= 0) return '"id" must be the item\'s database id';
    id = record.id as number;
  } else {
    if (typeof record.slug !== 'string' || !/^[^\s/?#]{1,200}$/.test(record.slug)) return '"slug" must be the item\'s slug';
    slug = record.slug;
  }

  let language: LanguageCode | null = null;
  if (record.language !== undefined && record.language !== null) {
    const code = typeof record.language === 'string' ? record.language.toUpperCase() : '';
    if (code !== 'EN' && code !== 'FR') return '"language" must be "en" or "fr"';
    language = code;
  }

  const fields = editableFields[editType];
  const field = record.field;
  if (typeof field !== 'string' || !Object.hasOwn(fields, field)) {
    return `"field" of ${editType} must be one of ${Object.keys(fields).join(', ')}`;
  }
  if (!('value' in record)) return '"value" is missing';
  const checked = checkValue(field, fields[field]!, record.value);
  if (typeof checked === 'string') return checked;
  // A logged edit names its post both ways; the id wins (the slug may have changed since).
  if (id !== null && typeof record.slug === 'string') slug = record.slug;
  return { type: editType, slug, ...(id !== null ? { id } : {}), language, field, value: checked.value };
}

/** WordPress's `post_modified`: now, on the site's wall clock (America/Montreal). */
export function siteLocalNow(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Montreal',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace('T', ' ');
}

function findPost(store: ContentStore, edit: Edit): PostRecord | { status: 400 | 404; error: string } {
  const postType = postTypeOf[edit.type as Exclude<EditType, 'settings' | 'menu'>];
  const named = (post: PostRecord) => (edit.id ? post.databaseId === edit.id : post.slug === edit.slug);
  const matches = store.posts.filter(
    (post) => post.postType === postType && named(post) && (edit.language === null || post.language === edit.language),
  );
  const name = edit.id ? `id ${edit.id}` : `slug ${JSON.stringify(edit.slug)}`;
  const where = `${edit.type} with ${name}${edit.language ? ` in ${edit.language}` : ''}`;
  if (matches.length === 0) return { status: 404, error: `no ${where}` };
  if (matches.length > 1) return { status: 400, error: `more than one ${where}: give "language"` };
  return matches[0]!;
}

/**
 * A new slug as `wp_insert_post` stores it: sanitized, unique for the type and language. A post
 * in the trash keeps its `__trashed` name (the new slug becomes the one it gets back).
 */
function renamed(store: ContentStore, post: PostRecord, requested: string): PostRecord | string {
  const slug = sanitizeSlug(requested);
  if (!slug) return `"${requested}" makes an empty slug`;
  const unique = uniqueSlug(store.posts, post.postType, post.language, slug, post.databaseId);
  return post.status === 'trash' ? { ...post, desiredSlug: unique } : { ...post, slug: unique };
}

/**
 * A status change as WordPress makes it: into the trash, the slug gets `__trashed` and the
 * original is kept (`_wp_desired_post_slug`); out of the trash, the post gets it back (made
 * unique again, another post may have taken it meanwhile).
 */
function withStatus(store: ContentStore, post: PostRecord, status: PostStatus): PostRecord {
  if (status === 'trash' && post.status !== 'trash') return { ...post, status, slug: trashedSlug(post.slug), desiredSlug: post.slug };
  if (status !== 'trash' && post.status === 'trash') {
    const { desiredSlug, ...rest } = post;
    const slug = uniqueSlug(store.posts, post.postType, post.language, desiredSlug ?? post.slug.replace(/__trashed$/, ''), post.databaseId);
    return { ...rest, status, slug };
  }
  return { ...post, status };
}

/**
 * The post's new `modified`: the edit's time, or a second after the post's own when that is
 * later. WordPress's dates only move forward because its clock is never behind its content; the
 * seed is dated in the festival's year, so an edit made "now" could otherwise date a post back
 * (calendar feeds derive their SEQUENCE from it and need it to grow).
 */
function modifiedAfter(at: string, previous: string): string {
  if (at > previous) return at;
  const next = new Date(`${previous.replace(' ', 'T')}Z`);
  next.setUTCSeconds(next.getUTCSeconds() + 1);
  return next.toISOString().slice(0, 19).replace('T', ' ');
}

function applyToPost(store: ContentStore, edit: Edit, editedAt: string): ApplyResult {
  const found = findPost(store, edit);
  if (!('databaseId' in found)) return { ok: false, ...found };
  const at = modifiedAfter(editedAt, found.modified);
  const spec = editableFields[edit.type][edit.field]!;
  let updated: PostRecord;
  if (spec.kind === 'slug') {
    const result = renamed(store, found, edit.value as string);
    if (typeof result === 'string') return { ok: false, status: 400, error: result };
    updated = { ...result, modified: at };
  } else if (spec.kind === 'status') {
    updated = { ...withStatus(store, found, edit.value as PostStatus), modified: at };
  } else if (spec.group) {
    const details = (found as unknown as Record<string, Record<string, unknown>>)[spec.group];
    updated = { ...found, [spec.group]: { ...details, [edit.field]: edit.value }, modified: at } as PostRecord;
  } else {
    updated = { ...found, [edit.field]: edit.value, modified: at } as PostRecord;
  }
  return {
    ok: true,
    store: { ...store, posts: store.posts.map((post) => (post === found ? updated : post)) },
    // Logged by id: a later rename or trashing must not make the edit miss its post on replay.
    edit: { ...edit, id: found.databaseId, language: found.language, at },
    post: {
      databaseId: updated.databaseId,
      slug: updated.slug,
      status: updated.status,
      modified: at,
      language: updated.language,
      previousSlug: found.slug,
      previousStatus: found.status,
    },
  };
}

function applyToSettings(store: ContentStore, edit: Edit, at: string): ApplyResult {
  const languages: LanguageCode[] = edit.language ? [edit.language] : ['EN', 'FR'];
  const settings = { ...store.settings };
  for (const language of languages) settings[language] = { ...settings[language], [edit.field]: edit.value };
  return { ok: true, store: { ...store, settings }, edit: { ...edit, at } };
}

function applyToMenuItem(store: ContentStore, edit: Edit, at: string): ApplyResult {
  const item = store.menuItems.find((candidate) => candidate.databaseId === edit.id);
  const menu = item && store.menus.find((candidate) => candidate.databaseId === item.menuId);
  if (!item || !menu) return { ok: false, status: 404, error: `no menu item with id ${edit.id}` };
  const menuItems = store.menuItems.map((candidate) => (candidate === item ? { ...item, label: edit.value as string } : candidate));
  const language: LanguageCode = menu.location.endsWith('___FR') ? 'FR' : 'EN';
  return { ok: true, store: { ...store, menuItems }, edit: { ...edit, language, at }, menu: { menuId: menu.databaseId, location: menu.location, language } };
}

/** The store with the edit applied, or why it cannot be (the store is never changed in place). */
export function applyEdit(store: ContentStore, edit: Edit, at: string = siteLocalNow()): ApplyResult {
  if (edit.type === 'settings') return applyToSettings(store, edit, at);
  return edit.type === 'menu' ? applyToMenuItem(store, edit, at) : applyToPost(store, edit, at);
}

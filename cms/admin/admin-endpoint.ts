/**
 * The content server's editor, with `Authorization: Bearer $CMS_ADMIN_TOKEN`:
 *
 *   POST /admin/edits  { type, slug | id, language?, field, value }   one change to an item or the
 *                      settings: a field, the slug (a rename), the status (publish, draft, pending,
 *                      private, future, trash)
 *   POST /admin/items  { type, language, title, … }                   a new item (create-item.ts)
 *
 * Each change is kept in the edit log and announced to the site's revalidation webhook, as
 * saving a post in WordPress does.
 *
 *   200 {"edited"|"created":{…},"revalidation":{…}}   400/404/413 {"error":"<one line>"}
 *   401 no or wrong token   403 the server runs without CMS_ADMIN_TOKEN   405 not POST
 *   500 the edit log could not be written
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentSource } from '../graphql/content-source';
import { readBody } from '../http/read-body';
import { logError, sendJson } from '../http/responses';
import type { ContentStore } from '../store/types';
import { applyEdit, parseEdit, type EditedMenu, type EditedPost, type LoggedEdit } from './apply-edit';
import { createItem, parseNewItem } from './create-item';
import { openEditLog, replayEdits, type LogEntry } from './edit-log';
import { createSiteNotifier, pluginBodyFor, revalidationBodyFor, type NotifyOutcome, type SiteWebhookOptions } from './notify-site';

export const ADMIN_URL_PREFIX = '/admin/';
export const EDITS_PATH = '/admin/edits';
export const ITEMS_PATH = '/admin/items';

export interface AdminOptions {
  /** The bearer token editors present; null disables editing (403). */
  token: string | null;
  /** Folder of the edit log (`edits.json`). */
  dataDir: string;
  /** The site's revalidation webhook; null: edits are not announced. */
  siteWebhook: SiteWebhookOptions | null;
}

export interface Admin {
  /** The seed with the logged edits replayed: the store the server starts with. */
  store: ContentStore;
  handle(source: ContentSource, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): void;
}

/** Admin settings from the environment: CMS_ADMIN_TOKEN, CMS_DATA_DIR, SITE_REVALIDATE_URL, REVALIDATE_SECRET, SITE_WEBHOOK_FORMAT. */
export function adminOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, defaultDataDir: string): AdminOptions {
  const url = env.SITE_REVALIDATE_URL?.trim();
  const secret = env.REVALIDATE_SECRET?.trim();
  if (url && !secret) throw new Error('SITE_REVALIDATE_URL is set but REVALIDATE_SECRET is not: the site would refuse every call');
  return {
    token: env.CMS_ADMIN_TOKEN?.trim() || null,
    dataDir: env.CMS_DATA_DIR?.trim() || defaultDataDir,
    siteWebhook: url ? { url, secret: secret!, ...(env.SITE_WEBHOOK_FORMAT?.trim() === 'festival-plugin' ? { format: 'festival-plugin' as const } : {}) } : null,
  };
}

const noStore = { 'Cache-Control': 'no-store' };

function fail(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error }, { ...noStore, ...headers });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function hasToken(req: IncomingMessage, token: string): boolean {
  const presented = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

function summary(edit: LoggedEdit, post: EditedPost | undefined): Record<string, unknown> {
  return {
    type: edit.type,
    slug: edit.slug,
    language: edit.language,
    field: edit.field,
    modified: post?.modified ?? edit.at,
    ...(post ? { id: post.databaseId, status: post.status, currentSlug: post.slug } : {}),
  };
}

export async function openAdmin(options: AdminOptions, seed: ContentStore): Promise<Admin> {
  const log = await openEditLog(options.dataDir);
  const store = replayEdits(seed, log.entries(), (reason) => logError('edit log', reason));
  const notifier = createSiteNotifier(options.siteWebhook);
  // One edit at a time: each applies to the store the previous one produced.
  let queue: Promise<unknown> = Promise.resolve();

  type Change =
    | { ok: true; store: ContentStore; entry: LogEntry; reply: Record<string, unknown>; post: EditedPost | null; menu?: EditedMenu }
    | { ok: false; status: number; error: string };

  /** The change a body asks for at this path, applied to a copy of the current store. */
  function change(store: ContentStore, path: string, body: unknown): Change {
    if (path === ITEMS_PATH) {
      const item = parseNewItem(body);
      if (typeof item === 'string') return { ok: false, status: 400, error: item };
      const result = createItem(store, item);
      if (!result.ok) return result;
      const { post, created } = result;
      const reply = { created: { type: created.type, id: post.databaseId, slug: post.slug, language: post.language, status: post.status } };
      const announced: EditedPost = { databaseId: post.databaseId, slug: post.slug, status: post.status, language: post.language, previousSlug: '', previousStatus: 'auto-draft' };
      return { ok: true, store: result.store, entry: created, reply, post: announced };
    }
    const edit = parseEdit(body);
    if (typeof edit === 'string') return { ok: false, status: 400, error: edit };
    const result = applyEdit(store, edit);
    if (!result.ok) return result;
    return { ok: true, store: result.store, entry: result.edit, reply: { edited: summary(result.edit, result.post) }, post: result.post ?? null, menu: result.menu };
  }

  async function applyAndSave(source: ContentSource, path: string, body: unknown): Promise<Change> {
    const result = change(source.getStore(), path, body);
    if (!result.ok) return result;
    try {
      await log.append(result.entry);
    } catch (error) {
      logError('edit log', `could not save to ${log.file}: ${(error as Error).message}`);
      return { ok: false, status: 500, error: 'the edit could not be saved; nothing was changed' };
    }
    source.replaceStore(result.store);
    return result;
  }

  async function handle(source: ContentSource, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname !== EDITS_PATH && url.pathname !== ITEMS_PATH) {
      req.resume();
      return fail(res, 404, 'unknown admin path: use POST /admin/edits or POST /admin/items');
    }
    if (req.method !== 'POST') {
      req.resume();
      return fail(res, 405, 'use POST', { Allow: 'POST' });
    }
    if (!options.token) {
      req.resume();
      return fail(res, 403, 'editing is disabled: start the content server with CMS_ADMIN_TOKEN');
    }
    if (!hasToken(req, options.token)) {
      req.resume();
      return fail(res, 401, 'missing or wrong admin token (Authorization: Bearer …)', { 'WWW-Authenticate': 'Bearer' });
    }
    const read = await readBody(req);
    if (!read.ok) return read.reason === 'too-large' ? fail(res, 413, 'body larger than 1 MB') : undefined;
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(res, 400, 'the body is not valid JSON');
    }

    const saved = queue.then(() => applyAndSave(source, url.pathname, body));
    queue = saved.catch(() => undefined);
    const outcome = await saved;
    if (!outcome.ok) return fail(res, outcome.status, outcome.error);

    const announcement = options.siteWebhook?.format === 'festival-plugin'
      ? pluginBodyFor(outcome.entry.type, { post: outcome.post, menu: outcome.menu ?? null, language: 'language' in outcome.entry ? outcome.entry.language : null })
      : revalidationBodyFor(outcome.entry.type, outcome.post);
    const revalidation: NotifyOutcome = await notifier.notify(announcement);
    sendJson(res, 200, { ...outcome.reply, revalidation }, noStore);
  }

  return { store, handle, close: () => notifier.close() };
}

/**
 * The content server's editor: `POST /admin/edits` with `Authorization: Bearer $CMS_ADMIN_TOKEN`
 * and `{ type, slug, language?, field, value }` applies one change, keeps it in the edit log and
 * calls the site's revalidation webhook, as saving a post in WordPress does.
 *
 *   200 {"edited":{…},"revalidation":{…}}   400/404/413 {"error":"<one line>"}   401 no or wrong token
 *   403 the server runs without CMS_ADMIN_TOKEN   405 not POST   500 the edit log could not be written
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentSource } from '../graphql/content-source';
import { readBody } from '../http/read-body';
import { logError, sendJson } from '../http/responses';
import type { ContentStore } from '../store/types';
import { applyEdit, parseEdit, type LoggedEdit } from './apply-edit';
import { openEditLog, replayEdits } from './edit-log';
import { createSiteNotifier, revalidationBodyFor, type NotifyOutcome, type SiteWebhookOptions } from './notify-site';

export const ADMIN_URL_PREFIX = '/admin/';
export const EDITS_PATH = '/admin/edits';

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

/** Admin settings from the environment: CMS_ADMIN_TOKEN, CMS_DATA_DIR, SITE_REVALIDATE_URL, REVALIDATE_SECRET. */
export function adminOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, defaultDataDir: string): AdminOptions {
  const url = env.SITE_REVALIDATE_URL?.trim();
  const secret = env.REVALIDATE_SECRET?.trim();
  if (url && !secret) throw new Error('SITE_REVALIDATE_URL is set but REVALIDATE_SECRET is not: the site would refuse every call');
  return {
    token: env.CMS_ADMIN_TOKEN?.trim() || null,
    dataDir: env.CMS_DATA_DIR?.trim() || defaultDataDir,
    siteWebhook: url ? { url, secret: secret! } : null,
  };
}

const noStore = { 'Cache-Control': 'no-store' };

function fail(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error }, { ...noStore, ...headers });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function hasToken(req: IncomingMessage, token: string): boolean {
  const presented = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

function summary(edit: LoggedEdit): Record<string, unknown> {
  return { type: edit.type, slug: edit.slug, language: edit.language, field: edit.field, modified: edit.at };
}

export async function openAdmin(options: AdminOptions, seed: ContentStore): Promise<Admin> {
  const log = await openEditLog(options.dataDir);
  const store = replayEdits(seed, log.entries(), (reason) => logError('edit log', reason));
  const notifier = createSiteNotifier(options.siteWebhook);
  // One edit at a time: each applies to the store the previous one produced.
  let queue: Promise<unknown> = Promise.resolve();

  async function applyAndSave(source: ContentSource, body: unknown): Promise<{ status: number; error?: string; edit?: LoggedEdit }> {
    const edit = parseEdit(body);
    if (typeof edit === 'string') return { status: 400, error: edit };
    const result = applyEdit(source.getStore(), edit);
    if (!result.ok) return { status: result.status, error: result.error };
    try {
      await log.append(result.edit);
    } catch (error) {
      logError('edit log', `could not save to ${log.file}: ${(error as Error).message}`);
      return { status: 500, error: 'the edit could not be saved; nothing was changed' };
    }
    source.replaceStore(result.store);
    return { status: 200, edit: result.edit };
  }

  async function handle(source: ContentSource, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname !== EDITS_PATH) {
      req.resume();
      return fail(res, 404, 'unknown admin path: use POST /admin/edits');
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

    const saved = queue.then(() => applyAndSave(source, body));
    queue = saved.catch(() => undefined);
    const outcome = await saved;
    if (!outcome.edit) return fail(res, outcome.status, outcome.error ?? 'edit refused');

    const revalidation: NotifyOutcome = await notifier.notify(revalidationBodyFor(outcome.edit));
    sendJson(res, 200, { edited: summary(outcome.edit), revalidation }, noStore);
  }

  return { store, handle, close: () => notifier.close() };
}

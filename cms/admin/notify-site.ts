/**
 * Tells the site that content changed, in one of two formats (`SITE_WEBHOOK_FORMAT`):
 *
 * - `hand-rolled` (default), as a hand-rolled WordPress revalidation plugin does on `save_post` /
 *   `transition_post_status`: `POST {contentType, slug, postId}` with the shared secret in a
 *   header. The slug is the post's `post_name` AFTER the change (the new slug after a rename,
 *   `x__trashed` once trashed); nothing tells the site the old slug or whether the post is still
 *   public (it finds out).
 * - `festival-plugin`, as the festival's own plugin (`wordpress/festival-site/`) does: the post's
 *   language, slug and status before AND after, menus and settings with their language, signed
 *   (`X-Festival-Timestamp`, `X-Festival-Signature`: docs/freshness.md).
 *
 * Like WordPress's senders it never fails the edit: a failed call is logged and retried once.
 */
import { createHmac } from 'node:crypto';
import { logError } from '../http/responses';
import type { EditedMenu, EditedPost } from './apply-edit';
import type { EditType } from './fields';

/** What the festival plugin names its webhook's sender. */
export const festivalPluginSender = 'festival-site-wordpress/1';

export interface SiteWebhookOptions {
  /** e.g. `http://localhost:3000/api/revalidate`. */
  url: string;
  secret: string;
  /** Default 1000. */
  retryDelayMs?: number;
  /** Per attempt. Default 10 000. */
  timeoutMs?: number;
  /** The body and signature of a hand-rolled hook (default), or of the festival plugin. */
  format?: 'hand-rolled' | 'festival-plugin';
}

export interface RevalidationBody {
  contentType: EditType;
  slug?: string;
  postId?: number;
  [field: string]: unknown;
}

export type NotifyOutcome =
  | { status: 'off' }
  | { status: 'ok'; httpStatus: number }
  | { status: 'failed'; reason: string };

export interface SiteNotifier {
  /** Resolves after the first attempt; a failed attempt is retried once in the background. */
  notify(body: RevalidationBody): Promise<NotifyOutcome>;
  /** Cancels pending retries. */
  close(): void;
}

/** The webhook body for an applied change: the post's type, current slug and id; the type alone for settings and menus. */
export function revalidationBodyFor(type: EditType, post: EditedPost | null): RevalidationBody {
  return type === 'settings' || type === 'menu' || !post ? { contentType: type } : { contentType: type, slug: post.slug, postId: post.databaseId };
}

const pluginLanguage = (language: string | undefined) => (language ? { language: language.toLowerCase() } : {});

/** The festival plugin's body for the same change (docs/freshness.md, "The festival plugin's webhook"). */
export function pluginBodyFor(type: EditType, change: { post?: EditedPost | null; menu?: EditedMenu | null; language?: string | null }): RevalidationBody {
  if (type === 'menu' && change.menu) {
    const location = change.menu.location.replace(/___FR$/, '').toLowerCase();
    return { sender: festivalPluginSender, contentType: 'menu', menuId: change.menu.menuId, locations: [location], ...pluginLanguage(change.menu.language) };
  }
  if (type === 'settings' || type === 'menu' || !change.post) return { sender: festivalPluginSender, contentType: type, ...pluginLanguage(change.language ?? undefined) };
  const { post } = change;
  return {
    sender: festivalPluginSender,
    postId: post.databaseId,
    contentType: type,
    ...pluginLanguage(post.language),
    slug: post.slug,
    previousSlug: post.previousSlug ?? post.slug,
    status: post.status,
    previousStatus: post.previousStatus ?? post.status,
  };
}

/** `X-Festival-Timestamp` and `X-Festival-Signature` of a body, as the plugin signs it. */
export function pluginSignature(secret: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const signature = createHmac('sha256', secret).update(`${nowSeconds}.${body}`).digest('hex');
  return { 'x-festival-timestamp': String(nowSeconds), 'x-festival-signature': `sha256=${signature}` };
}

function describe(body: RevalidationBody): string {
  return body.slug ? `${body.contentType} ${body.slug}` : body.contentType;
}

export function createSiteNotifier(options: SiteWebhookOptions | null): SiteNotifier {
  const retries = new Set<NodeJS.Timeout>();
  let closed = false;

  async function attempt(body: RevalidationBody): Promise<NotifyOutcome> {
    try {
      const text = JSON.stringify(body);
      const authentication = body.sender ? pluginSignature(options!.secret, text) : { 'x-wpgraphql-revalidate-secret': options!.secret };
      const response = await fetch(options!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authentication },
        body: text,
        signal: AbortSignal.timeout(options!.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? { status: 'ok', httpStatus: response.status } : { status: 'failed', reason: `HTTP ${response.status}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 'failed', reason: cause ?? (error as Error).message };
    }
  }

  return {
    async notify(body) {
      if (!options) return { status: 'off' };
      const first = await attempt(body);
      if (first.status !== 'failed' || closed) return first;
      const delay = options.retryDelayMs ?? 1000;
      logError('site revalidation', `${describe(body)}: ${first.reason} from ${options.url}; retrying in ${delay} ms`);
      const timer = setTimeout(() => {
        retries.delete(timer);
        void attempt(body).then((second) => {
          if (second.status === 'failed') logError('site revalidation', `${describe(body)}: retry failed too (${second.reason}); the page refreshes at its time-based revalidation`);
        });
      }, delay);
      retries.add(timer);
      return first;
    },
    close() {
      closed = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
}

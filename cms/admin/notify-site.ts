/**
 * Tells the site that content changed, as a hand-rolled WordPress revalidation plugin does on
 * `save_post` / `transition_post_status`: `POST {contentType, slug, postId}` to the site's webhook
 * with the shared secret in a header. The slug is the post's `post_name` AFTER the change, as
 * such a plugin reads it: the new slug after a rename, `x__trashed` once trashed; nothing tells
 * the site the old slug or whether the post is still public (it finds out). Like WordPress's
 * senders it never fails the edit: a failed call is logged and retried once.
 */
import { logError } from '../http/responses';
import type { EditedPost } from './apply-edit';
import type { EditType } from './fields';

export interface SiteWebhookOptions {
  /** e.g. `http://localhost:3000/api/revalidate`. */
  url: string;
  secret: string;
  /** Default 1000. */
  retryDelayMs?: number;
  /** Per attempt. Default 10 000. */
  timeoutMs?: number;
}

export interface RevalidationBody {
  contentType: EditType;
  slug?: string;
  postId?: number;
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

/** The webhook body for an applied change: the post's type, current slug and id; the type alone for settings. */
export function revalidationBodyFor(type: EditType, post: EditedPost | null): RevalidationBody {
  return type === 'settings' || !post ? { contentType: type } : { contentType: type, slug: post.slug, postId: post.databaseId };
}

function describe(body: RevalidationBody): string {
  return body.slug ? `${body.contentType} ${body.slug}` : body.contentType;
}

export function createSiteNotifier(options: SiteWebhookOptions | null): SiteNotifier {
  const retries = new Set<NodeJS.Timeout>();
  let closed = false;

  async function attempt(body: RevalidationBody): Promise<NotifyOutcome> {
    try {
      const response = await fetch(options!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wpgraphql-revalidate-secret': options!.secret },
        body: JSON.stringify(body),
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

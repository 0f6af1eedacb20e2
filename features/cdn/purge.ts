import type { RevalidationPlan } from '@/features/revalidation/plan';
import { purgePaths, publicUrls } from './purge-paths';

/**
 * Purge-by-URL at a CDN after a revalidation, shaped for Cloudflare's API
 * (`POST https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache`, `{"files": [urls]}`,
 * `Authorization: Bearer <token>`, at most 30 URLs a call); any endpoint that takes that body
 * works. A purge never fails the webhook: failures are logged and reported, nothing more.
 *
 * Pages are first asked of this instance until they are no longer served stale: the origin
 * answers the first request after a revalidation with the previous page while it renders the new
 * one, and a CDN purged before that would fetch and keep the previous page again.
 */
export interface PurgeSettings {
  endpoint: string;
  token: string | null;
  /** Public origin whose URLs the CDN caches (SITE_URL). */
  siteUrl: string;
  /** This instance, to warm pages before the purge (null: purge at once). */
  warmOrigin: string | null;
  batchSize: number;
  timeoutMs: number;
  /** Longest wait for the re-rendered pages before purging anyway. */
  warmDeadlineMs: number;
}

export function purgeSettingsFromEnv(env: Record<string, string | undefined>): PurgeSettings | null {
  const endpoint = env.CDN_PURGE_URL?.trim();
  if (!endpoint) return null;
  const warm = env.CDN_PURGE_WARM_ORIGIN?.trim();
  return {
    endpoint,
    token: env.CDN_PURGE_TOKEN?.trim() || null,
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    warmOrigin: warm === 'off' ? null : (warm || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    batchSize: Math.max(1, Number(env.CDN_PURGE_BATCH_SIZE) || 30),
    timeoutMs: 10_000,
    warmDeadlineMs: 8_000,
  };
}

export interface PurgeResult {
  status: 'ok' | 'failed';
  urls: string[];
  error?: string;
}

export interface PurgeDeps {
  fetch?: typeof fetch;
  log?: Pick<Console, 'error'>;
}

/**
 * Asks this instance for each path until it is not answered from a stale entry (the background
 * render finished) or the deadline passes.
 */
export async function warmPaths(paths: string[], origin: string, deadlineMs: number, doFetch: typeof fetch = fetch): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let pending = paths.filter((path) => !path.endsWith('.xml'));
  while (pending.length > 0 && Date.now() < deadline) {
    const stillStale: string[] = [];
    for (const path of pending) {
      try {
        const response = await doFetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
        await response.arrayBuffer();
        if (response.headers.get('x-nextjs-cache') === 'STALE') stillStale.push(path);
      } catch {
        // Not reachable from here: purge anyway.
      }
    }
    pending = stillStale;
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function purgeUrls(urls: string[], settings: PurgeSettings, deps: PurgeDeps = {}): Promise<PurgeResult> {
  const doFetch = deps.fetch ?? fetch;
  const log = deps.log ?? console;
  try {
    for (let start = 0; start < urls.length; start += settings.batchSize) {
      const files = urls.slice(start, start + settings.batchSize);
      const response = await doFetch(settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}) },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
    return { status: 'ok', urls };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(`revalidate: CDN purge of ${urls.length} URL(s) failed: ${message}`);
    return { status: 'failed', urls, error: message };
  }
}

/** What the webhook schedules after answering: warm this instance, then purge both languages' URLs. */
export async function purgeAfterRevalidation(plan: RevalidationPlan, settings: PurgeSettings, deps: PurgeDeps = {}): Promise<PurgeResult> {
  const paths = purgePaths(plan);
  if (paths.length === 0) return { status: 'ok', urls: [] };
  if (settings.warmOrigin) await warmPaths(paths, settings.warmOrigin, settings.warmDeadlineMs, deps.fetch);
  return purgeUrls(publicUrls(paths, settings.siteUrl), settings, deps);
}

/**
 * Purge-by-URL at a CDN after a revalidation, shaped for Cloudflare's API
 * (`POST https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache`, `{"files": [urls]}`,
 * `Authorization: Bearer <token>`, at most 30 URLs a call); any endpoint that takes that body
 * works. A purge never fails the webhook: failures are logged and reported, nothing more.
 *
 * It listens to the webhook's "these pages were rendered anew" (`onPagesRefreshed` in
 * features/revalidation/after-answer/): purged earlier, the CDN would fetch and keep the previous page.
 */
export interface PurgeSettings {
  endpoint: string;
  token: string | null;
  /** Public origin whose URLs the CDN caches (SITE_URL). */
  siteUrl: string;
  batchSize: number;
  timeoutMs: number;
}

export function purgeSettingsFromEnv(env: Record<string, string | undefined>): PurgeSettings | null {
  const endpoint = env.CDN_PURGE_URL?.trim();
  if (!endpoint) return null;
  return {
    endpoint,
    token: env.CDN_PURGE_TOKEN?.trim() || null,
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    batchSize: Math.max(1, Number(env.CDN_PURGE_BATCH_SIZE) || 30),
    timeoutMs: 10_000,
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

/** Absolute URLs on the public origin (what purge-by-URL APIs take). */
export function publicUrls(paths: string[], siteUrl: string): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return paths.map((path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`);
}

/** Purges the public URLs of these pages (the ones the webhook has just rendered anew). */
export async function purgePages(paths: string[], settings: PurgeSettings, deps: PurgeDeps = {}): Promise<PurgeResult> {
  if (paths.length === 0) return { status: 'ok', urls: [] };
  return purgeUrls(publicUrls(paths, settings.siteUrl), settings, deps);
}

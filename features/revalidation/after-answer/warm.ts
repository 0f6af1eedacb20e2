import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { renderStatusHeader, staleRenderStatus } from '@/lib/next-internals/wire.mjs';

/**
 * After a webhook, the instance that took it renders every affected page itself, so that the
 * first visitor gets the new content instead of the previous page (stale-while-revalidate
 * serves the old page once and renders in the background: without this, a page nobody visited
 * since a save would show its first visitor a version several saves old).
 *
 * Each path is asked of this instance (HEAD: the render is the same, no body is sent) until it is
 * no longer answered from a stale entry: the first request finds the page marked stale and
 * starts its render, a later one gets the result (`x-nextjs-cache: HIT`), or a render on the
 * spot (`MISS`: a page new since the build). The new page is stored in the shared cache (Redis,
 * with several instances), so every instance serves it.
 */
export interface WarmSettings {
  /** This instance, as it can reach itself (null: warming off). */
  origin: string | null;
  /**
   * Pages rendered at the same time (REVALIDATE_WARM_CONCURRENCY, default 4). The server renders
   * on one thread, but a page mostly waits for the content server (a real WordPress: 0.2–1.6 s a
   * query): under its answer times, with two at once the lists missed the 2 s, with four they
   * made it; at the embedded server's speed four did no worse than two.
   */
  concurrency: number;
  /** Longest wait for a page's render before giving up on it (the content server may be down). */
  deadlineMs: number;
  /**
   * Headers of the webhook's own requests for its pages: the request gate lets them through at
   * once, while a visitor's request for the same page waits for the render they start
   * (server/fresh-renders.mjs).
   */
  headers?: Record<string, string>;
}

/**
 * REVALIDATE_WARM_ORIGIN (CDN_PURGE_WARM_ORIGIN, its former name, still read): this instance's
 * own address; default `http://localhost:$PORT` (`next start` sets PORT). `off` turns warming off.
 */
export function warmSettingsFromEnv(env: Record<string, string | undefined>): WarmSettings {
  const configured = (env.REVALIDATE_WARM_ORIGIN ?? env.CDN_PURGE_WARM_ORIGIN)?.trim();
  const origin = configured === 'off' ? null : (configured || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  return { origin, concurrency: Number(env.REVALIDATE_WARM_CONCURRENCY) || 4, deadlineMs: 8000 };
}

/**
 * Asks this instance for a path with HEAD and gives its render status (Next's `x-nextjs-cache`
 * header: lib/next-internals/wire.mjs). Through
 * node:http rather than `fetch`: inside the server, `fetch` is Next.js's instrumented one, which
 * was seen answering the webhook's later requests with the first, stale, response.
 */
export type Probe = (url: string, timeoutMs: number, headers?: Record<string, string>) => Promise<string | null>;

export const headProbe: Probe = (url, timeoutMs, headers = {}) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method: 'HEAD', timeout: timeoutMs, headers }, (response) => {
      response.resume();
      const header = response.headers[renderStatusHeader];
      resolve(typeof header === 'string' ? header : null);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });

export interface WarmReport {
  /** Paths served fresh (or gone: a 404) by the end. */
  rendered: number;
  /** Paths still stale at their deadline, or unreachable. */
  notRendered: string[];
  /** Why the first unreachable path could not be asked for (this instance's address wrong?). */
  failure?: string;
  ms: number;
}

/** The shortest wait for one answer of this instance. */
const minProbeMs = 2000;

/** True once the page is served fresh; false at the deadline; the error when it cannot be asked. */
export async function renderOne(url: string, deadline: number, probe: Probe, headers?: Record<string, string>): Promise<true | false | Error> {
  while (Date.now() < deadline) {
    try {
      // Each request is given at least `minProbeMs`: a render started late in the window is not cut short (it was, at 5 ms).
      if ((await probe(url, Math.max(minProbeMs, deadline - Date.now()), headers)) !== staleRenderStatus) return true;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

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
   * Pages rendered at the same time. Two: the server renders on one thread, so more would only
   * make every page finish later; two overlap one page's content requests with another's render.
   */
  concurrency: number;
  /** Longest wait for a page's render before giving up on it (the content server may be down). */
  deadlineMs: number;
}

/**
 * REVALIDATE_WARM_ORIGIN (CDN_PURGE_WARM_ORIGIN, its former name, still read): this instance's
 * own address; default `http://localhost:$PORT` (`next start` sets PORT). `off` turns warming off.
 */
export function warmSettingsFromEnv(env: Record<string, string | undefined>): WarmSettings {
  const configured = (env.REVALIDATE_WARM_ORIGIN ?? env.CDN_PURGE_WARM_ORIGIN)?.trim();
  const origin = configured === 'off' ? null : (configured || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  return { origin, concurrency: 2, deadlineMs: 8000 };
}

/**
 * Asks this instance for a path with HEAD and gives its `x-nextjs-cache` answer. Through
 * node:http rather than `fetch`: inside the server, `fetch` is Next.js's instrumented one, which
 * was seen answering the webhook's later requests with the first, stale, response.
 */
export type Probe = (url: string, timeoutMs: number) => Promise<string | null>;

export const headProbe: Probe = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method: 'HEAD', timeout: timeoutMs }, (response) => {
      response.resume();
      const header = response.headers['x-nextjs-cache'];
      resolve(typeof header === 'string' ? header : null);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });

export interface WarmReport {
  /** Paths served fresh (or gone: a 404) by the end. */
  rendered: number;
  /** Paths still stale at the deadline, or unreachable. */
  notRendered: string[];
  /** Why the first unreachable path could not be asked for (this instance's address wrong?). */
  failure?: string;
  ms: number;
}

/** True once the page is served fresh; false at the deadline; the error when it cannot be asked. */
async function warmOne(path: string, origin: string, deadline: number, probe: Probe): Promise<boolean | Error> {
  while (Date.now() < deadline) {
    try {
      if ((await probe(`${origin}${path}`, Math.max(1, deadline - Date.now()))) !== 'STALE') return true;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The pages waiting to be rendered, most visible first. More may be put at the front while the
 * renders run (the pages to render once more after the second mark) until it is closed.
 */
export class RenderQueue {
  private readonly waiting: string[];
  private open = true;
  private readonly idle: Array<() => void> = [];

  constructor(paths: readonly string[], { open = false }: { open?: boolean } = {}) {
    this.waiting = [...paths];
    this.open = open;
  }

  /** Puts these paths before the others, in their order. */
  putFirst(paths: readonly string[]): void {
    this.waiting.unshift(...paths);
    this.idle.splice(0).forEach((wake) => wake());
  }

  /** Nothing more will be put in: renderers stop once the queue is empty. */
  close(): void {
    this.open = false;
    this.idle.splice(0).forEach((wake) => wake());
  }

  async take(): Promise<string | undefined> {
    while (this.waiting.length === 0 && this.open) await new Promise<void>((wake) => this.idle.push(wake));
    return this.waiting.shift();
  }
}

/**
 * Renders each path anew on this instance, `concurrency` at a time, in the queue's order.
 * `onStart` hears when each path is asked for.
 */
export async function warmPaths(
  paths: readonly string[] | RenderQueue,
  settings: WarmSettings,
  probe: Probe = headProbe,
  onStart: (path: string) => void = () => undefined,
): Promise<WarmReport> {
  const started = Date.now();
  const queue = paths instanceof RenderQueue ? paths : new RenderQueue(paths);
  if (!settings.origin) {
    queue.close();
    const notRendered: string[] = [];
    for (let path = await queue.take(); path !== undefined; path = await queue.take()) notRendered.push(path);
    return { rendered: 0, notRendered, ms: 0 };
  }
  const deadline = started + settings.deadlineMs;
  const notRendered: string[] = [];
  let failure: string | undefined;
  let rendered = 0;
  const worker = async () => {
    for (let path = await queue.take(); path !== undefined; path = await queue.take()) {
      onStart(path);
      const outcome = await warmOne(path, settings.origin!, deadline, probe);
      if (outcome === true) rendered += 1;
      else {
        notRendered.push(path);
        if (outcome instanceof Error) failure ??= `${settings.origin}${path}: ${outcome.message}`;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  return { rendered, notRendered: [...new Set(notRendered)], ...(failure ? { failure } : {}), ms: Date.now() - started };
}

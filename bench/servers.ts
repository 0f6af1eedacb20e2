/**
 * The servers a bench run needs, each on its own loopback port: the embedded content server (a
 * child process of its own), a counting proxy in front of it for builds, `next start` of the site
 * and of the bare app, and a plain static file server. Callers stop them in `finally`.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitForUrl, type RunningProcess } from './proc';

export const loopback = '127.0.0.1';
/**
 * `next start` listens on `localhost`, and is asked for by that name: the site's proxy rewrites
 * to `localhost` URLs, and Next treats a rewrite to another host (127.0.0.1 vs localhost) as an
 * external one, which the proxy's /en redirect then turns into a loop.
 */
export const nextHost = 'localhost';
/** A port from the environment (several people may bench on one machine), else the default. */
export function portFromEnv(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1–65535); got "${raw}"`);
  return port;
}

export const ports = {
  site: portFromEnv('BENCH_SITE_PORT', 3900),
  bare: portFromEnv('BENCH_BARE_PORT', 3901),
  staticFile: portFromEnv('BENCH_STATIC_PORT', 3902),
  cms: portFromEnv('BENCH_CMS_PORT', 4900),
  cmsCounter: portFromEnv('BENCH_CMS_COUNTER_PORT', 4901),
} as const;
export const siteUrl = `http://${nextHost}:${ports.site}`;
export const bareUrl = `http://${nextHost}:${ports.bare}`;
export const cmsUrl = `http://${loopback}:${ports.cms}`;

export interface AdminSettings {
  token: string;
  revalidateSecret: string;
  dataDir: string;
}

/** The header the site reads a request's client from (as behind a CDN), in the bench only. */
export const benchClientHeader = 'x-bench-client';

/** The site's environment, at build and at run time (`graphqlUrl` may point at the counting proxy). */
export function siteEnv(graphqlUrl = `${cmsUrl}/graphql/`, revalidateSecret?: string): Record<string, string> {
  return {
    CMS_GRAPHQL_URL: graphqlUrl,
    CMS_MEDIA_ORIGIN: `http://localhost:${ports.cms}`,
    IMAGE_CDN_ORIGIN: cmsUrl,
    SITE_URL: siteUrl,
    GTM_ID: '',
    NEXT_PUBLIC_GTM_ID: '',
    // The search stage's requests each name a client of their own: it measures the search, not
    // the per-client limit (300 at once, then 10 a second), which its 60 sequential requests pass.
    CLIENT_ADDRESS_HEADER: benchClientHeader,
    ...(revalidateSecret ? { REVALIDATE_SECRET: revalidateSecret } : {}),
  };
}

export async function startContentServer(siteDir: string, scale: number, logsDir: string, dataDir: string, admin?: AdminSettings): Promise<RunningProcess> {
  const env: Record<string, string> = {
    CMS_PORT: String(ports.cms),
    CMS_HOST: loopback,
    CMS_PUBLIC_URL: `http://localhost:${ports.cms}`,
    CMS_SCALE: String(scale),
    CMS_DATA_DIR: admin?.dataDir ?? dataDir,
    CMS_ADMIN_TOKEN: admin?.token ?? '',
    SITE_REVALIDATE_URL: admin ? `${siteUrl}/api/revalidate` : '',
    REVALIDATE_SECRET: admin?.revalidateSecret ?? '',
    // A real WordPress's answer time (CMS_ANSWER_TIME=wordpress) for the serving stages' content
    // server (freshness); never for builds, nor for search's content server (measured without it).
    CMS_ANSWER_TIME: admin ? (process.env.CMS_ANSWER_TIME ?? '') : '',
  };
  const proc = startProcess(`content server (scale ${scale})`, process.execPath, ['--import', 'tsx', 'cms/server.ts'], {
    cwd: siteDir,
    env,
    log: path.join(logsDir, 'content-server.log'),
  });
  try {
    await waitForUrl(`${cmsUrl}/health`, 180_000, proc);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return proc;
}

export interface CountingProxy {
  url: string;
  /** GraphQL HTTP requests seen (a batch counts once). */
  requests(): number;
  operations(): Array<{ name: string; count: number }>;
  close(): Promise<void>;
}

/** The operation name(s) of a GraphQL POST body, or `anonymous`. */
export function operationNames(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map((item) => {
      const name = (item as { operationName?: unknown } | null)?.operationName;
      if (typeof name === 'string' && name) return name;
      const query = (item as { query?: unknown } | null)?.query;
      const match = typeof query === 'string' ? /\b(?:query|mutation)\s+(\w+)/.exec(query) : null;
      return match?.[1] ?? 'anonymous';
    });
  } catch {
    return ['unparsed'];
  }
}

/** A loopback proxy in front of the content server that counts the GraphQL requests it forwards. */
export async function startCountingProxy(port: number, targetPort: number): Promise<CountingProxy> {
  let requests = 0;
  const byName = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if ((req.url ?? '').startsWith('/graphql')) {
        requests += 1;
        const names = req.method === 'POST' ? operationNames(body.toString('utf8')) : [new URL(req.url ?? '/', 'http://x').searchParams.get('operationName') ?? 'GET'];
        for (const name of names) byName.set(name, (byName.get(name) ?? 0) + 1);
      }
      const upstream = httpRequest(
        { host: loopback, port: targetPort, method: req.method, path: req.url, headers: { ...req.headers, host: `${loopback}:${targetPort}` } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${loopback}:${actual}`,
    requests: () => requests,
    operations: () => [...byName].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Serves a built app the way it is served in production: the site behind its request gate
 * (`server/start.mjs`, what `npm start` runs), the bare baseline with `next start`
 * (`node_modules/.bin/next`, so one process group stops it).
 */
export async function startNext(name: string, dir: string, port: number, env: Record<string, string>, logsDir: string): Promise<RunningProcess> {
  const gate = path.join(dir, 'server/start.mjs');
  const [command, args] = existsSync(gate)
    ? [process.execPath, [gate, '-p', String(port), '-H', nextHost]]
    : [path.join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', nextHost]];
  const proc = startProcess(name, command, args, {
    cwd: dir,
    env,
    log: path.join(logsDir, `${name.replace(/\W+/g, '-')}.log`),
  });
  try {
    await waitForUrl(`http://${nextHost}:${port}/`, 60_000, proc);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return proc;
}

/** The same HTML from memory with node:http: what a plain static file server can do at best. */
export async function startStaticServer(html: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const body = Buffer.from(html);
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
  return {
    url: `http://${loopback}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

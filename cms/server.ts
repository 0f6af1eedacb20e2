/**
 * The embedded content server: a stand-in for the production WordPress + WPGraphQL + Polylang +
 * ACF backend, so the site builds and is tested with no outside service.
 *
 *   POST|GET /graphql/            WPGraphQL-compatible endpoint (schema: cms/schema/schema.graphql)
 *   GET/HEAD /health              {"status":"ok"} once listening
 *   GET      /wp-content/uploads/ media files, with imgix-style ?w=&h=&q=&fit=&auto=format
 *   POST     /admin/edits         an editor's change, saved and announced to the site (cms/admin/)
 *
 * `npm run cms` starts it with the seed store. Environment: CMS_HOST (127.0.0.1), CMS_PORT (4000),
 * CMS_PUBLIC_URL (http://localhost:{port}: the origin written into media and menu URLs),
 * CMS_SCALE (0: extra generated content for benchmarks), CMS_ADMIN_TOKEN (enables editing),
 * CMS_DATA_DIR (cms/.data: the edit log replayed at start-up), SITE_REVALIDATE_URL and
 * REVALIDATE_SECRET (the site's webhook, called after each edit), CMS_PREVIEW_USER and
 * CMS_PREVIEW_APP_PASSWORD (an editor's application password: Basic-authenticated requests with
 * it see drafts and, with `asPreview`, pending revisions; see http/authentication.ts).
 * `npm run cms -- set event <slug> title "New title"` edits the running server (cms/admin/cli.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ADMIN_URL_PREFIX, adminOptionsFromEnv, hasToken, openAdmin, type Admin, type AdminOptions } from './admin/admin-endpoint';
import { runAdminCli } from './admin/cli';
import { createContentSource, type ContentSource } from './graphql/content-source';
import { getExecutableSchema } from './graphql/executable-schema';
import { answerTimeFromEnv, type AnswerTimeModel } from './http/answer-time';
import { authenticate, editorCredentialsFromEnv, type EditorCredentials } from './http/authentication';
import { handleGraphQLRequest, type GraphQLEndpointOptions } from './http/graphql-endpoint';
import { RequestLog } from './http/request-log';
import { logError, sendGraphQLError, sendJson } from './http/responses';
import type { ContentStore, SeedOptions } from './store/types';
import { UPLOADS_URL_PREFIX, createUploadsHandler, type UploadsHandler } from './uploads-server/serve-upload';

export const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('./uploads/', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./.data/', import.meta.url));

export interface ContentServerOptions {
  store: ContentStore;
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Origin used in media, menu and link URLs. Default `http://localhost:{port}`. */
  publicUrl?: string;
  uploadsDir?: string;
  /** Editing through `/admin/edits`, with the edit log replayed over `store` at start. */
  admin?: AdminOptions;
  /** The editor's application password that unlocks drafts and previews (none: anonymous only). */
  editor?: EditorCredentials | null;
  /** Answer GraphQL as slowly as a real WordPress (CMS_ANSWER_TIME; none: at once). */
  answerTime?: AnswerTimeModel | null;
}

export interface ContentServer {
  /** Origin the server listens on, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /** `${url}/graphql/` */
  graphqlUrl: string;
  publicUrl: string;
  /** Where the content comes from; `replaceStore()` swaps it for the following requests. */
  source: ContentSource;
  close(): Promise<void>;
}

interface Routes {
  graphql: GraphQLEndpointOptions;
  uploads: UploadsHandler;
  admin: ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>) | null;
  /** The admin token, for `GET /admin/requests` (null: not served). */
  adminToken: string | null;
  requestLog: RequestLog;
}

/** `GET /admin/requests`: the GraphQL requests answered so far, by operation and variables (admin token). */
const REQUESTS_PATH = '/admin/requests';
/**
 * `PUT /admin/answer-time?model=wordpress|off|<ms per query>+<ms per node>` (admin token): the
 * answer-time model from the next request on, so that one test can run under a real WordPress's
 * answer times while the others keep the embedded server's speed.
 */
const ANSWER_TIME_PATH = '/admin/answer-time';

function parseRequestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://content-server.invalid');
  } catch {
    return null;
  }
}

async function route(routes: Routes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = parseRequestUrl(req);
  if (!url) return sendGraphQLError(res, 400, 'Malformed request URL.');
  const { pathname } = url;
  if (pathname === '/graphql/' || pathname === '/graphql') return handleGraphQLRequest(routes.graphql, req, res, url);
  // HEAD too: `npm run demo` and `npm run dev` wait for this URL with wait-on, which sends HEAD.
  if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) return sendJson(res, 200, { status: 'ok' });
  if (pathname.startsWith(UPLOADS_URL_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
    return routes.uploads(req, res, url);
  }
  if (pathname === REQUESTS_PATH && req.method === 'GET' && routes.adminToken && hasToken(req, routes.adminToken)) {
    return sendJson(res, 200, routes.requestLog.snapshot(), { 'Cache-Control': 'no-store' });
  }
  if (pathname === ANSWER_TIME_PATH && req.method === 'PUT' && routes.adminToken && hasToken(req, routes.adminToken)) {
    req.resume();
    try {
      routes.graphql.answerTime = answerTimeFromEnv(url.searchParams.get('model') ?? '');
    } catch (error) {
      return sendJson(res, 400, { error: (error as Error).message.replace('CMS_ANSWER_TIME', 'model') });
    }
    return sendJson(res, 200, { answerTime: routes.graphql.answerTime ?? 'off' }, { 'Cache-Control': 'no-store' });
  }
  if (pathname.startsWith(ADMIN_URL_PREFIX) && routes.admin) return routes.admin(req, res, url);
  req.resume();
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const host = options.host ?? '127.0.0.1';
  const admin: Admin | null = options.admin ? await openAdmin(options.admin, options.store) : null;
  const source = createContentSource(admin?.store ?? options.store);
  let publicUrl = '';
  const requestLog = new RequestLog();
  const routes: Routes = {
    graphql: {
      schema: getExecutableSchema(),
      createContext: (viewer) => ({ index: source.getIndex(), publicUrl, viewer }),
      authenticate: (authorization) => authenticate(authorization, options.editor ?? null, source.getStore().users),
      answerTime: options.answerTime ?? null,
      requestLog,
    },
    uploads: createUploadsHandler({ root: options.uploadsDir ?? DEFAULT_UPLOADS_DIR }),
    admin: admin ? (req, res, url) => admin.handle(source, req, res, url) : null,
    adminToken: options.admin?.token ?? null,
    requestLog,
  };

  const server = createServer((req, res) => {
    route(routes, req, res).catch((error: unknown) => {
      logError(`${req.method ?? '?'} ${req.url ?? ''}`, error instanceof Error ? (error.stack ?? error.message) : String(error));
      if (!res.headersSent) sendGraphQLError(res, 500, 'Internal server error.');
      else res.destroy();
    });
  });
  // Bounded waits: a stalled client cannot hold a connection forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql/`,
    publicUrl,
    source,
    close: () =>
      new Promise<void>((resolve, reject) => {
        admin?.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readScale(): number {
  const scale = Number(process.env.CMS_SCALE ?? '0');
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`CMS_SCALE must be a whole number ≥ 0, got "${process.env.CMS_SCALE}"`);
  return scale;
}

interface SeedModule {
  createSeedStore(options: SeedOptions): ContentStore | Promise<ContentStore>;
}

/** The seed is another module's work: loaded at run time so this file never depends on its build. */
async function loadSeedStore(scale: number): Promise<ContentStore> {
  const seedModule = (await import(pathToFileURL(fileURLToPath(new URL('./seed/index.ts', import.meta.url))).href)) as SeedModule;
  return seedModule.createSeedStore({ scale });
}

async function main(): Promise<void> {
  const answerTime = answerTimeFromEnv(process.env.CMS_ANSWER_TIME);
  const store = await loadSeedStore(readScale());
  const server = await startContentServer({
    store,
    port: Number(process.env.CMS_PORT ?? '4000'),
    host: process.env.CMS_HOST ?? '127.0.0.1',
    publicUrl: process.env.CMS_PUBLIC_URL || undefined,
    admin: adminOptionsFromEnv(process.env, DEFAULT_DATA_DIR),
    editor: editorCredentialsFromEnv(process.env),
    answerTime,
  });
  console.log(
    `Content server: ${server.graphqlUrl}` +
      (answerTime
        ? ` (answer time of a real WordPress: ${answerTime.perQueryMs} ms per query + ${answerTime.perNodeMs} ms per node${answerTime.spends === 'cpu' ? ` of CPU, ${answerTime.workers} workers` : ''})`
        : ''),
  );
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === 'set') {
  const io = { env: process.env, out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
  void runAdminCli(process.argv.slice(2), io).then((code) => process.exit(code));
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`Content server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

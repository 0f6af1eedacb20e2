// @ts-check
/**
 * The site's production server: Next.js behind the request gate (./gate.mjs), the one place that
 * reads every request before Next.js routes it. `npm start` runs it after `next build`; a
 * standalone build runs it from `.next/standalone` (`node server/start.mjs`, where postbuild
 * copies this folder and the modules it imports).
 *
 *   node server/start.mjs [-p PORT] [-H HOSTNAME]      (or PORT, HOSTNAME; KEEP_ALIVE_TIMEOUT in ms)
 *
 * Next.js's own server is `next start` / the standalone `server.js`; this one starts the same
 * request handler (`next()`, the documented custom-server API) behind the gate.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adoptStandaloneConfig, readBuildHeadersOfEveryPath, readPreviewModeId } from '../lib/next-internals/build-output.mjs';
import { securityHeaders } from '../security-headers.mjs';
import { keyPrefixFor } from '../lib/cache-handler/key-prefix.mjs';
import { readBuildIdBeside } from '../lib/next-internals/build-output.mjs';
import { holdForFreshRender } from './fresh-renders.mjs';
import { shareFreshRendersThroughRedis } from './fresh-renders-redis.mjs';
import { answerClientError, answerUnmetExpectation, createGate } from './gate.mjs';
import { NotFoundDocuments, notFoundDocumentHeader } from './not-found-document.mjs';
import { RouteCatalogue } from './route-catalogue.mjs';
import { TokenBuckets } from './token-buckets.mjs';

process.env.NODE_ENV = 'production';
const dir = fileURLToPath(new URL('..', import.meta.url));
process.chdir(dir);

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: true,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
// As `next start` does: the site reads its own port from PORT (the webhook renders the affected
// pages by asking this instance at http://localhost:$PORT).
process.env.PORT = String(port);
const hostname = args.hostname ?? process.env.HOSTNAME ?? undefined;
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT) || undefined;

// In a standalone build (Next.js's own server.js beside this folder) next.config.mjs is not loaded
// (its imports are not traced): Next.js wrote the resolved configuration into the build, which its
// server.js hands over; so does this one. A regular build loads next.config.mjs at start, as `next start` does.
if (existsSync(path.join(dir, 'server.js'))) adoptStandaloneConfig(dir);

/**
 * The security headers exactly as the build fixed them (`next.config` headers, in the routes
 * manifest): Next.js applies those to what it routes, the gate to everything else, so both agree
 * even if the environment changed since the build. Without a build manifest, the rule itself
 * (security-headers.mjs), from this environment.
 */
const buildSecurityHeaders = readBuildHeadersOfEveryPath(dir) ?? securityHeaders();

const { default: next } = await import('next');
// The gate refuses a request without Host itself, with the security headers (Node.js's 400 has none).
const server = http.createServer({ requireHostHeader: false });
if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost', httpServer: server });
await app.prepare();

/** Where this process answers, for its own request for the 404 page. */
function ownOrigin() {
  const address = server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${port}`;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const internalToken = randomUUID();
const notFoundDocuments = new NotFoundDocuments({ origin: ownOrigin, token: internalToken });
// Asked of this server with the same internal token as the 404 page (the gate refuses it to anyone else).
const routeCatalogue = new RouteCatalogue({ origin: ownOrigin, headers: { [notFoundDocumentHeader]: internalToken } }).install();
server.on('clientError', answerClientError(buildSecurityHeaders));
server.on('checkExpectation', answerUnmetExpectation(buildSecurityHeaders));
const gate = createGate({
  handle: app.getRequestHandler(),
  securityHeaders: buildSecurityHeaders,
  // The Draft Mode cookie of a real preview holds this build's preview id.
  previewModeId: readPreviewModeId(dir),
  notFoundDocuments,
  internalToken,
  // Per address, sized for a crowd behind one (a venue's Wi-Fi, a phone carrier's NAT): 300 at
  // once, then 10 a second. Searches are answered from the site's own index (features/search/),
  // never by the content server; this only stops one address from taking all of the server.
  searchLimit: new TokenBuckets({ burst: 300, perSecond: 10, maxClients: 10_000 }),
  clientAddressHeader: process.env.CLIENT_ADDRESS_HEADER?.trim().toLowerCase() || undefined,
  routeCatalogue,
  holdForFreshRender,
});
// Instances sharing Redis share the pages their webhooks are rendering: their visitors wait too.
if (process.env.REDIS_URL) shareFreshRendersThroughRedis({ url: process.env.REDIS_URL, channel: `${keyPrefixFor(readBuildIdBeside(path.join(dir, '.next/server')))}fresh-renders` });

server.on('request', (request, response) => {
  gate(request, response).catch((error) => {
    console.error(`Failed to handle ${request.method} ${request.url}:`, error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end('Internal Server Error\n');
    } else {
      response.destroy();
    }
  });
});

server.listen(port, hostname, () => {
  console.log(`✓ Ready on ${ownOrigin()} (Next.js behind the request gate)`);
  // The first 404 of each language should not wait for the page.
  void notFoundDocuments.get('en');
  void notFoundDocuments.get('fr');
  void routeCatalogue.refresh();
});

let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

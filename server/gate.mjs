// @ts-check
import { clientAddress } from './client-address.mjs';
import { notFoundDocumentHeader } from './not-found-document.mjs';
import { inspectRequest } from './request-gate.mjs';
import { routeCataloguePath } from './route-catalogue.mjs';
import { answerUnsatisfiableRange, replaceHtmlNotFound } from '../lib/next-internals/answer-writes.mjs';
import { draftModeCookie, isRscRequest as isRscRequestOf, middlewareSubrequestHeader, previewCookies } from '../lib/next-internals/wire.mjs';
import { followUncacheableAnswer } from './answer-rewrites.mjs';
import { answerIdHeader } from './uncacheable-answers.mjs';

/**
 * The request listener in front of Next.js (server/start.mjs). Per request, before Next.js sees it:
 *
 * 1. the security headers, on EVERY answer: Next.js drops the `next.config` headers from its
 *    redirects (308s) and from the answers it gives before routing (a malformed URL);
 * 2. the request line checked and normalised (./request-gate.mjs): 400/405/414 with one line, a
 *    308 to the lowercase spelling of a slug, or the language's 404 page for paths that cannot
 *    name anything;
 * 3. the per-client search limit (a token bucket): 429 with `Retry-After`;
 * 4. `X-Robots-Tag: noindex` for a real preview (the Draft Mode cookie holding this build's
 *    preview id); a forged one is taken off the request, so that Next.js does not answer a
 *    publicly cached page with a `Set-Cookie` clearing it;
 * 5. every HTML 404 Next.js answers (a slug that matches nothing, a page calling `notFound()`)
 *    replaced by the 404 page: Next.js 16 sends an empty document that only JavaScript fills.
 * (The response wrappers that change Next.js's answers, and the cookie and header names of Next's
 * it reads, are in lib/next-internals/: they rely on Next.js internals.)
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./request-gate.mjs').Locale} Locale
 * @typedef {{
 *   handle: (request: Request, response: Response) => Promise<unknown>,
 *   securityHeaders: Array<{ key: string, value: string }>,
 *   previewModeId: string | null,
 *   notFoundDocuments: { get(locale: Locale): Promise<import('./not-found-document.mjs').NotFoundDocument | null> },
 *   internalToken: string,
 *   searchLimit: { take(client: string): { allowed: true } | { allowed: false, retryAfterSeconds: number } },
 *   clientAddressHeader?: string,
 *   routeCatalogue?: { namesNothing(page: import('./route-catalogue.mjs').PagePath, options?: { lastKnown?: boolean }): boolean },
 *   holdForFreshRender?: (request: Request, response: Response, url: string) => Promise<void>,
 * }} GateOptions
 */

/** 404s are the same document for every URL: a CDN may keep them briefly. */
export const notFoundCacheControl = 'public, s-maxage=60, stale-while-revalidate=300';
const privateCacheControl = 'private, no-store';
/** The lowercase spelling of a slug never changes: browsers and the CDN may keep the redirect. */
const canonicalRedirectCacheControl = 'public, max-age=86400';

/** Headers only this process may set on a request (the gate's own request for the 404 page). */
const internalRequestHeaders = [notFoundDocumentHeader, answerIdHeader, middlewareSubrequestHeader];

/** @param {Request} request @param {string | null} previewModeId */
function hasDraftModeCookie(request, previewModeId) {
  if (!previewModeId) return false;
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((cookie) => cookie.trim() === `${draftModeCookie}=${previewModeId}`);
}

/**
 * Takes a forged Draft Mode cookie (one not holding this build's preview id) off the request:
 * Next.js would answer it with a `Set-Cookie` clearing it, on a page the CDN may keep and serve
 * to everyone. Without it the page is the public one, as it would be anyway.
 * @param {Request} request
 */
function dropForgedPreviewCookies(request) {
  const cookies = request.headers.cookie;
  if (!cookies || !previewCookies.some((name) => cookies.includes(name))) return;
  const kept = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '' && !(/** @type {readonly string[]} */ (previewCookies)).includes(cookie.split('=', 1)[0] ?? ''));
  if (kept.length === 0) delete request.headers.cookie;
  else request.headers.cookie = kept.join('; ');
}

/** @param {Request} request @param {string} url */
function isRscRequest(request, url) {
  return isRscRequestOf((name) => /** @type {string | undefined} */ (request.headers[name]), url);
}

/** @param {Response} response @param {GateOptions['securityHeaders']} headers */
function applySecurityHeaders(response, headers) {
  for (const { key, value } of headers) response.setHeader(key, value);
}

/**
 * One line of text (a refusal); never cached.
 * @param {Response} response @param {number} status @param {string} line @param {Record<string, string>} [headers]
 */
function sendLine(response, status, line, headers = {}) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(`${line}\n`);
}

/**
 * The 404 page, gzipped when the client takes it (as Next.js compresses its own answers).
 * @param {Request} request @param {Response} response
 * @param {{ body: Buffer, gzip?: Buffer }} document
 * @param {{ draftMode: boolean }} context
 */
function sendNotFoundDocument(request, response, document, { draftMode }) {
  const gzip = document.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? document.gzip : null;
  const body = gzip ?? document.body;
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', draftMode ? privateCacheControl : notFoundCacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.byteLength);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * What Node.js itself refuses before any listener runs (a request line or headers over its 16 KB,
 * a malformed request): answered with one line and the security headers, as the gate answers.
 * @param {GateOptions['securityHeaders']} securityHeaders
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 */
export function answerClientError(securityHeaders) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const line = tooLarge ? 'Bad request: the request line and headers are over 16 KB\n' : 'Bad request: not a valid HTTP request\n';
    const headers = [
      ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
      'Content-Type: text/plain; charset=utf-8',
      'Cache-Control: no-store',
      `Content-Length: ${Buffer.byteLength(line)}`,
      'Connection: close',
    ];
    socket.end(`HTTP/1.1 ${status}\r\n${headers.join('\r\n')}\r\n\r\n${line}`);
  };
}

/**
 * An `Expect` other than `100-continue`: Node.js would answer 417 by itself, without the headers.
 * @param {GateOptions['securityHeaders']} securityHeaders
 * @returns {(request: Request, response: Response) => void}
 */
export function answerUnmetExpectation(securityHeaders) {
  return (_request, response) => {
    applySecurityHeaders(response, securityHeaders);
    sendLine(response, 417, 'Expectation failed: only 100-continue is supported');
  };
}

/** @param {GateOptions} options */
export function createGate(options) {
  const { handle, securityHeaders, previewModeId, notFoundDocuments, internalToken, searchLimit, clientAddressHeader, routeCatalogue, holdForFreshRender } = options;

  /** @param {Request} request @param {Response} response @param {Locale} locale @param {boolean} draftMode */
  async function answerNotFound(request, response, locale, draftMode) {
    if (isRscRequest(request, request.url ?? '')) return sendLine(response, 404, 'Not found');
    const document = await notFoundDocuments.get(locale);
    if (document) return sendNotFoundDocument(request, response, document, { draftMode });
    return sendLine(response, 404, 'Not found');
  }

  /** @param {Request} request @param {Response} response */
  return async function gate(request, response) {
    applySecurityHeaders(response, securityHeaders);
    const internal = request.headers[notFoundDocumentHeader] === internalToken;
    for (const name of internalRequestHeaders) delete request.headers[name];
    const method = request.method ?? 'GET';
    // HTTP/1.1 requires Host (the server is created with `requireHostHeader: false` so that this
    // refusal carries the headers; Node.js's own has none).
    if (!request.headers.host && request.httpVersion === '1.1') return sendLine(response, 400, 'Bad request: no Host header');
    const decision = inspectRequest(method, request.url ?? '/', { allowNotFoundPage: internal });
    if (decision.kind === 'refuse') {
      return sendLine(response, decision.status, `${decision.status === 405 ? 'Method not allowed' : 'Bad request'}: ${decision.message}`, decision.allow ? { Allow: decision.allow } : {});
    }
    if (decision.kind === 'redirect') {
      return sendLine(response, decision.status, `Permanent redirect to ${decision.location}`, { Location: decision.location, 'Cache-Control': canonicalRedirectCacheControl });
    }
    const draftMode = hasDraftModeCookie(request, previewModeId);
    if (draftMode) response.setHeader('X-Robots-Tag', 'noindex');
    else dropForgedPreviewCookies(request);
    if (decision.kind === 'not-found') return answerNotFound(request, response, decision.locale, draftMode);

    if (decision.pathKind === 'api' && decision.url.split('?')[0] === routeCataloguePath && !internal) return sendLine(response, 404, 'Not found');
    // A page the route catalogue knows to name nothing: the 404 page from memory, no render.
    const page = decision.pathKind === 'page' && decision.section ? { locale: decision.locale, section: decision.section, rest: decision.rest ?? [], params: decision.params ?? [] } : null;
    if (page && !draftMode && routeCatalogue?.namesNothing(page)) return answerNotFound(request, response, decision.locale, draftMode);

    request.url = decision.url;
    const isSearch = decision.section === 'search' || (decision.pathKind === 'api' && /^\/api\/search(?:\?|$)/.test(decision.url));
    if (isSearch) {
      const verdict = searchLimit.take(clientAddress(request, clientAddressHeader));
      if (!verdict.allowed) {
        const line = `Too many searches: try again in ${verdict.retryAfterSeconds} s`;
        response.statusCode = 429;
        response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
        response.setHeader('Cache-Control', 'no-store');
        if (decision.pathKind === 'api') {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          return response.end(JSON.stringify({ error: line, retryAfterSeconds: verdict.retryAfterSeconds }));
        }
        return sendLine(response, 429, line, { 'Retry-After': String(verdict.retryAfterSeconds) });
      }
    }

    if (decision.section === 'search' && decision.pathKind === 'page') followUncacheableAnswer(request, response);
    if ((decision.pathKind === 'file' || decision.pathKind === 'asset') && request.headers.range !== undefined) answerUnsatisfiableRange(response);
    const isDocument = (method === 'GET' || method === 'HEAD') && decision.pathKind !== 'api' && decision.pathKind !== 'asset' && !isRscRequest(request, decision.url);
    if (isDocument && !internal) {
      // A page Next.js failed to render (the content server is down) that never named anything: its 404.
      const neverExisted = () => page !== null && !draftMode && routeCatalogue?.namesNothing(page, { lastKnown: true }) === true;
      replaceHtmlNotFound(response, neverExisted, async (nextBody) => {
        const document = await notFoundDocuments.get(decision.locale);
        // Without the 404 page, Next.js's own answer goes out as it was (headers included).
        if (!document) return void response.end(request.method === 'HEAD' ? undefined : nextBody);
        const cookies = response.getHeader('set-cookie');
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        applySecurityHeaders(response, securityHeaders);
        if (cookies) response.setHeader('Set-Cookie', cookies);
        if (draftMode) response.setHeader('X-Robots-Tag', 'noindex');
        sendNotFoundDocument(request, response, document, { draftMode });
      });
    }
    // A page the webhook is rendering anew: wait for it rather than get the previous one (./fresh-renders.mjs).
    const readsPage = (method === 'GET' || method === 'HEAD') && (decision.pathKind === 'page' || decision.pathKind === 'file');
    if (holdForFreshRender && readsPage && !draftMode) await holdForFreshRender(request, response, decision.url);
    await handle(request, response);
  };
}

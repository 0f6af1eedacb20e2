// @ts-check
/**
 * What Next.js puts on the wire that the site reads or writes, although Next documents none of it
 * as an interface: its cookie and header names. The request gate (server/gate.mjs), the service
 * worker (service-worker/) and the webhook's renders (features/revalidation/after-answer/warm.ts) take them from
 * here; tests/e2e/next-internals.spec.ts checks each against the running site.
 */

/** Draft Mode's cookie; a real one holds the build's preview id (./build-output.mjs). */
export const draftModeCookie = '__prerender_bypass';

/** Next's preview cookies: Draft Mode's, and the older Preview Mode's data. */
export const previewCookies = /** @type {const} */ ([draftModeCookie, '__next_preview_data']);

/** A header only Next's own middleware subrequests may carry (never taken from a client). */
export const middlewareSubrequestHeader = 'x-middleware-subrequest';

/** The request header of a React Server Components payload request (a client navigation), `1`. */
export const rscHeader = 'rsc';

/** The cache-busting query parameter the router adds to those requests. */
export const rscQueryParam = '_rsc';

/**
 * Whether a request asks for a React Server Components payload rather than a document.
 * @param {(name: string) => string | null | undefined} header a request header by lowercase name
 * @param {string} url the request's path and query
 */
export function isRscRequest(header, url) {
  const value = header(rscHeader);
  return (value !== undefined && value !== null) || new RegExp(`[?&]${rscQueryParam}=`).test(url);
}

/**
 * The answer header that says how Next served a cached page: `HIT`, `STALE` (the previous page,
 * its render started in the background), `MISS` (rendered on the spot), `REVALIDATED`. The
 * webhook's renders ask a page until it is no longer `STALE`: that is "its render is finished".
 */
export const renderStatusHeader = 'x-nextjs-cache';

/** The render status of a page served from a stale entry while it renders anew. */
export const staleRenderStatus = 'STALE';

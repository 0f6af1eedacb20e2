import { parseSearchParams, refusalMessage } from '@/features/search/search-contract';
import { runSearch } from '@/features/search/run-search';

/**
 * The search panel's same-origin endpoint: the browser never talks to the content server. It
 * forwards only the site's own named search operations (queries/search-documents.ts), never a query of
 * the caller's, and answers identical searches from the CDN for a minute.
 *
 *   GET /api/search?q=term&lang=en                             → the Search call
 *   GET /api/search?q=term&lang=fr&section=events&after=cursor → the load-more call of a section
 *
 * 200: cards (and, when the content server answered with errors, the site's message to show in
 * place of the heading). 400: `{"error": "..."}` for invalid parameters. 502: `{"errors": [...]}`
 * when the content server gave no GraphQL answer (the spec's catalogue message, or the site's);
 * 503 with `Retry-After` when this instance already has as many searches in flight as the content
 * server bears (features/search/search-slots.ts).
 * The content server's own text goes to the server log only. Identical concurrent searches share
 * one content-server call; a client searching too fast gets 429 from the request gate (server/).
 */
const cdnCacheControl = 'public, s-maxage=60, stale-while-revalidate=300';

const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'x-robots-tag': 'noindex' };

/** JSON with `<`, `>` and `&` escaped: the visitor's term is echoed, and never as markup. */
function json(body: unknown, status: number, cacheControl: string, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new Response(text, { status, headers: { ...baseHeaders, 'cache-control': cacheControl, ...headers } });
}

export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ error: refusalMessage(parsed) }, 400, 'no-store');
  const { body, unavailable, busy } = await runSearch(parsed.request);
  // As many searches in flight as the content server bears, and the queue full: try again shortly.
  if (busy) return json(body, 503, 'no-store', { 'retry-after': '1' });
  if (unavailable) return json(body, 502, 'no-store');
  // Errors from the content server may be passing: never keep them at the CDN.
  return json(body, 200, body.errors.length > 0 ? 'no-store' : cdnCacheControl);
}

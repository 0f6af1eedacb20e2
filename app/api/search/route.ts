import { parseSearchParams, refusalMessage } from '@/features/search/search-contract';
import { runSearch } from '@/features/search/run-search';

/**
 * Search on the server, from the same index the panel loads (features/search/run-search.ts):
 * the panel's way when it cannot load the index, and any client's. Queries never reach the
 * content server; answers are CDN-cacheable for a minute.
 *
 *   GET /api/search?q=term&lang=en                             → the first results of every section
 *   GET /api/search?q=term&lang=fr&section=events&after=cursor → the rest of one section
 *
 * 200: cards. 400: `{"error": "..."}` for invalid parameters. 502: `{"errors": [...]}` (the
 * site's message) when no index could be had (content server down, nothing cached); the detail
 * goes to the server log only. A client searching too fast gets 429 from the request gate (server/).
 */
const cdnCacheControl = 'public, s-maxage=60, stale-while-revalidate=300';

const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'x-robots-tag': 'noindex' };

/** JSON with `<`, `>` and `&` escaped: the visitor's term is echoed, and never as markup. */
function json(body: unknown, status: number, cacheControl: string): Response {
  const text = JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new Response(text, { status, headers: { ...baseHeaders, 'cache-control': cacheControl } });
}

export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ error: refusalMessage(parsed) }, 400, 'no-store');
  const { body, unavailable } = await runSearch(parsed.request);
  if (unavailable) return json(body, 502, 'no-store');
  return json(body, 200, cdnCacheControl);
}

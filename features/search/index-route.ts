import 'server-only';
import type { Locale } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { searchIndexFile } from './run-search';

/**
 * `/search-index.en.json`, `/search-index.fr.json`: one language's index for the search panel
 * (and "Save for offline"): the index the server searches (./run-search.ts), so it follows every
 * save as the server's search does. CDN-cacheable for a minute like the search route (the webhook
 * names these files among the pages it renders and purges); `If-None-Match` answers 304.
 */
const cdnCacheControl = 'public, s-maxage=60, stale-while-revalidate=300';

export async function searchIndexResponse(request: Request, locale: Locale): Promise<Response> {
  let file: { body: string; etag: string };
  try {
    file = await searchIndexFile(locale);
  } catch (error) {
    console.error(`Search index (${locale}): ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: 'the search index is unavailable' }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } });
  }
  // A preview's index holds drafts: for the editor only.
  const cacheControl = (await isPreviewRequest()) ? 'private, no-store' : cdnCacheControl;
  const headers = { 'cache-control': cacheControl, etag: file.etag, 'x-robots-tag': 'noindex' };
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  return new Response(file.body, { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}

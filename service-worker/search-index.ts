import { Strategy, type StrategyHandler } from 'serwist';
import { savedIndexHeader } from '@/features/search/search-index-path';

/**
 * The search index of the visitor's language (`/search-index.en.json`), kept by "Save for offline"
 * (a request marked `x-offline-save`) so that the panel searches the saved programme with no
 * connection. Online the site's index is used and the kept copy follows it; offline (or after
 * `networkTimeoutMs` without an answer when a copy is kept) the kept copy answers, stamped with
 * the time it was saved, which the panel shows. Never kept by a plain visit: only a save keeps it.
 */
export const searchIndexCacheName = 'festival-search-index';

const networkTimeoutMs = 3000;

function stamped(response: Response, savedAt: Date): Response {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
  headers.set(savedIndexHeader, savedAt.toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export class SavedSearchIndex extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const saving = request.headers.get('x-offline-save') === '1';
    const kept = saving ? undefined : await handler.cacheMatch(request);
    try {
      const fresh = new Request(request.url, { headers: { accept: 'application/json' }, credentials: 'omit', cache: 'no-cache' });
      const response = await handler.fetch(kept ? new Request(fresh, { signal: AbortSignal.timeout(networkTimeoutMs) }) : fresh);
      if (response.ok && (saving || kept)) await handler.cachePut(request, stamped(response.clone(), new Date()));
      return response;
    } catch (error) {
      if (kept) return kept;
      throw error;
    }
  }
}

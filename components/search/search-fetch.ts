import type { SearchApiBody } from '@/features/search/search-contract';
import { missingResponseMessage } from './search-state';
import { formatMessage } from '@/i18n/format-message';
import type { SearchStrings } from './search-strings';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messages(value: unknown): string[] | null {
  return Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === 'string') ? value : null;
}

/**
 * Asks the site's search route (same origin) and reads its answer with the spec's error
 * catalogue: the route's own messages when it sent some, else the status, parse or missing-data
 * message. Without an answer at all, `needsConnection` in the page's language; a refusal for
 * searching too fast (429) reads `rateLimited`, with the wait the site gave (`Retry-After`).
 * Only an abort (a newer search replaced this one) is thrown.
 */
export async function fetchSearch(url: string, signal?: AbortSignal, strings: Partial<Pick<SearchStrings, 'needsConnection' | 'rateLimited'>> = {}): Promise<SearchApiBody> {
  const { needsConnection, rateLimited } = strings;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    // No answer at all (offline, or no signal): search is the one part of the site that needs
    // the network (the service worker never keeps its answers), so say that.
    if (needsConnection) return { errors: [needsConnection] };
    return { errors: [error instanceof Error ? error.message : String(error)] };
  }
  if (response.status === 429 && rateLimited) {
    return { errors: [formatMessage(rateLimited, { seconds: Number(response.headers.get('retry-after')) || 1 })] };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (response.status >= 300) return { errors: [`Response not successful: Received status code ${response.status}`] };
    return { errors: [`Could not parse the search response as JSON: ${(error as Error).message}`] };
  }
  if (!isRecord(body)) return { errors: [missingResponseMessage] };
  const errors = messages(body.errors);
  if ('sections' in body || 'results' in body) return body as unknown as SearchApiBody;
  if (errors) return { errors };
  if (typeof body.error === 'string') return { errors: [body.error] };
  if (response.status >= 300) return { errors: [`Response not successful: Received status code ${response.status}`] };
  return { errors: [missingResponseMessage] };
}

/**
 * How a page is kept on the device: its HTML gzip-compressed (a ~110 KB page keeps as ~20 KB,
 * so the whole programme fits on a phone), with the time it was fetched. Served back
 * decompressed, with the "offline — updated {time}" note in it.
 */

/** When the copy was fetched from the site (ISO 8601). */
export const savedAtHeader = 'x-offline-saved-at';
/** Marks a kept copy whose body is gzip. */
const encodingHeader = 'x-offline-encoding';

/** Headers that described the network body, not the stored one. */
const bodyHeaders = ['content-encoding', 'content-length', 'transfer-encoding'];

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of bodyHeaders) copy.delete(name);
  return copy;
}

export function isStoredPage(response: Response): boolean {
  return response.headers.has(encodingHeader);
}

/** The network answer as it is kept: compressed body, time stamp. */
export async function toStoredPage(response: Response, savedAt: Date): Promise<Response> {
  const body = response.body ? await new Response(response.body.pipeThrough(new CompressionStream('gzip'))).arrayBuffer() : new ArrayBuffer(0);
  const headers = withoutBodyHeaders(response.headers);
  headers.set(savedAtHeader, savedAt.toISOString());
  headers.set(encodingHeader, 'gzip');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The kept copy's HTML and the time it was fetched. */
export async function readStoredPage(stored: Response): Promise<{ html: string; savedAt: Date | null }> {
  const savedAtText = stored.headers.get(savedAtHeader);
  const savedAt = savedAtText ? new Date(savedAtText) : null;
  if (!stored.body) return { html: '', savedAt };
  const stream = isStoredPage(stored) ? stored.body.pipeThrough(new DecompressionStream('gzip')) : stored.body;
  return { html: await new Response(stream).text(), savedAt: savedAt && !Number.isNaN(savedAt.getTime()) ? savedAt : null };
}

/** A page response with this HTML and the kept copy's headers (without the storage markers). */
export function servedPage(stored: Response, html: string): Response {
  const headers = withoutBodyHeaders(stored.headers);
  headers.delete(encodingHeader);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: stored.status, statusText: stored.statusText, headers });
}

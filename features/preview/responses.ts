/** Preview answers are for one editor: never stored by a browser cache or a CDN, never indexed. */
export const previewResponseHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const;

/** One clear line of text, for a person who followed a preview link. */
export function previewTextResponse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...previewResponseHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A redirect to a same-site path (a relative `Location`, valid since RFC 7231). */
export function previewRedirect(path: string): Response {
  return new Response(null, { status: 307, headers: { ...previewResponseHeaders, Location: path } });
}

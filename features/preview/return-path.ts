const probeOrigin = 'https://site.invalid';

/**
 * A same-site path to go back to after leaving the preview, or null: only a relative path that
 * stays on this site (no `//host`, no `/\host`, no scheme, no control characters) is accepted,
 * so the exit link cannot be turned into an open redirect.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || path.length > 2000 || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const previewExitRoute = '/api/preview/exit';

/**
 * Where leaving the preview goes: `?path=` when given, else the page the exit link was followed
 * from (its Referer, path only: the browser sends the full URL for same-origin links), else home.
 * Pages are matched by next.config rewrites, so a page does not know its own public URL; the
 * banner's link is the bare exit route and the browser supplies the rest.
 */
export function exitReturnPath(pathParam: string | null, referer: string | null): string {
  const fromParam = safeReturnPath(pathParam);
  if (fromParam) return fromParam;
  if (referer) {
    try {
      const url = new URL(referer);
      const fromReferer = safeReturnPath(`${url.pathname}${url.search}`);
      if (fromReferer && !fromReferer.startsWith('/api/')) return fromReferer;
    } catch {
      // Not a URL: ignored.
    }
  }
  return '/';
}

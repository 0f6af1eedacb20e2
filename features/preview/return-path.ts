const probeOrigin = 'https://site.invalid';

/** `//host` or `/\host`: a browser reads these as another site (a scheme-relative URL). */
const schemeRelative = /^\/[/\\]/;

/**
 * THE check of a path the site redirects to: a same-site path, or null. Only a path that stays
 * on this site is accepted (no scheme, no `//host`, no `/\host`, no control characters), and the
 * check holds for the path as it is SENT, after URL normalisation: `/.//evil.example`,
 * `/a/..//evil.example` and `/%2e//evil.example` all normalise to `//evil.example`.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || path.length > 2000 || !path.startsWith('/') || schemeRelative.test(path)) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, probeOrigin);
  } catch {
    return null;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== probeOrigin || schemeRelative.test(normalised)) return null;
  return normalised;
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

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

/** The banner's exit link: leave the preview and come back to the same page, published. */
export function previewExitHref(currentPath: string | null): string {
  const path = safeReturnPath(currentPath);
  return path ? `${previewExitRoute}?path=${encodeURIComponent(path)}` : previewExitRoute;
}

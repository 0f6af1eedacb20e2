import { type Locale, defaultLocale } from '@/i18n/locales';
import { readPathLanguage } from '@/i18n/public-path.mjs';
import { categoryFilterParam, sectionPath } from '@/i18n/routes';
import { isRscRequest as isRscRequestOf } from '@/lib/next-internals/wire.mjs';
import { termParam } from '@/components/search/term-in-url';

/**
 * What the service worker may keep, as pure functions of URLs and responses (unit-tested in
 * tests/unit/offline/policy.test.ts). The rule: only the site's public content. Never the API
 * (search, the webhook, preview entry and exit, health, the programme list), never a response
 * its server marked `private` or `no-store` (Draft Mode previews, 404s, dynamic pages), never
 * a tracking pixel or any other origin's files.
 */

/** A page answer older than this gives way to the saved copy (a venue with one bar of signal). */
export const pageNetworkTimeoutSeconds = 3;

/** Paths the worker never answers itself: they always go to the network. */
export function isNetworkOnlyPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/_next/data/') || pathname === '/sw.js';
}

/** `/api/preview?…` turns Draft Mode on; `/api/preview/exit` turns it off. */
export function previewTransition(pathname: string): 'enter' | 'exit' | null {
  if (pathname === '/api/preview') return 'enter';
  if (pathname === '/api/preview/exit') return 'exit';
  return null;
}

/** A React Server Components payload (client navigation): tied to one build, never kept. */
export function isRscRequest(request: Request, url: URL): boolean {
  return isRscRequestOf((name) => request.headers.get(name), `${url.pathname}${url.search}`);
}

/** The `Cache-Control` directives that forbid keeping a copy on the device. */
export function forbidsStorage(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  return cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
    .some((name) => name === 'private' || name === 'no-store');
}

/** A page answer that may be kept: a full 200 HTML page from this site that its server lets be stored. */
export function isStorablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !forbidsStorage(response.headers.get('cache-control'))
  );
}

/** An image answer that may be kept: 200, readable (never opaque: browsers pad those by megabytes), storable. */
export function isStorableImage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'cors') &&
    !forbidsStorage(response.headers.get('cache-control'))
  );
}

/** The language of a public path, also of one that names no page (`/fr/…`: French). */
export function localeOfPath(pathname: string): Locale {
  return readPathLanguage(pathname)?.locale ?? defaultLocale;
}

/** The page shown for a page that is neither reachable nor saved, in the request's language. */
export function offlinePagePath(locale: Locale): string {
  return sectionPath(locale, 'offline');
}

/**
 * The kept page that answers a page's address offline: the address without the search panel's
 * term (`/calendar?q=lumen` is `/calendar` with the panel open on "lumen": components/search/
 * term-in-url.ts), so that Back to a search made on a saved page finds the page, and the panel
 * finds the term. The search page's own `q` is its content: kept as it is.
 */
export function keptPageKey(url: URL): URL {
  if (!url.searchParams.has(termParam) || url.pathname === sectionPath(localeOfPath(url.pathname), 'search')) return url;
  const key = new URL(url);
  key.searchParams.delete(termParam);
  return key;
}

/**
 * The one URL of a page that may be kept (what the site links to): no query string but a list's
 * category filter, no capital letter (the server sends those to the lowercase page), no trailing
 * slash, and never the search page. Anything else would be a copy of its own in the cache shared
 * with "Save for offline" (`/calendar?utm=…`, `/search?q=…`), crowding out real pages.
 */
export function isKeptPageUrl(url: URL): boolean {
  const { pathname } = url;
  if (/[A-Z]/.test(pathname.replace(/%[0-9A-F]{2}/gi, ''))) return false;
  if (pathname !== '/' && pathname.endsWith('/')) return false;
  const locale = localeOfPath(pathname);
  if (pathname === sectionPath(locale, 'search')) return false;
  const params = [...url.searchParams];
  if (params.length === 0) return true;
  const [name, value] = params[0]!;
  return params.length === 1 && name === categoryFilterParam[locale] && /^[a-z0-9_-]+$/.test(value);
}

import { type NextRequest, NextResponse } from 'next/server';
import { defaultLocale } from '@/i18n/locales';
import { categoryFilterParam, resolvePublicPath, sectionPath } from '@/i18n/routes';
import { previewPathHeader, previewResponseHeaders } from '@/lib/preview/responses';

const filteredLists = new Set([sectionPath('en', 'calendar'), sectionPath('en', 'artists')]);

/**
 * Public URLs are localized (`/fr/evenement/x`); the app renders them under `app/[locale]/`
 * with English segments (`/fr/event/x`). This rewrite, driven by the route table, is the only
 * place the two meet.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;

  // English has no prefix: /en/... is a duplicate of the canonical URL.
  if (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(defaultLocale.length + 1) || '/';
    return NextResponse.redirect(url, 308);
  }

  const route = resolvePublicPath(pathname);
  const url = request.nextUrl.clone();
  if (route) {
    url.pathname = `/${route.locale}${route.internalPath === '/' ? '' : route.internalPath}`;
    // ?category= (French ?categorie=) on a list → its pre-rendered filtered page.
    const filterParam = categoryFilterParam[route.locale];
    const category = url.searchParams.get(filterParam);
    if (category !== null && filteredLists.has(route.internalPath)) {
      url.pathname += `/category/${encodeURIComponent(category)}`;
      url.searchParams.delete(filterParam);
    }
  } else {
    // No section of that language owns this first segment: render the localized 404.
    const locale = pathname.startsWith('/fr/') || pathname === '/fr' ? 'fr' : defaultLocale;
    url.pathname = `/${locale}/_not-found`;
  }
  return request.cookies.has(draftModeCookie) ? rewriteForPreview(request, url) : NextResponse.rewrite(url);
}

/** Next.js's Draft Mode cookie (set by /api/preview, cleared by /api/preview/exit). */
const draftModeCookie = '__prerender_bypass';

/**
 * A request that may be a preview: the page learns its public path (for the banner's exit
 * link), and the answer is kept out of shared caches and search engines. Harmless when the
 * cookie is stale or forged: Next then serves the public page, just not cached for this one answer.
 */
function rewriteForPreview(request: NextRequest, url: URL): NextResponse {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(previewPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(previewResponseHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but API routes, Next's own files and files with an extension (robots.txt, images).
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};

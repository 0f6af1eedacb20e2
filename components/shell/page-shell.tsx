import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { previewExitRoute } from '@/features/preview/return-path';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { isPreviewRequest } from '@/lib/draft-mode';
import { getSiteShell } from '@/queries/shell';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainContained = 'mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none';
/** For pages whose sections span the window (the home page): each section sets its own width. */
const mainFullBleed = 'w-full flex-1 focus:outline-none';

/**
 * The shell every page renders around its content. Pages (not the layout) render it because
 * only the page knows its route: the language switch's target, and the current page and section
 * the menus mark (passed down as a path: rendered on the server, no JavaScript).
 */
export async function PageShell({
  route,
  fullBleed = false,
  children,
}: {
  route: LocalizedRoute;
  fullBleed?: boolean;
  children: ReactNode;
}) {
  const { locale } = route;
  const [shell, preview] = await Promise.all([getSiteShell(locale), isPreviewRequest()]);
  return (
    <>
      {preview ? <PreviewBanner locale={locale} exitHref={previewExitRoute} /> : null}
      <SiteHeader locale={locale} shell={shell} languageSwitchHref={route.languageSwitchHref} currentPath={route.path} />
      <main id="main" tabIndex={-1} className={fullBleed ? mainFullBleed : mainContained}>
        {children}
      </main>
      <SiteFooter locale={locale} shell={shell} currentPath={route.path} />
    </>
  );
}

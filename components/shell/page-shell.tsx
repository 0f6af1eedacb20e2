import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { previewExitRoute } from '@/features/preview/return-path';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { isPreviewRequest } from '@/lib/draft-mode';
import { getSiteShell } from '@/queries/shell';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The shell every page renders around its content. Pages (not the layout) render it because
 * only the page knows its route in the other language: the language switch's target.
 */
export async function PageShell({ route, children }: { route: LocalizedRoute; children: ReactNode }) {
  const { locale } = route;
  const [shell, preview] = await Promise.all([getSiteShell(locale), isPreviewRequest()]);
  return (
    <>
      {preview ? <PreviewBanner locale={locale} exitHref={previewExitRoute} /> : null}
      <SiteHeader locale={locale} shell={shell} languageSwitchHref={route.languageSwitchHref} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} shell={shell} />
    </>
  );
}

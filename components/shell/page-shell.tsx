import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/preview/preview-banner';
import type { Locale } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/preview/draft-mode';
import { previewExitRoute } from '@/lib/preview/return-path';
import { getSiteShell } from '@/queries/shell';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The shell every page renders around its content. Pages (not the layout) render it because
 * only the page knows where the language switch leads: the current item's translation.
 */
export async function PageShell({
  locale,
  languageSwitchHref,
  children,
}: {
  locale: Locale;
  languageSwitchHref: string;
  children: ReactNode;
}) {
  const [shell, preview] = await Promise.all([getSiteShell(locale), isPreviewRequest()]);
  return (
    <>
      {preview ? <PreviewBanner locale={locale} exitHref={previewExitRoute} /> : null}
      <SiteHeader locale={locale} shell={shell} languageSwitchHref={languageSwitchHref} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} shell={shell} />
    </>
  );
}

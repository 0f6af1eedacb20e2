import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/preview/preview-banner';
import type { Locale } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/preview/draft-mode';
import { previewPathHeader } from '@/lib/preview/responses';
import { previewExitHref } from '@/lib/preview/return-path';
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
  // Request headers are read only in a preview, which renders per request anyway.
  const exitHref = preview ? previewExitHref((await headers()).get(previewPathHeader)) : null;
  return (
    <>
      {exitHref ? <PreviewBanner locale={locale} exitHref={exitHref} /> : null}
      <SiteHeader locale={locale} shell={shell} languageSwitchHref={languageSwitchHref} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} shell={shell} />
    </>
  );
}

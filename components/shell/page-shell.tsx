import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
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
  const shell = await getSiteShell(locale);
  return (
    <>
      <SiteHeader locale={locale} shell={shell} languageSwitchHref={languageSwitchHref} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} shell={shell} />
    </>
  );
}

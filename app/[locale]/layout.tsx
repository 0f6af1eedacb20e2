import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { TagManager } from '@/components/tag-manager';
import { getDictionary } from '@/i18n/dictionaries';
import { isLocale, locales } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { siteConfig } from '@/lib/site-config';
import { festivalName } from '@/i18n/festival';
import '../globals.css';

/**
 * No `dynamicParams = false` here: it would close every child route to the slugs known at build,
 * so an item published later would be a 404 until the next build. Locales are still closed: the
 * rewrites (i18n/rewrites.mjs) only ever send `en` and `fr` here, and anything else is a 404 below.
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const name = festivalName[locale];
  return {
    metadataBase: new URL(siteConfig.baseUrl),
    title: { default: name, template: `%s | ${name}` },
    description: getDictionary(locale).site.description,
    // A preview shows unpublished content: never to be indexed.
    ...((await isPreviewRequest()) ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = getDictionary(locale);
  return (
    <html lang={locale}>
      <head>
        <TagManager />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-paper focus:p-2"
        >
          {t.site.skipToContent}
        </a>
        {children}
        <CookieConsent locale={locale} />
      </body>
    </html>
  );
}

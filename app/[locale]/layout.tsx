import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { appColors, iconPath } from '@/features/offline/app-identity.mjs';
import { webManifestPath } from '@/features/offline/web-manifest';
import { TagManager } from '@/components/tag-manager';
import { getDictionary } from '@/i18n/dictionaries';
import { isLocale, locales } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { siteConfig } from '@/lib/site-config';
import { festivalName } from '@/i18n/festival';
import '../globals.css';

export const dynamicParams = false;

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
    // Installable: this language's manifest (its name and start page), iOS's home-screen title.
    manifest: webManifestPath(locale),
    appleWebApp: { capable: true, title: name, statusBarStyle: 'default' },
    // A preview shows unpublished content: never to be indexed.
    ...((await isPreviewRequest()) ? { robots: { index: false, follow: false } } : {}),
  };
}

export const viewport: Viewport = { themeColor: appColors.theme };

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
        {/* Not in `metadata.icons`: that would replace the favicon Next derives from app/icon.svg. */}
        <link rel="apple-touch-icon" href={iconPath('apple-touch-icon.png')} />
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
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { iconPath } from '@/features/offline/app-identity.mjs';
import { webManifestPath } from '@/features/offline/web-manifest';
import { headScriptId, headScriptSrc } from '@/components/shell/head-script';
import { TagManager } from '@/components/tag-manager';
import { getDictionary } from '@/i18n/dictionaries';
import { isLocale, locales } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { siteConfig } from '@/lib/site-config';
import { festivalName } from '@/i18n/festival';
import { themeColor } from '@/lib/design-tokens';
import { displayFont, labelFont } from '../fonts';
import '../globals.css';

/**
 * No `dynamicParams = false` here: it would close every child route to the slugs known at build,
 * so an item published later would be a 404 until the next build. Locales are still closed: the
 * rewrites (i18n/rewrites.mjs) only ever send `en` and `fr` here, and anything else is a 404 below.
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The browser's UI colour, from the design tokens. */
export const viewport: Viewport = { themeColor };

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
    <html lang={locale} className={`${displayFont.variable} ${labelFont.variable}`}>
      <head>
        {/* Blocking on purpose, and fetched beside the stylesheet: what it sets up must be there
            before the first control is painted and before any tag (components/shell/head-script.ts). */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the body is parsed; one small cached file */}
        <script id={headScriptId} src={headScriptSrc} />
        <TagManager />
        {/* Not in `metadata.icons`: that would replace the favicon Next derives from app/icon.svg. */}
        <link rel="apple-touch-icon" href={iconPath('apple-touch-icon.png')} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-pill focus:bg-sun focus:px-4 focus:py-2 focus:font-label"
        >
          {t.site.skipToContent}
        </a>
        {/* Right after the skip link: the banner is the keyboard's next stop, before the page it covers. */}
        <CookieConsent locale={locale} />
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}

import type { MetadataRoute } from 'next';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import { type Locale, localeTags } from '@/i18n/locales';
import { homePath } from '@/i18n/routes';
import { appColors, appIcons, iconPath } from './app-identity.mjs';

/** Where each language's manifest is served (`app/{locale}.webmanifest/route.ts`), linked by that language's pages. */
export function webManifestPath(locale: Locale): string {
  return `/${locale}.webmanifest`;
}

/**
 * The web app manifest of one language: installed from a French page, the app is named and
 * described in French and opens on the French home page. The scope is the whole site, so the
 * language switch stays inside the app; each language is its own app (`id`).
 */
export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const name = festivalName[locale];
  return {
    id: homePath(locale),
    name,
    short_name: 'POP',
    description: getDictionary(locale).offline.appDescription,
    lang: localeTags[locale],
    dir: 'ltr',
    start_url: homePath(locale),
    scope: '/',
    display: 'standalone',
    theme_color: appColors.theme,
    background_color: appColors.background,
    icons: appIcons
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({
        src: iconPath(icon.file),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose === 'maskable' ? 'maskable' : 'any',
      })),
  };
}

export function webManifestResponse(locale: Locale): Response {
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}

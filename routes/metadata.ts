import type { Metadata } from 'next';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { localeTags, otherLocale } from '@/i18n/locales';
import type { Image } from '@/queries/types';
import { siteConfig } from '@/lib/site-config';
import { atomAlternates } from '@/features/feeds/atom';

export const defaultShareImage = { url: '/share.png', width: 800, height: 600, type: 'image/png' } as const;

/** Absolute URL of a site path, written the way Next writes canonical links (no slash for the root). */
export function absoluteUrl(path: string): string {
  return path === '/' ? siteConfig.baseUrl : `${siteConfig.baseUrl}${path}`;
}

/** The page's URL in each language it exists in (hreflang), absolute: metadata and the sitemap. */
export function languageAlternates({ locale, path, alternatePath }: LocalizedRoute): Record<string, string> {
  const languages: Record<string, string> = { [locale]: absoluteUrl(path) };
  if (alternatePath) languages[otherLocale(locale)] = absoluteUrl(alternatePath);
  return languages;
}

function atomTypes(locale: LocalizedRoute['locale'], path: string): Pick<NonNullable<Metadata['alternates']>, 'types'> {
  const feeds = atomAlternates(locale, path);
  return feeds.length ? { types: { 'application/atom+xml': feeds } } : {};
}

/**
 * Title, description, canonical URL, hreflang alternates (absolute, from the translated slugs)
 * and social cards for one page, from its localized route.
 */
export function pageMetadata({
  route,
  title,
  description,
  image,
}: {
  route: LocalizedRoute;
  title?: string;
  description?: string;
  image?: Image | null;
}): Metadata {
  const { locale, path } = route;
  const languages = languageAlternates(route);
  // x-default is the English page: the site's default language, unprefixed.
  if (languages.en) languages['x-default'] = languages.en;
  const desc = description ?? getDictionary(locale).site.description;
  const siteName = festivalName[locale];
  const ogImage = image?.url
    ? { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }
    : { ...defaultShareImage, alt: siteName };
  return {
    ...(title ? { title } : {}),
    description: desc,
    alternates: { canonical: absoluteUrl(path), languages, ...atomTypes(locale, path) },
    openGraph: {
      type: 'website',
      siteName,
      locale: localeTags[locale].replace('-', '_'),
      url: absoluteUrl(path),
      title: title ?? siteName,
      description: desc,
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: title ?? siteName, description: desc, images: [ogImage.url] },
  };
}

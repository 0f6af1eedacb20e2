import type { Metadata } from 'next';
import { getDictionary } from '@/i18n/dictionaries';
import { type Locale, localeTags, otherLocale } from '@/i18n/locales';
import type { Image } from '@/queries/types';
import { siteConfig } from './site-config';

export const defaultShareImage = { url: '/share.png', width: 800, height: 600, type: 'image/png' } as const;

/** Absolute URL of a site path, written the way Next writes canonical links (no slash for the root). */
export function absoluteUrl(path: string): string {
  return path === '/' ? siteConfig.baseUrl : `${siteConfig.baseUrl}${path}`;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return namedEntities[code.toLowerCase()] ?? entity;
  });
}

/** Plain text of CMS HTML for a meta description or a calendar entry, cut near 160 characters. */
export function describe(html: string | null | undefined, fallback: string): string {
  const text = decodeEntities((html ?? '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * Title, description, canonical URL, hreflang alternates (absolute, from the translated slugs)
 * and social cards for one page. `alternatePath` is null when the page has no translation.
 */
export function pageMetadata({
  locale,
  path,
  alternatePath,
  title,
  description,
  image,
}: {
  locale: Locale;
  path: string;
  alternatePath: string | null;
  title?: string;
  description?: string;
  image?: Image | null;
}): Metadata {
  const other = otherLocale(locale);
  const languages: Record<string, string> = { [locale]: absoluteUrl(path) };
  if (alternatePath) languages[other] = absoluteUrl(alternatePath);
  const englishUrl = locale === 'en' ? languages.en : languages.en ?? undefined;
  if (englishUrl) languages['x-default'] = englishUrl;
  const desc = description ?? getDictionary(locale).site.description;
  const siteName = siteConfig.festivalName[locale];
  const ogImage = image?.url
    ? { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }
    : { ...defaultShareImage, alt: siteName };
  return {
    ...(title ? { title } : {}),
    description: desc,
    alternates: { canonical: absoluteUrl(path), languages },
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

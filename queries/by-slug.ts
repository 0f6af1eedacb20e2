import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { normalizeSlug } from '@/lib/slug';
import { fetchContent } from './client';
import type { Maybe, RawConnection } from './raw-types';
import { type ContentKind, itemTag } from './tags';

/**
 * Looks an item up by slug AND language (WordPress's `nodeByUri` ignores Polylang's /fr/ when
 * slugs collide), asking for its translation's slug in the same request. Returns null for a slug
 * that cannot exist (no request is made) or that matches nothing.
 */
export async function fetchItemBySlug<TRaw, TItem>(
  query: string,
  select: (data: Record<string, Maybe<RawConnection<TRaw>>>) => Maybe<RawConnection<TRaw>>,
  convert: (raw: TRaw) => TItem,
  { kind, locale, slug }: { kind: ContentKind; locale: Locale; slug: string },
): Promise<TItem | null> {
  const normalized = normalizeSlug(slug);
  if (!normalized) return null;
  const data = await fetchContent<Record<string, Maybe<RawConnection<TRaw>>>>(
    query,
    { slug: normalized, language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    { tags: [itemTag(kind, locale, normalized)] },
  );
  const raw = select(data)?.nodes?.[0];
  return raw ? convert(raw) : null;
}

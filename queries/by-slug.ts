import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { normalizeSlug } from '@/lib/slug';
import { isPreviewRequest } from '@/lib/preview/draft-mode';
import { fetchContent } from './client';
import { previewStati, type PreviewType, withPendingRevision } from './preview';
import type { Maybe, RawConnection } from './raw-types';
import { type ContentKind, itemTag } from './tags';

const previewTypeOf: Partial<Record<ContentKind, PreviewType>> = {
  events: 'event',
  pages: 'page',
  news: 'news',
  artists: 'artist',
};

/**
 * Looks an item up by slug AND language (WordPress's `nodeByUri` ignores Polylang's /fr/ when
 * slugs collide), asking for its translation's slug in the same request. Returns null for a slug
 * that cannot exist (no request is made) or that matches nothing.
 *
 * In a preview, drafts match too, and the item shows its pending revision (a second request).
 */
export async function fetchItemBySlug<TRaw extends { id?: Maybe<string> }, TItem>(
  query: string,
  select: (data: Record<string, Maybe<RawConnection<TRaw>>>) => Maybe<RawConnection<TRaw>>,
  convert: (raw: TRaw) => TItem,
  { kind, locale, slug }: { kind: ContentKind; locale: Locale; slug: string },
): Promise<TItem | null> {
  const normalized = normalizeSlug(slug);
  if (!normalized) return null;
  const preview = await isPreviewRequest();
  const data = await fetchContent<Record<string, Maybe<RawConnection<TRaw>>>>(
    query,
    {
      slug: normalized,
      language: toLanguageCode(locale),
      otherLanguage: toLanguageCode(otherLocale(locale)),
      ...(preview ? { stati: previewStati } : {}),
    },
    { tags: [itemTag(kind, locale, normalized)], preview },
  );
  const raw = select(data)?.nodes?.[0];
  if (!raw) return null;
  const previewType = previewTypeOf[kind];
  return convert(preview && previewType ? await withPendingRevision(previewType, raw) : raw);
}

import { type ContentType, contentTypeRegistry, type PreviewableType } from '@/i18n/content-types';
import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { normalizeSlug } from '@/lib/slug';
import { fetchContent } from './client';
import { previewStati, withPendingRevision } from './preview';
import type { TypedDocument } from './document';
import type { Connection, Maybe } from './nodes';
import { itemTag } from './tags';

/**
 * Looks an item up by slug AND language (WordPress's `nodeByUri` ignores Polylang's /fr/ when
 * slugs collide), asking for its translation's slug in the same request. Returns null for a slug
 * that cannot exist (no request is made) or that matches nothing.
 *
 * In a preview, drafts match too, and the item shows its pending revision (a second request).
 */
export async function fetchItemBySlug<TResult, TRaw extends { id?: Maybe<string> }, TItem>(
  query: TypedDocument<TResult, { slug: string; language: 'EN' | 'FR'; otherLanguage: 'EN' | 'FR'; stati?: readonly string[] }>,
  select: (data: TResult) => Maybe<Connection<TRaw>>,
  convert: (raw: TRaw) => TItem,
  { type, locale, slug }: { type: ContentType; locale: Locale; slug: string },
): Promise<TItem | null> {
  const normalized = normalizeSlug(slug);
  if (!normalized) return null;
  const preview = await isPreviewRequest();
  // Drafts only for the types a preview can show: the others' documents take no `$stati`.
  const previewable = preview && contentTypeRegistry[type].previewable;
  const data = await fetchContent(
    query,
    {
      slug: normalized,
      language: toLanguageCode(locale),
      otherLanguage: toLanguageCode(otherLocale(locale)),
      ...(previewable ? { stati: previewStati } : {}),
    },
    { tags: [itemTag(type, locale, normalized)], preview },
  );
  const raw = select(data)?.nodes?.[0];
  if (!raw) return null;
  return convert(previewable ? await withPendingRevision(type as PreviewableType, raw) : raw);
}

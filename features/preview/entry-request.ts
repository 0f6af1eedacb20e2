import { contentTypeByApiName, contentTypeRegistry, type PreviewableType, previewableTypes } from '@/i18n/content-types';
import { isLocale, type Locale } from '@/i18n/locales';
import { normalizeSlug } from '@/lib/slug';

export interface PreviewEntry {
  type: PreviewableType;
  locale: Locale;
  /** WordPress's post id (what its preview link knows), or the slug in `locale`. */
  ref: { id: number } | { slug: string };
}

export type ParsedPreviewEntry = { ok: true; entry: PreviewEntry } | { ok: false; message: string };

/** What preview links call the previewable types: event, artist, news, page, venue. */
const previewTypeNames = previewableTypes.map((type) => contentTypeRegistry[type].apiName);

function previewableTypeNamed(name: string | null): PreviewableType | undefined {
  const type = contentTypeByApiName(name);
  return type && (previewableTypes as readonly string[]).includes(type) ? (type as PreviewableType) : undefined;
}

/**
 * The query of `/api/preview?secret=…&type=event|page|news|artist|venue&id=…|slug=…&lang=en|fr`, the
 * secret aside. An id wins over a slug when both are given.
 */
export function parsePreviewEntry(params: URLSearchParams): ParsedPreviewEntry {
  const type = previewableTypeNamed(params.get('type'));
  if (!type) return { ok: false, message: `type must be one of ${previewTypeNames.join(', ')}.` };
  const lang = params.get('lang');
  if (!isLocale(lang)) return { ok: false, message: 'lang must be en or fr.' };
  const id = params.get('id');
  if (id !== null) {
    if (!/^[1-9]\d{0,9}$/.test(id)) return { ok: false, message: 'id must be a WordPress post id (a positive whole number).' };
    return { ok: true, entry: { type, locale: lang, ref: { id: Number(id) } } };
  }
  const slugParam = params.get('slug');
  const slug = slugParam === null ? null : normalizeSlug(slugParam);
  if (!slug) return { ok: false, message: 'Give the item as id (its WordPress post id) or slug.' };
  return { ok: true, entry: { type, locale: lang, ref: { slug } } };
}

import { type ContentType, contentTypes } from '@/i18n/content-types';
import { type Locale, toLanguageCode } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { normalizeSlug } from '@/lib/slug';
import { documentsByType, slugIndexDocument } from './content-documents';
import { fetchAllNodes } from './paginate';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { slugIndexTag } from './tags';

/**
 * THE published slugs of a content type in a language, with each item's database id: what an
 * item route checks a slug against before it asks the content server for the item.
 *
 * Why: item routes render slugs published after the build on their first request (ISR), so any
 * well-formed slug reaches them. Looking each one up would store one data-cache entry per
 * slug an attacker invents; the index is ONE cached answer per type and language (a few bytes
 * per item) with a tag of its own (`events-index:en`), which the webhook expires when an item is
 * published, unpublished or renamed. The ids let the webhook find the slug an item had before it
 * was renamed or unpublished (its cached index is the site's memory of it).
 */
const slugIndexDocuments = documentsByType(contentTypes, slugIndexDocument);

/** slug (as stored: lowercase, percent-encoded) → database id. */
export type SlugIndex = ReadonlyMap<string, number>;

export async function getSlugIndex(type: ContentType, locale: Locale): Promise<SlugIndex> {
  const nodes = await fetchAllNodes(
    slugIndexDocuments[type],
    { language: toLanguageCode(locale) },
    (data) => data.items,
    { tags: [slugIndexTag(type, locale)] },
  );
  const index = new Map<string, number>();
  for (const node of nodes) {
    if (node.slug && typeof node.databaseId === 'number') index.set(node.slug, node.databaseId);
  }
  return index;
}

/** The slugs the index holds for a database id (normally one; none once the item is gone from it). */
export function slugsOf(index: SlugIndex, databaseId: number): string[] {
  return [...index].filter(([, id]) => id === databaseId).map(([slug]) => slug);
}

/**
 * True when the route param names a published item of the type. In a preview always true:
 * drafts are not in the index, and Draft Mode renders are never cached.
 */
export async function isPublishedSlug(type: ContentType, locale: Locale, slugParam: string): Promise<boolean> {
  // The build renders only the slugs its own lists gave (generateStaticParams): no need to ask,
  // and at ~5,000 items the check would read the index thousands of times.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return true;
  if (await isPreviewRequest()) return true;
  const slug = normalizeSlug(slugParam);
  return slug !== null && (await getSlugIndex(type, locale)).has(slug);
}

import 'server-only';
import { type Locale, otherLocale } from '@/i18n/locales';
import { getItemBySlug, getAllItems } from '@/queries/content';
import type { Page } from '@/queries/types';
import { type IndexedItem, indexedItems, type SearchableContent } from './index-documents';
import { buildSearchIndex, type SerializedSearchIndex } from './search-index';

/**
 * The content search is built from: the same getters, cache entries and tags as the pages (each
 * type's list, `events:en`…; a page's own entry, `pages:en:{slug}`), so the webhook that marks a
 * page stale marks the index stale too, and every instance reads the same shared entries.
 */
async function searchableContent(locale: Locale): Promise<SearchableContent> {
  const [events, artists, venues, news, pageList, sections] = await Promise.all([
    getAllItems('event', locale),
    getAllItems('artist', locale),
    getAllItems('venue', locale),
    getAllItems('news', locale),
    getAllItems('page', locale),
    getAllItems('about', locale),
  ]);
  // A page's list gives its slug only: its title and text are its own page's entry.
  const pages = (await Promise.all(pageList.map((page) => getItemBySlug('page', locale, page.slug)))).filter((page): page is Page => page !== null);
  return { events, artists, venues, news, pages, sections };
}

/** One language's documents and cards, from its content and the other language's (for the titles in it). */
export async function indexedContent(locale: Locale): Promise<IndexedItem[]> {
  const [content, other] = await Promise.all([searchableContent(locale), searchableContent(otherLocale(locale))]);
  return indexedItems(locale, content, other);
}

export function indexFrom(locale: Locale, items: IndexedItem[], builtAt = new Date()): SerializedSearchIndex {
  return buildSearchIndex(
    locale,
    items.map((item) => item.document),
    items.map((item) => item.card),
    builtAt,
  );
}

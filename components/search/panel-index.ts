import { isSerializedSearchIndex, type RankedSections, SearchIndex } from '@/features/search/search-index';
import { savedIndexHeader, searchIndexPath } from '@/features/search/search-index-path';
import type { SearchSection } from '@/features/search/search-contract';
import type { Locale } from '@/i18n/locales';

/**
 * The search panel's index, loaded when the panel first opens (never with the page): from the
 * site, or offline from the copy "Save for offline" kept (the service worker answers with it and
 * says when it was saved). Offline, only the pages kept on this device are offered.
 */
export interface PanelIndex {
  index: SearchIndex;
  /** When the programme was saved, if this is the kept copy (no connection). */
  savedAt: Date | null;
  /** Offline: the paths of the pages kept on this device. */
  savedPages: Set<string> | null;
}

/** The service worker's page caches (service-worker/cache-names.ts): `festival-pages-<build>`. */
const pagesCachePrefix = 'festival-pages-';

async function savedPagePaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  if (typeof caches === 'undefined') return paths;
  for (const name of await caches.keys()) {
    if (!name.startsWith(pagesCachePrefix)) continue;
    for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
  }
  return paths;
}

export async function loadPanelIndex(locale: Locale): Promise<PanelIndex> {
  const response = await fetch(searchIndexPath(locale), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isSerializedSearchIndex(data, locale)) throw new Error('search index: not an index of this language');
  const savedAtText = response.headers.get(savedIndexHeader);
  const savedAt = savedAtText ? new Date(savedAtText) : null;
  const validSavedAt = savedAt && !Number.isNaN(savedAt.getTime()) ? savedAt : null;
  return { index: new SearchIndex(data), savedAt: validSavedAt, savedPages: validSavedAt ? await savedPagePaths() : null };
}

/** The ranked results a visitor can open: offline, the kept pages only. */
export function openableResults(panelIndex: PanelIndex, ranked: RankedSections): RankedSections {
  const { savedPages } = panelIndex;
  if (!savedPages) return ranked;
  const entries = Object.entries(ranked).map(([section, cards]) => [section, cards.filter((card) => savedPages.has(card.href))]);
  return Object.fromEntries(entries) as Record<SearchSection, RankedSections[SearchSection]>;
}

/** When the programme was saved, in the page's language ("Sep 24, 2027, 9:30 p.m."). */
export function savedAtText(locale: Locale, savedAt: Date): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
}

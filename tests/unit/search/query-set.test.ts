/**
 * The query set (tests/unit/fixtures/search-queries.ts) against each language's index, built from
 * the seed through the site's own getters and the embedded content server: at least 95 % of the
 * searches find their item among the first three of its section, and none finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { createSeedStore } from '../../../cms/seed';
import { startRouteContentServer } from '../fixtures/routes/content-server';
import { expectedFinds, findsNothing } from '../fixtures/search-queries';

await startRouteContentServer({ store: createSeedStore({ scale: 0 }) });
const { indexedContent, indexFrom } = await import('@/features/search/searchable-content');
const loadSearchIndex = async (locale: 'en' | 'fr') => indexFrom(locale, await indexedContent(locale));
const { SearchIndex } = await import('@/features/search/search-index');
const { searchSections } = await import('@/i18n/content-types');

/** Before the festival: every event is still to come. */
const now = '2027-09-01T12:00:00';

describe.each(['en', 'fr'] as const)('the query set (%s)', (locale) => {
  it('finds at least 95 % of the items among the first three of their section, and something for every query', async () => {
    const index = new SearchIndex(await loadSearchIndex(locale));
    const finds = expectedFinds[locale];
    expect(finds.length).toBeGreaterThanOrEqual(80);
    const missed: string[] = [];
    const empty: string[] = [];
    for (const { query, section, href } of finds) {
      const results = index.search(query, now);
      if (searchSections.every((name) => results[name].length === 0)) empty.push(query);
      const top = results[section].slice(0, 3).map((card) => card.href);
      if (!top.includes(href)) missed.push(`"${query}" → ${href} in ${section}: got ${top.join(', ') || 'nothing'}`);
    }
    const found = finds.length - missed.length;
    console.info(`${locale}: ${found} of ${finds.length} found (${((100 * found) / finds.length).toFixed(1)} %)${missed.length ? `\n  ${missed.join('\n  ')}` : ''}`);
    expect(empty).toEqual([]);
    expect(found / finds.length).toBeGreaterThanOrEqual(0.95);
  });

  it('finds nothing for nonsense', async () => {
    const index = new SearchIndex(await loadSearchIndex(locale));
    for (const query of findsNothing) {
      const results = index.search(query, now);
      expect(searchSections.flatMap((name) => results[name].map((card) => card.href)), query).toEqual([]);
    }
  });
});

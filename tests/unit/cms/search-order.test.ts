/**
 * Search ordering as WordPress's `WP_Query::parse_search_order` does it (relevance, title matches
 * first, then date), found against the real WordPress: not by date alone.
 */
import { describe, expect, it } from 'vitest';
import { relevanceRank } from '../../../cms/graphql/search-order';
import { parseSearchTerms, searchColumnsOf } from '../../../cms/graphql/text-format';
import type { ContentStore, PostRecord } from '../../../cms/store/types';
import { createFixtureStore } from '../fixtures/cms/festival-store';
import { queryData } from '../fixtures/cms/run-query';

/** The fixture, with the NEWEST English event mentioning "concert" in its content only. */
function storeWithConcertInWorkshop(): ContentStore {
  const store = createFixtureStore();
  const posts = store.posts.map((post): PostRecord =>
    post.slug === 'workshop' ? { ...post, content: '<p>Printmaking before the closing <strong>concert</strong>.</p>' } : post,
  );
  return { ...store, posts };
}

const slugs = (data: Record<string, { nodes: Array<{ slug: string }> }>, key: string) => data[key]!.nodes.map((n) => n.slug);

describe('search order (relevance, as WordPress)', () => {
  it('puts title matches before newer posts that match only in their content', async () => {
    const data = await queryData(
      `{
        one: events(where: { search: "concert", language: EN }) { nodes { slug } }
        phrase: events(where: { search: "closing concert", language: EN }) { nodes { slug } }
        dated: events(where: { search: "concert", language: EN, orderby: [{ field: DATE, order: DESC }] }) { nodes { slug } }
      }`,
      undefined,
      { store: storeWithConcertInWorkshop() },
    );
    // Workshop is the newest: by date it would come first.
    expect(slugs(data, 'one')).toEqual(['closing-concert', 'workshop']);
    expect(slugs(data, 'phrase')).toEqual(['closing-concert', 'workshop']);
    // An explicit orderby wins over relevance, as in WordPress.
    expect(slugs(data, 'dated')).toEqual(['workshop', 'closing-concert']);
  });

  it('ranks several terms: phrase in title, all words, any word, phrase in excerpt, in content, the rest', () => {
    const rank = (title: string, content: string, search: string, excerpt = '') =>
      relevanceRank(searchColumnsOf({ title, excerpt, content }), parseSearchTerms(search), search);
    expect(rank('Closing concert tonight', '', 'closing concert')).toBe(1);
    expect(rank('Concert, closing', '', 'closing concert')).toBe(2);
    expect(rank('Concert', 'closing', 'closing concert')).toBe(3);
    expect(rank('Other', 'x', 'closing concert', 'the closing concert')).toBe(4);
    expect(rank('Other', '<p>the closing concert</p>', 'closing concert')).toBe(5);
    expect(rank('Other', 'concert … closing', 'closing concert')).toBe(6);
    // A search with an excluded word skips the phrase ranks.
    expect(rank('Closing concert', '', 'closing concert -draft')).toBe(2);
    // One word: in the title or not.
    expect(rank('Concert', '', 'concert')).toBe(1);
    expect(rank('Other', 'concert', 'concert')).toBe(6);
  });
});

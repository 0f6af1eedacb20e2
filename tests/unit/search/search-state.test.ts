import { describe, expect, it } from 'vitest';
import type { SearchCard, SearchResultSections, SearchSectionResults } from '@/features/search/search-contract';
import {
  initialSearchState,
  loadMoreCursor,
  type SearchAction,
  searchReducer,
  type SearchState,
} from '@/components/search/search-state';

function card(id: string): SearchCard {
  return {
    id,
    kind: 'event',
    title: id,
    slug: id,
    href: `/event/${id}`,
    image: { url: '/placeholder.svg', alt: '' },
    icons: [],
    venue: null,
    venuePath: null,
    dateTime: null,
    date: null,
    time: null,
    newDate: false,
    cancelled: false,
  };
}

function results(ids: string[], endCursor: string | null = null, hasNextPage = false): SearchSectionResults {
  return { items: ids.map(card), endCursor, hasNextPage };
}

const sections: SearchResultSections = {
  events: results(['e1', 'e2', 'e3', 'e4', 'e5'], 'c5', true),
  artists: results(['a1']),
  venues: results([]),
  news: results([]),
  pages: results([]),
};

function run(...actions: SearchAction[]): SearchState {
  return actions.reduce(searchReducer, initialSearchState);
}

const opened: SearchAction = { type: 'open' };
const submitted: SearchAction = { type: 'submit', term: 'jazz', requestId: 1 };
const answered: SearchAction = { type: 'searchDone', requestId: 1, body: { term: 'jazz', sections, errors: [] } };

describe('search panel states', () => {
  it('starts closed and idle; opens and closes', () => {
    expect(initialSearchState).toMatchObject({ open: false, phase: 'idle' });
    expect(run(opened)).toMatchObject({ open: true, phase: 'idle' });
    expect(run(opened, { type: 'close' })).toMatchObject({ open: false });
  });

  it('refuses an empty term without loading, again and again', () => {
    const once = run(opened, { type: 'refuse', reason: 'empty' });
    expect(once).toMatchObject({ phase: 'invalid', invalidReason: 'empty', refusals: 1, sections: null });
    expect(searchReducer(once, { type: 'refuse', reason: 'empty' }).refusals).toBe(2);
  });

  it('open → loading → results', () => {
    const loading = run(opened, submitted);
    expect(loading).toMatchObject({ phase: 'loading', term: 'jazz', requestId: 1, sections: null, errors: [] });
    expect(searchReducer(loading, answered)).toMatchObject({ phase: 'results', sections, errors: [] });
  });

  it('open → loading → error: the messages replace the heading', () => {
    const state = run(opened, submitted, { type: 'searchDone', requestId: 1, body: { errors: ['Response not successful: Received status code 500'] } });
    expect(state).toMatchObject({ phase: 'error', sections: null, errors: ['Response not successful: Received status code 500'] });
  });

  it('an answer without data or errors → "Server response was missing for query"', () => {
    const state = run(opened, submitted, { type: 'searchDone', requestId: 1, body: { errors: [] } });
    expect(state.errors).toEqual(['Server response was missing for query']);
  });

  it('keeps partial data next to GraphQL errors', () => {
    const state = run(opened, submitted, { type: 'searchDone', requestId: 1, body: { term: 'jazz', sections, errors: ['Boom'] } });
    expect(state).toMatchObject({ phase: 'results', sections, errors: ['Boom'] });
  });

  it('drops the answer of a search that a newer one replaced', () => {
    const state = run(opened, submitted, { type: 'submit', term: 'rock', requestId: 2 }, answered);
    expect(state).toMatchObject({ phase: 'loading', term: 'rock', sections: null });
  });

  it('a new submit clears the previous results', () => {
    expect(run(opened, submitted, answered, { type: 'submit', term: 'folk', requestId: 2 })).toMatchObject({
      phase: 'loading',
      sections: null,
    });
  });

  it('closing keeps the results for when the panel reopens', () => {
    expect(run(opened, submitted, answered, { type: 'close' }, opened)).toMatchObject({ open: true, phase: 'results', sections });
  });
});

describe('load more', () => {
  const withResults = run(opened, submitted, answered);

  it('is offered only where more pages exist, one section at a time', () => {
    expect(loadMoreCursor(withResults, 'events')).toBe('c5');
    expect(loadMoreCursor(withResults, 'artists')).toBeNull();
    const loading = searchReducer(withResults, { type: 'loadMore', section: 'events' });
    expect(loading.loadingMore).toBe('events');
    expect(loadMoreCursor(loading, 'events')).toBeNull();
    expect(searchReducer(withResults, { type: 'loadMore', section: 'artists' })).toBe(withResults);
  });

  it('appends to the section, skipping duplicates, and ends when hasNextPage is false', () => {
    const loading = searchReducer(withResults, { type: 'loadMore', section: 'events' });
    const more = searchReducer(loading, {
      type: 'loadMoreDone',
      requestId: 1,
      section: 'events',
      body: { term: 'jazz', section: 'events', results: results(['e5', 'e6', 'e7'], 'c7', false), errors: [] },
    });
    expect(more.sections?.events.items.map((c) => c.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    expect(more.sections?.events).toMatchObject({ endCursor: 'c7', hasNextPage: false });
    expect(more.sections?.artists).toBe(sections.artists);
    expect(more).toMatchObject({ loadingMore: null, appended: { section: 'events', index: 5 } });
    expect(loadMoreCursor(more, 'events')).toBeNull();
  });

  it('stays while hasNextPage is true, and stops if the server repeats its cursor', () => {
    const loading = searchReducer(withResults, { type: 'loadMore', section: 'events' });
    const next = (endCursor: string) =>
      searchReducer(loading, {
        type: 'loadMoreDone',
        requestId: 1,
        section: 'events',
        body: { term: 'jazz', section: 'events', results: results(['e6'], endCursor, true), errors: [] },
      });
    expect(loadMoreCursor(next('c6'), 'events')).toBe('c6');
    expect(next('c5').sections?.events.hasNextPage).toBe(false);
  });

  it('a failure keeps the list and shows the messages in place of the heading', () => {
    const loading = searchReducer(withResults, { type: 'loadMore', section: 'events' });
    const failed = searchReducer(loading, {
      type: 'loadMoreDone',
      requestId: 1,
      section: 'events',
      body: { errors: ['Server response was missing for query'] },
    });
    expect(failed).toMatchObject({ phase: 'results', loadingMore: null, errors: ['Server response was missing for query'] });
    expect(failed.sections?.events).toBe(sections.events);
    expect(loadMoreCursor(failed, 'events')).toBe('c5');
  });

  it('drops a page that belongs to an older search', () => {
    const loading = searchReducer(withResults, { type: 'loadMore', section: 'events' });
    const replaced = searchReducer(loading, { type: 'submit', term: 'rock', requestId: 2 });
    const late = searchReducer(replaced, {
      type: 'loadMoreDone',
      requestId: 1,
      section: 'events',
      body: { term: 'jazz', section: 'events', results: results(['e6']), errors: [] },
    });
    expect(late).toBe(replaced);
  });
});

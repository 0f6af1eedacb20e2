import type {
  SearchApiBody,
  SearchCard,
  SearchResultSections,
  SearchSection,
  SearchSectionResults,
} from '@/features/search/search-contract';

/**
 * The search panel's states, as a pure reducer: closed or open; idle, refused
 * (empty or too long a term: no request), loading (spinner), results, or error (messages in
 * place of the heading). 'Load more' appends to one section's list.
 */

export type SearchPhase = 'idle' | 'invalid' | 'loading' | 'results' | 'error';
export type InvalidReason = 'empty' | 'tooLong';

export interface SearchState {
  open: boolean;
  phase: SearchPhase;
  invalidReason: InvalidReason | null;
  /** Counts refusals, so the same message is announced again on each refused submit. */
  refusals: number;
  /** The term of the current (or last) search, normalised. */
  term: string;
  /** Identifies the current search; answers to older ones are dropped. */
  requestId: number;
  sections: SearchResultSections | null;
  /** Shown in place of the heading. */
  errors: string[];
  loadingMore: SearchSection | null;
  /** Where the last load more appended, so focus can move to the first new card. */
  appended: { section: SearchSection; index: number } | null;
}

export const initialSearchState: SearchState = {
  open: false,
  phase: 'idle',
  invalidReason: null,
  refusals: 0,
  term: '',
  requestId: 0,
  sections: null,
  errors: [],
  loadingMore: null,
  appended: null,
};

export type SearchAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'refuse'; reason: InvalidReason }
  /** The field emptied while typing: back to no search, without a message. */
  | { type: 'clear' }
  | { type: 'submit'; term: string; requestId: number }
  | { type: 'searchDone'; requestId: number; body: SearchApiBody }
  | { type: 'loadMore'; section: SearchSection }
  | { type: 'loadMoreDone'; requestId: number; section: SearchSection; body: SearchApiBody };

export const missingResponseMessage = 'Server response was missing for query';

/** Whether 'Load more' of a section can be asked now, and with which cursor. */
export function loadMoreCursor(state: SearchState, section: SearchSection): string | null {
  if (state.phase !== 'results' || state.loadingMore !== null) return null;
  const results = state.sections?.[section];
  return results?.hasNextPage && results.endCursor ? results.endCursor : null;
}

function appendPage(current: SearchSectionResults, next: SearchSectionResults): SearchSectionResults {
  const seen = new Set(current.items.map((card) => card.id));
  const added: SearchCard[] = next.items.filter((card) => !seen.has(card.id));
  // A server that answers the same cursor again would keep the button forever: stop there.
  const advanced = next.endCursor !== null && next.endCursor !== current.endCursor;
  return {
    items: [...current.items, ...added],
    endCursor: next.endCursor ?? current.endCursor,
    hasNextPage: next.hasNextPage && advanced,
  };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'refuse':
      // No request: the previous results (if any) go, the message takes their place.
      return {
        ...state,
        phase: 'invalid',
        invalidReason: action.reason,
        refusals: state.refusals + 1,
        sections: null,
        errors: [],
        loadingMore: null,
        appended: null,
      };
    case 'clear':
      return { ...state, phase: 'idle', invalidReason: null, term: '', sections: null, errors: [], loadingMore: null, appended: null };
    case 'submit':
      return {
        ...state,
        phase: 'loading',
        invalidReason: null,
        term: action.term,
        requestId: action.requestId,
        sections: null,
        errors: [],
        loadingMore: null,
        appended: null,
      };
    case 'searchDone': {
      if (action.requestId !== state.requestId || state.phase !== 'loading') return state;
      const { body } = action;
      if ('sections' in body) return { ...state, phase: 'results', sections: body.sections, errors: body.errors };
      const errors = body.errors.length > 0 ? body.errors : [missingResponseMessage];
      return { ...state, phase: 'error', sections: null, errors };
    }
    case 'loadMore':
      return loadMoreCursor(state, action.section) ? { ...state, loadingMore: action.section } : state;
    case 'loadMoreDone': {
      if (action.requestId !== state.requestId || state.loadingMore !== action.section || !state.sections) return state;
      const { body } = action;
      if ('results' in body && body.section === action.section) {
        const current = state.sections[action.section];
        const next = appendPage(current, body.results);
        return {
          ...state,
          loadingMore: null,
          errors: body.errors,
          sections: { ...state.sections, [action.section]: next },
          appended: next.items.length > current.items.length ? { section: action.section, index: current.items.length } : null,
        };
      }
      // The list stays and the panel stays usable; the messages replace the heading.
      const errors = body.errors.length > 0 ? body.errors : [missingResponseMessage];
      return { ...state, loadingMore: null, errors, appended: null };
    }
  }
}

'use client';

import {
  type ChangeEvent,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Locale } from '@/i18n/locales';
import { wrapTabInDialog } from '@/components/dialog/dialog-focus';
import { FullScreenDialog, FullScreenDialogTitle } from '@/components/dialog/full-screen-dialog';
import { useModalBody } from '@/components/dialog/use-modal-body';
import { HelpfulLinks, type HelpfulLink } from './helpful-links';
import { firstPages, morePage } from '@/features/search/result-pages';
import type { RankedSections } from '@/features/search/search-index';
import { maxSearchTermLength, normalizeTerm, type SearchApiBody, type SearchSection, searchApiUrl } from '@/features/search/search-contract';
import { wallClockNow } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';
import { loadPanelIndex, openableResults, type PanelIndex, savedAtText } from './panel-index';
import { fetchSearch } from './search-fetch';
import { showTermInUrl, termInUrl } from './term-in-url';
import { SearchForm } from './search-form';
import { CloseIcon, Spinner } from './search-icons';
import { SearchResults } from './search-results';
import { initialSearchState, loadMoreCursor, searchReducer } from './search-state';
import { formatMessage } from '@/i18n/format-message';
import type { SearchStrings } from './search-strings';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface SearchPanelProps {
  locale: Locale;
  strings: SearchStrings;
  searchPath: string;
  helpfulLinks: HelpfulLink[];
}

/**
 * The search panel: a native modal <dialog> (labelled, focus moved into it and kept there,
 * Escape and a close button close it), with the form, the helpful links and the results. Loaded
 * the first time the header's search icon is used (./search-dialog.tsx): mounted, it opens at
 * once, and again each time `openCount` grows; `onClosed` hands focus back to the icon. It loads
 * the search index on mounting and searches it as the visitor types (./panel-index.ts).
 */
export default function SearchPanel({
  locale,
  strings,
  searchPath,
  helpfulLinks,
  openCount,
  onClosed,
}: SearchPanelProps & { openCount: number; onClosed: () => void }) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [value, setValue] = useState(() => (typeof window === 'undefined' ? '' : (termInUrl() ?? '')));
  const [panelIndex, setPanelIndex] = useState<PanelIndex | null>(null);
  const indexLoad = useRef<Promise<PanelIndex | null> | null>(null);
  /** The local search's ranked results, for "load more". */
  const ranked = useRef<{ term: string; sections: RankedSections } | null>(null);
  const leaving = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const requestCounter = useRef(0);
  const searchAbort = useRef<AbortController | null>(null);
  const id = useId();
  useModalBody(state.open);

  // The index is loaded when the panel first opens (never with the page); without it (an old
  // browser, the file unreachable) the panel asks the site's search route instead.
  useEffect(() => {
    const load = loadPanelIndex(locale).catch(() => null);
    indexLoad.current = load;
    void load.then(setPanelIndex);
  }, [locale]);

  // Each use of the search icon opens the panel (the first one by mounting it).
  useEffect(() => {
    if (openCount > 0) dispatch({ type: 'open' });
  }, [openCount]);

  // Back from a result: the page comes back from the browser's memory with the panel as it was.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      leaving.current = false;
      if (event.persisted && termInUrl()) dispatch({ type: 'open' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!state.open && dialog.open) {
      dialog.close();
    }
  }, [state.open]);

  // After 'Load more', focus goes to the first new card (the button may be gone).
  useEffect(() => {
    if (!state.appended) return;
    const { section, index } = state.appended;
    dialogRef.current
      ?.querySelector<HTMLElement>(`[data-section="${section}"] [data-result-index="${index}"]`)
      ?.focus();
  }, [state.appended]);

  useEffect(() => () => searchAbort.current?.abort(), []);

  /** Searches the loaded index: results at once, and the term in the address bar. */
  const searchLocally = (loaded: PanelIndex, term: string) => {
    const started = performance.now();
    const sections = openableResults(loaded, loaded.index.search(term, wallClockNow(siteConfig.timeZone)));
    performance.measure('search-query', { start: started, end: performance.now(), detail: term });
    ranked.current = { term, sections };
    const requestId = ++requestCounter.current;
    dispatch({ type: 'submit', term, requestId });
    dispatch({ type: 'searchDone', requestId, body: { term, sections: firstPages(sections), errors: [] } });
    showTermInUrl(term);
  };

  const searchRemotely = (term: string) => {
    ranked.current = null;
    const requestId = ++requestCounter.current;
    dispatch({ type: 'submit', term, requestId });
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    fetchSearch(searchApiUrl({ locale, term, more: null }), controller.signal, strings).then(
      (body) => {
        dispatch({ type: 'searchDone', requestId, body });
        if ('sections' in body) showTermInUrl(term);
      },
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'searchDone', requestId, body: { errors: [String(error)] } });
      },
    );
  };

  const search = async (term: string) => {
    const loaded = panelIndex ?? (await indexLoad.current);
    if (normalizeTerm(inputRef.current?.value ?? term) !== term) return;
    if (loaded) searchLocally(loaded, term);
    else searchRemotely(term);
  };

  // What was typed before the index arrived, or the term in the address bar (Back to a page the
  // browser loaded anew): searched as soon as the index is there.
  useEffect(() => {
    const term = normalizeTerm(value);
    if (term && term.length <= maxSearchTermLength && state.phase === 'idle') void search(term);
    // Once, when the index has loaded (or failed to).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panelIndex]);

  const close = () => dispatch({ type: 'close' });

  // Every way the dialog closes (Escape, the close button, a card) ends here. Closed by the
  // visitor, the search leaves the address bar; closed by following a result, it stays for Back.
  const onDialogClose = () => {
    close();
    if (!leaving.current) showTermInUrl(null);
    onClosed();
  };

  // While typing, the loaded index answers each keystroke; the field emptied clears the results.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    const term = normalizeTerm(event.target.value);
    if (!panelIndex) return;
    if (!term) {
      dispatch({ type: 'clear' });
      showTermInUrl(null);
    } else if (term.length <= maxSearchTermLength) searchLocally(panelIndex, term);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = normalizeTerm(value);
    if (!term || term.length > maxSearchTermLength) {
      dispatch({ type: 'refuse', reason: term ? 'tooLong' : 'empty' });
      inputRef.current?.focus();
      return;
    }
    void search(term);
  };

  const loadMore = (section: SearchSection) => {
    const after = loadMoreCursor(state, section);
    if (!after) return;
    const { requestId, term } = state;
    dispatch({ type: 'loadMore', section });
    if (ranked.current?.term === term) {
      const body: SearchApiBody = { term, section, results: morePage(ranked.current.sections, section, after), errors: [] };
      dispatch({ type: 'loadMoreDone', requestId, section, body });
      return;
    }
    fetchSearch(searchApiUrl({ locale, term, more: { section, after } }), searchAbort.current?.signal, strings).then(
      (body) => dispatch({ type: 'loadMoreDone', requestId, section, body }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'loadMoreDone', requestId, section, body: { errors: [String(error)] } });
      },
    );
  };

  // Following a result or a helpful link closes the panel, unless it opens in another tab.
  const onNavigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.currentTarget.target === '_blank') return;
    leaving.current = true;
    dialogRef.current?.close();
  };

  const titleId = `${id}-title`;
  const refusal =
    state.phase === 'invalid'
      ? state.invalidReason === 'tooLong'
        ? formatMessage(strings.termTooLong, { max: maxSearchTermLength })
        : strings.emptyTerm
      : null;

  const closeButton = (
    <button
      type="button"
      aria-label={strings.close}
      onClick={() => dialogRef.current?.close()}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper"
    >
      <CloseIcon />
    </button>
  );

  return (
    <FullScreenDialog ref={dialogRef} aria-labelledby={titleId} onClose={onDialogClose} onKeyDown={wrapTabInDialog}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <FullScreenDialogTitle titleId={titleId} title={strings.title} align="start" closeButton={closeButton} />
        <SearchForm
          action={searchPath}
          strings={strings}
          inputId={`${id}-q`}
          error={refusal}
          errorKey={state.refusals}
          value={value}
          onChange={onChange}
          onSubmit={onSubmit}
          inputRef={inputRef}
        />
        <HelpfulLinks links={helpfulLinks} strings={strings} headingId={`${id}-links`} onNavigate={onNavigate} />
        {panelIndex?.savedAt && (
          <p className="rounded-card border-2 border-ink bg-sun px-3 py-2 font-semibold">
            {formatMessage(strings.savedIndex, { time: savedAtText(locale, panelIndex.savedAt) })}
          </p>
        )}
        <div role="status" className="min-h-8">
          {state.phase === 'loading' && (
            <p className="flex items-center gap-2 font-semibold">
              <Spinner />
              {strings.searching}
            </p>
          )}
          {state.errors.length > 0 ? (
            <ul className="flex flex-col gap-1 font-semibold text-pop">
              {state.errors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : (
            state.phase === 'results' && (
              <h2 className="font-display text-3xl uppercase">{formatMessage(strings.resultsFor, { term: state.term })}</h2>
            )
          )}
        </div>
        {state.sections && (
          <SearchResults
            sections={state.sections}
            strings={strings}
            idPrefix={id}
            onNavigate={onNavigate}
            renderMore={(section, title) => {
              const busy = state.loadingMore === section;
              return (
                <button
                  type="button"
                  aria-disabled={busy || undefined}
                  onClick={() => loadMore(section)}
                  className="btn-outline"
                >
                  {busy && <Spinner className="size-5" />}
                  {formatMessage(busy ? strings.loadingMore : strings.loadMore, { title })}
                </button>
              );
            }}
          />
        )}
      </div>
    </FullScreenDialog>
  );
}

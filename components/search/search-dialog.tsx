'use client';

import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { MagnifierIcon } from './search-icons';
import { termInUrl } from './term-in-url';
import type { SearchPanelProps } from './search-panel';

const noSubscription = () => () => {};

/** The panel's code (form, results, their state and requests): its own chunk, fetched on demand. */
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

/**
 * The header's search icon. Before hydration it is a plain link to the results page, which works
 * without JavaScript; after, a button that opens the search panel (./search-panel.tsx). The
 * panel is most pages' largest piece of script and most visits never open it, so it is loaded
 * on the first open (warmed as soon as the pointer or focus reaches the icon) instead of with
 * every page; once loaded it stays mounted and keeps its results between opens.
 */
export function SearchDialog(props: SearchPanelProps) {
  const { strings, searchPath } = props;
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // Back to a page whose address holds the panel's term (./term-in-url.ts): the panel opens with it.
  const [openCount, setOpenCount] = useState(() => (typeof window !== 'undefined' && termInUrl() ? 1 : 0));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const className = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill hover:bg-sun';
  if (!hydrated) {
    return (
      <a href={searchPath} aria-label={strings.openLabel} className={className}>
        <MagnifierIcon />
      </a>
    );
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={strings.openLabel}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenCount((count) => count + 1)}
        className={className}
      >
        <MagnifierIcon />
      </button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <SearchPanel {...props} openCount={openCount} onClosed={() => triggerRef.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

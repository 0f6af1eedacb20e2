'use client';

import { lazy, type MouseEvent, Suspense, useId, useRef, useState } from 'react';
import { FullScreenDialog, FullScreenDialogTitle } from '@/components/dialog/full-screen-dialog';
import { supportsInvokerCommands } from '@/components/dialog/dialog-script';
import { SearchForm } from './search-form';
import { CloseIcon, MagnifierIcon } from './search-icons';
import type { SearchPanelProps } from './search-panel';

/** The panel's code (form, results, their state and requests): its own chunk, fetched on demand. */
let panelLoaded = false;
const loadPanel = () =>
  import('./search-panel').then((module) => {
    panelLoaded = true;
    return module;
  });
const SearchPanel = lazy(loadPanel);

const closeButtonClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper';

/**
 * The header's search icon: a button that opens a native modal dialog by itself
 * (`command="show-modal"`), so the first tap shows the search at once, before the page's scripts
 * have run. That dialog is a frame rendered on the server: the title, a close button and the
 * search form, a GET form to the results page that works without JavaScript. The live panel
 * (./search-panel.tsx: results in place, more results, its own dialog) is most pages' largest
 * piece of script and most visits never open it, so it is fetched when the pointer or focus
 * reaches the icon and when the frame opens; once it is here, the icon opens it instead of the
 * frame, and it stays mounted, keeping its results between opens.
 */
export function SearchDialog(props: SearchPanelProps) {
  const { strings, searchPath } = props;
  const [openCount, setOpenCount] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const frameId = `${id}search`;
  const titleId = `${id}search-title`;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (panelLoaded) {
      // The live panel: the button's own command (the frame) is cancelled.
      event.preventDefault();
      setOpenCount((count) => count + 1);
      return;
    }
    if (!supportsInvokerCommands()) frameRef.current?.showModal();
    void loadPanel();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        commandfor={frameId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-label={strings.openLabel}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={onClick}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill hover:bg-sun"
      >
        <MagnifierIcon />
      </button>
      <FullScreenDialog ref={frameRef} id={frameId} aria-labelledby={titleId}>
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
          <FullScreenDialogTitle
            titleId={titleId}
            title={strings.title}
            align="start"
            closeButton={
              <button
                type="button"
                commandfor={frameId}
                command="close"
                aria-label={strings.close}
                onClick={() => {
                  if (!supportsInvokerCommands()) frameRef.current?.close();
                }}
                className={closeButtonClass}
              >
                <CloseIcon />
              </button>
            }
          />
          <SearchForm action={searchPath} strings={strings} inputId={`${id}search-q`} error={null} autoFocus />
        </div>
      </FullScreenDialog>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <SearchPanel {...props} openCount={openCount} onClosed={() => triggerRef.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

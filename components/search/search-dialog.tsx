'use client';

import { type FormEvent, lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { DialogCloseButton, FullScreenDialog, FullScreenDialogTitle } from '@/components/dialog/full-screen-dialog';
import { SearchForm } from './search-form';
import { CloseIcon, MagnifierIcon } from './search-icons';
import { termInUrl } from './term-in-url';
import type { SearchPanelProps } from './search-panel';

/** The panel's code (form, results, their state and requests): its own chunk, fetched on demand. */
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

/**
 * Opens the live panel over the open frame; once its dialog is open, closes the frame and gives
 * the panel what was typed there (and searches it when `submit()` says so by then), through the
 * GET form both share (the field `q`): the visitor goes on where they were. Focus stays in the
 * panel: the frame would give it back to the icon, which the open panel makes inert. A frame the
 * visitor closes (Escape, its close button) before the panel is open ends the search: the panel
 * closes as it opens, before it is painted.
 */
export function handOver(frame: HTMLDialogElement, submit: () => boolean, openPanel: () => void, done: () => void): void {
  let closedByVisitor = false;
  const onFrameClose = () => (closedByVisitor = true);
  frame.addEventListener('close', onFrameClose, { once: true });
  const observer = new MutationObserver(() => {
    const panel = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((dialog) => dialog !== frame);
    if (!panel) return;
    observer.disconnect();
    frame.removeEventListener('close', onFrameClose);
    const term = frame.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '';
    const search = submit();
    done();
    if (closedByVisitor) {
      panel.close();
      return;
    }
    frame.close();
    const field = panel.querySelector<HTMLInputElement>('input[name="q"]');
    if (!field) return;
    if (term) {
      // The field is React's: its value goes through the native setter and an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, term);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (search) field.form?.requestSubmit();
  });
  observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
  openPanel();
}

/**
 * The header's search icon: a button that opens a native modal dialog by itself
 * (`command="show-modal"`), so the first tap shows the search at once, before the page's scripts
 * have run. That dialog is a frame rendered on the server: the title, a close button and the
 * search form, a GET form to the results page that works without JavaScript. The live panel
 * (./search-panel.tsx: results in place, more results, its own dialog) is most pages' largest
 * piece of script and most visits never open it, so it is fetched when the pointer or focus
 * reaches the icon or the frame opens, and takes over the open frame as soon as it is here (what
 * was typed, and a search already asked for, go along); from then on the icon opens the panel
 * itself (the button loses its command), which stays mounted, keeping its results between opens.
 */
export function SearchDialog(props: SearchPanelProps) {
  const { strings, searchPath } = props;
  const [panelReady, setPanelReady] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const frameId = `${id}search`;
  const titleId = `${id}search-title`;

  const openPanel = () => setOpenCount((count) => count + 1);

  // The frame's hand-over to the panel: one at a time; a search asked for meanwhile goes along.
  const handingOver = useRef(false);
  const searchAsked = useRef(false);
  const takeOverFrame = () => {
    const frame = frameRef.current;
    if (!frame?.open || handingOver.current) return;
    handingOver.current = true;
    handOver(frame, () => searchAsked.current, openPanel, () => {
      handingOver.current = false;
      searchAsked.current = false;
    });
  };

  /** Fetches the panel's code; once here, the panel takes over the frame if it is open. */
  const fetchPanel = () =>
    loadPanel().then(() => {
      setPanelReady(true);
      takeOverFrame();
    });

  // A frame opened before the page's scripts ran is taken over once they have. Back to a page
  // whose address holds the panel's term (./term-in-url.ts): the panel opens with it.
  const onHydrated = useEffectEvent(() => {
    if (frameRef.current?.open) void fetchPanel();
    else if (termInUrl()) void fetchPanel().then(openPanel);
  });
  useEffect(() => onHydrated(), []);

  const onClick = () => {
    if (panelReady) openPanel();
    else void fetchPanel();
  };

  // A search asked for in the frame before the panel is here: it waits for the panel, or goes to
  // the results page if the panel's code cannot be fetched.
  const onFrameSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    searchAsked.current = true;
    fetchPanel().catch(() => form.submit());
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        commandfor={panelReady ? undefined : frameId}
        command={panelReady ? undefined : 'show-modal'}
        aria-haspopup="dialog"
        aria-label={strings.openLabel}
        onPointerEnter={() => void fetchPanel()}
        onFocus={() => void fetchPanel()}
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
              <DialogCloseButton dialogId={frameId} label={strings.close}>
                <CloseIcon />
              </DialogCloseButton>
            }
          />
          <SearchForm action={searchPath} strings={strings} inputId={`${id}search-q`} error={null} onSubmit={onFrameSubmit} autoFocus />
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

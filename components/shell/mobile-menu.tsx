'use client';

import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { wrapTabInDialog } from '@/components/dialog/dialog-focus';
import { FullScreenDialog, FullScreenDialogTitle } from '@/components/dialog/full-screen-dialog';
import { useModalBody } from '@/components/dialog/use-modal-body';

export interface MobileMenuStrings {
  openMenu: string;
  menuTitle: string;
  closeMenu: string;
}

/** Tailwind's `lg` breakpoint: from there the menu bar is shown and this menu is not needed. */
const desktopQuery = '(min-width: 64rem)';

/**
 * The hamburger button and the full-screen menu below `lg`: a native modal `<dialog>`
 * (`showModal()`), which makes the rest of the page inert and closes on Escape; Tab wraps inside.
 * Its content (menu, newsletter) is rendered on the server and passed in as children, and
 * mounted when the dialog opens.
 */
export function MobileMenu({ strings, children }: { strings: MobileMenuStrings; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const dialogId = `${id}dialog`;
  const titleId = `${id}title`;

  useModalBody(open);

  // A menu left open while the window grows past `lg` would cover the page for nothing.
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (media.matches) dialogRef.current?.close();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  };

  const hide = () => dialogRef.current?.close();

  // Every way of closing (button, Escape, a followed link) ends here.
  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest('a')) hide();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper lg:hidden noscript:hidden"
      >
        <span className="sr-only">{strings.openMenu}</span>
        <LineIcon d="M4 6h16M4 12h16M4 18h16" />
      </button>
      <FullScreenDialog ref={dialogRef} id={dialogId} aria-labelledby={titleId} onClose={onClose} onClick={onClick} onKeyDown={wrapTabInDialog}>
        <div className="mx-auto flex min-h-full max-w-xl flex-col gap-6 px-4 pb-10 pt-3">
          <FullScreenDialogTitle
            titleId={titleId}
            title={strings.menuTitle}
            align="center"
            closeButton={
              <button
                type="button"
                onClick={hide}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper"
              >
                <span className="sr-only">{strings.closeMenu}</span>
                <LineIcon d="M6 6l12 12M18 6 6 18" />
              </button>
            }
          />
          {/* Rendered only while open: the closed dialog adds nothing to every page's HTML (the
              menu is already in it once, as the bar), and it cannot be opened without JavaScript. */}
          {open && children}
        </div>
      </FullScreenDialog>
    </>
  );
}

/** The buttons' icons (the hamburger, the cross): decorative, the buttons carry the names. */
function LineIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

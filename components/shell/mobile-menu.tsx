'use client';

import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { DialogCloseButton, FullScreenDialog, FullScreenDialogTitle } from '@/components/dialog/full-screen-dialog';

export interface MobileMenuStrings {
  openMenu: string;
  menuTitle: string;
  closeMenu: string;
}

/** Tailwind's `lg` breakpoint: from there the menu bar is shown and this menu is not needed. */
const desktopQuery = '(min-width: 64rem)';

/**
 * The hamburger button and the full-screen menu below `lg`: a native modal `<dialog>` that the
 * button opens by itself (`command="show-modal"`), so the first tap works before the page's
 * scripts have run. The browser makes the rest of the page inert, closes it on Escape and gives
 * focus back to the button; `aria-expanded`, the page's scroll lock and the focus wrap follow
 * the dialog (components/dialog/dialog-script.ts). Once hydrated, a followed link closes it, and
 * so does a window grown past `lg`. Its content (menu, newsletter) is rendered on the server and
 * passed in as children.
 */
export function MobileMenu({ strings, children }: { strings: MobileMenuStrings; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const dialogId = `${id}dialog`;
  const titleId = `${id}title`;

  // A menu left open while the window grows past `lg` would cover the page for nothing: watched
  // from its first opening on.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let media: MediaQueryList | null = null;
    const onChange = () => {
      if (media?.matches) dialog.close();
    };
    const onToggle = () => {
      if (!dialog.open || media) return;
      media = window.matchMedia(desktopQuery);
      media.addEventListener('change', onChange);
    };
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      media?.removeEventListener('change', onChange);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest('a')) dialogRef.current?.close();
  };

  return (
    <>
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={dialogId}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper lg:hidden noscript:hidden"
      >
        <span className="sr-only">{strings.openMenu}</span>
        <LineIcon d="M4 6h16M4 12h16M4 18h16" />
      </button>
      <FullScreenDialog ref={dialogRef} id={dialogId} aria-labelledby={titleId} onClick={onClick}>
        <div className="mx-auto flex min-h-full max-w-xl flex-col gap-6 px-4 pb-10 pt-3">
          <FullScreenDialogTitle
            titleId={titleId}
            title={strings.menuTitle}
            align="center"
            closeButton={
              <DialogCloseButton dialogId={dialogId} label={strings.closeMenu}>
                <LineIcon d="M6 6l12 12M18 6 6 18" />
              </DialogCloseButton>
            }
          />
          {children}
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

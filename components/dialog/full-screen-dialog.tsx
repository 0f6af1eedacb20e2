import type { ComponentPropsWithRef, ReactNode } from 'react';

/** A modal `<dialog>` over the whole screen (the search panel, the mobile menu): its own scroll, the page dimmed behind it. */
export function FullScreenDialog({ children, ...props }: Omit<ComponentPropsWithRef<'dialog'>, 'className'>) {
  return (
    <dialog {...props} className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-paper p-0 text-ink backdrop:bg-ink/60">
      {children}
    </dialog>
  );
}

/**
 * The dialog's title bar: its heading (`titleId` labels the dialog) and, beside it, its close
 * button (`closeButton`), aligned to the heading's top or centre.
 */
export function FullScreenDialogTitle({ titleId, title, align, closeButton }: { titleId: string; title: string; align: 'start' | 'center'; closeButton: ReactNode }) {
  return (
    <div className={`flex ${align === 'start' ? 'items-start' : 'items-center'} justify-between gap-4`}>
      <h2 id={titleId} className="font-display text-4xl uppercase">
        {title}
      </h2>
      {closeButton}
    </div>
  );
}

/**
 * A dialog's close button: it closes the dialog by itself (`command="close"`), before the page's
 * scripts have run too; the browser gives focus back to whatever opened the dialog.
 */
export function DialogCloseButton({ dialogId, label, children }: { dialogId: string; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="close"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink hover:bg-ink hover:text-paper"
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

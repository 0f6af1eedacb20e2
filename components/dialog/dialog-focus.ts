import type { KeyboardEvent } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keydown handler of a modal `<dialog>` (search panel, mobile menu). `showModal()` already
 * makes the page inert, but after the dialog's last control Tab goes to the browser's own
 * interface; the WAI-ARIA dialog pattern wraps around to the first control instead (and
 * Shift+Tab from the first to the last).
 */
export function wrapTabInDialog(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

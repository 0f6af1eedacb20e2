import 'react';

/**
 * Invoker commands (HTML): a button that opens or closes a dialog or popover by itself, before
 * any script runs. React passes the two attributes through as written (lowercase).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the dialog or popover the button acts on. */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

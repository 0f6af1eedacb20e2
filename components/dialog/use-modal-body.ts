'use client';

import { useEffect } from 'react';
import { modalBodyClass } from './dialog-script';

export { modalBodyClass };

let openCount = 0;

/**
 * While `active`, marks <body> with the modal class and locks page scroll. Counted, so the
 * mobile menu and the search panel can overlap without one unlocking the other.
 */
export function useModalBody(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    openCount += 1;
    document.body.classList.add(modalBodyClass);
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove(modalBodyClass);
    };
  }, [active]);
}

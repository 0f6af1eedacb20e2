/**
 * Taps made before the page's scripts have run are kept, then carried out once they have: the
 * event contract of Google's jsaction and Angular's event replay. A control that needs the page's
 * scripts carries `data-replay="<kind>"` and, while it can do nothing yet, `aria-disabled="true"`
 * (never `disabled`, which would swallow the tap: a disabled button fires no click). One
 * capturing listener on the document, installed by the head script
 * (components/shell/head-script.ts) before anything is painted, holds each tap (mouse, touch, or Enter and Space, which click a button) on such a
 * control: the control is marked `data-replay-queued` (its pending look, app/globals.css) and the
 * tap waits, once per control however often it was tapped. React is not listening yet, and once
 * it is, the held tap never reaches it: it is carried out by the control's own code
 * (./replay.ts), exactly once.
 *
 * Two kinds of owners take the taps over (./replay.ts): an island that handles a whole kind by
 * event delegation (the stars: `owners[kind]`, called for every tap of that kind from then on),
 * and a React control that handles its own clicks (`live`: its taps pass through to React).
 */
export interface TapContract {
  /** Controls tapped while pending, in the order tapped, each once. */
  queued: HTMLElement[];
  /** Islands that handle every tap of a kind (event delegation). */
  owners: Record<string, (control: HTMLElement) => void>;
  /** Controls whose React island handles their clicks itself. */
  live: WeakSet<Element>;
}

declare global {
  interface Window {
    __tapReplay?: TapContract;
  }
}

/**
 * Installs the contract on `window.__tapReplay`. Runs in the head script, as its own source
 * text (./tap-capture.ts): it must stay self-contained, plain ES2017 without imports.
 */
export function captureTaps(): void {
  if (window.__tapReplay) return;
  const contract: TapContract = { queued: [], owners: {}, live: new WeakSet() };
  window.__tapReplay = contract;
  document.addEventListener(
    'click',
    function holdEarlyTap(event) {
      const target = event.target;
      const control = target instanceof Element ? target.closest('[data-replay]') : null;
      if (!(control instanceof HTMLElement)) return;
      const owner = contract.owners[control.getAttribute('data-replay') || ''];
      if (owner) {
        owner(control);
        return;
      }
      if (contract.live.has(control) || control.getAttribute('aria-disabled') !== 'true') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (contract.queued.indexOf(control) < 0) contract.queued.push(control);
      control.setAttribute('data-replay-queued', '');
    },
    true,
  );
}

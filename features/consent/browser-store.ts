import { consentChoiceEvent, pageChoiceAttribute } from './choice-script';
import { consentEvent, toConsentModeUpdate } from './consent-mode';
import { type ConsentRecord, consentStorageKey, parseConsent, serializeConsent } from './record';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The visitor's choice in the browser: read from localStorage once (or from the page, for a
 * choice taken before its scripts ran), kept in memory, written back on each decision. Shaped
 * for React's `useSyncExternalStore`.
 */
export interface ConsentStore {
  /** `null` while the visitor has not decided. Stable between changes. */
  getSnapshot(): ConsentRecord | null;
  subscribe(listener: () => void): () => void;
  /** Records a decision: storage, Consent Mode update, then the data-layer event. */
  decide(record: ConsentRecord): void;
}

/** localStorage, or null where reading it throws (storage blocked, some private modes). */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function readStoredConsent(win: Window): ConsentRecord | null {
  try {
    return parseConsent(storageOf(win)?.getItem(consentStorageKey));
  } catch {
    return null;
  }
}

/**
 * A choice carried out on this page before its scripts ran (./choice-script.ts), as it marked
 * <html>: it holds for the visit even where storage is blocked.
 */
function readPageChoice(win: Window): ConsentRecord | null {
  return parseConsent(win.document?.documentElement.getAttribute(pageChoiceAttribute));
}

/** Where storage is unavailable or full, the choice holds in memory for this visit only. */
function writeStoredConsent(win: Window, record: ConsentRecord): void {
  try {
    storageOf(win)?.setItem(consentStorageKey, serializeConsent(record));
  } catch {
    // Quota exceeded or storage blocked between read and write: keep the in-memory choice.
  }
}

/** `gtag()` as defined by the Consent Mode script in <head>, or the same definition if absent. */
function gtagOf(win: Window): (...args: unknown[]) => void {
  if (typeof win.gtag === 'function') return win.gtag;
  return function gtag() {
    // Google's tags read `arguments` objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    (win.dataLayer ??= []).push(arguments);
  };
}

export function pushConsentDecision(win: Window, record: ConsentRecord): void {
  win.dataLayer ??= [];
  gtagOf(win)('consent', 'update', toConsentModeUpdate(record));
  win.dataLayer.push(consentEvent(record));
}

export function createConsentStore(win: Window): ConsentStore {
  let current: ConsentRecord | null | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // A decision taken in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== consentStorageKey) return;
    current = readStoredConsent(win);
    notify();
  };
  // So does one the banner's inline script carried out while the page was hydrating.
  const onPageChoice = (event: Event) => {
    current = parseConsent((event as CustomEvent<unknown>).detail as string) ?? readStoredConsent(win);
    notify();
  };

  return {
    getSnapshot() {
      if (current === undefined) current = readStoredConsent(win) ?? readPageChoice(win);
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        win.addEventListener('storage', onStorage);
        win.addEventListener(consentChoiceEvent, onPageChoice);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        win.removeEventListener('storage', onStorage);
        win.removeEventListener(consentChoiceEvent, onPageChoice);
      };
    },
    decide(record) {
      current = record;
      writeStoredConsent(win, record);
      pushConsentDecision(win, record);
      notify();
    },
  };
}

let browserStore: ConsentStore | undefined;

/** The page's one store (browser only). */
export function browserConsentStore(): ConsentStore {
  return (browserStore ??= createConsentStore(window));
}

// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '@/features/consent/browser-store';
import { consentChoiceEvent, consentChoiceScript } from '@/features/consent/choice-script';
import { consentModeScript } from '@/features/consent/consent-mode';
import { acceptAll, type ConsentRecord, rejectAll, serializeConsent } from '@/features/consent/record';

/** dataLayer entries with gtag's `arguments` objects turned into arrays. */
function dataLayerEntries(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

/** The banner as the server renders it before hydration, after the page's <main>. */
function serverBanner(): { accept: HTMLButtonElement; reject: HTMLButtonElement; status: HTMLElement; main: HTMLElement } {
  document.body.innerHTML = `
    <a href="#main">Skip to content</a>
    <section aria-label="Cookie consent">
      <p role="status" data-saved="Your cookie choice has been saved."></p>
      <div data-server-banner="">
        <button type="button" data-consent-choice="accept">Accept All</button>
        <button type="button" data-consent-choice="reject">Reject All</button>
      </div>
    </section>
    <main id="main" tabindex="-1">The page</main>`;
  const [accept, reject] = document.querySelectorAll<HTMLButtonElement>('[data-consent-choice]');
  return { accept: accept!, reject: reject!, status: document.querySelector('[role="status"]')!, main: document.querySelector('main')! };
}

beforeAll(() => {
  // The page's <head>: the Consent Mode defaults (which define gtag), then the choice script; as
  // classic scripts, in the global scope.
  window.localStorage.clear();
  (0, eval)(consentModeScript());
  (0, eval)(consentChoiceScript());
});

beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer!.length = 0;
  document.documentElement.removeAttribute('data-consent-stored');
});

describe('the inline choice script (before hydration)', () => {
  it.each([
    ['accept', acceptAll()],
    ['reject', rejectAll()],
  ] as const)('%s: records exactly what the store records, closes the banner, announces, focuses the main content', (choice, record) => {
    // What the store (after hydration) sends for the same decision.
    createConsentStore(window).decide(record);
    const expectedEntries = dataLayerEntries();
    const expectedStored = window.localStorage.getItem('cookieConsent');
    window.localStorage.clear();
    window.dataLayer!.length = 0;

    const { accept, reject, status, main } = serverBanner();
    const heard = vi.fn();
    window.addEventListener(consentChoiceEvent, heard);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (choice === 'accept' ? accept : reject).dispatchEvent(click);
    window.removeEventListener(consentChoiceEvent, heard);

    expect(window.localStorage.getItem('cookieConsent')).toBe(expectedStored);
    expect(expectedStored).toBe(serializeConsent(record));
    expect(dataLayerEntries()).toEqual(expectedEntries);
    expect(dataLayerEntries()).toHaveLength(2);
    // Closed: the mark the stylesheet hides the server banner under, with the choice for the store.
    expect(document.documentElement.getAttribute('data-consent-stored')).toBe(serializeConsent(record));
    expect(status).toHaveTextContent('Your cookie choice has been saved.');
    expect(main).toHaveFocus();
    // Cancelled, so that a click React replays after hydration is not decided again.
    expect(click.defaultPrevented).toBe(true);
    expect((heard.mock.calls[0]?.[0] as CustomEvent<string>).detail).toBe(serializeConsent(record));
  });

  it('leaves the hydrated banner to the island', () => {
    const { reject } = serverBanner();
    reject.parentElement!.removeAttribute('data-server-banner');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reject.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.localStorage.getItem('cookieConsent')).toBeNull();
    expect(dataLayerEntries()).toEqual([]);
  });

  it('where storage is blocked, the choice holds for the page: the store reads it from <html>', () => {
    const { reject } = serverBanner();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    reject.click();
    setItem.mockRestore();
    expect(window.localStorage.getItem('cookieConsent')).toBeNull();
    expect(dataLayerEntries()).toContainEqual({ event: 'cookie_consent_update', cookieConsent: rejectAll() });
    expect(createConsentStore(window).getSnapshot()).toEqual(rejectAll());
  });

  it('a store already listening (the island hydrated meanwhile) follows the choice', () => {
    const store = createConsentStore(window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();
    serverBanner().accept.click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual<ConsentRecord>(acceptAll());
    unsubscribe();
  });
});

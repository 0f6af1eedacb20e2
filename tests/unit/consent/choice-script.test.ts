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

/** The choice script's ResizeObserver (jsdom has none): what it observes, and its callback. */
const resizeObserved: Array<{ target: Element; report: () => void }> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(target: Element) {
    resizeObserved.push({ target, report: () => this.callback() });
  }
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
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

  it('keeps focus scrolling clear of the banner it covers the viewport with, from its first layout on, and leaves that to the island once hydrated', async () => {
    serverBanner();
    const banner = document.querySelector<HTMLElement>('[data-server-banner]')!;
    banner.getClientRects = () => [new DOMRect(0, window.innerHeight - 158, 390, 158)] as unknown as DOMRectList;
    banner.getBoundingClientRect = () => new DOMRect(0, window.innerHeight - 158, 390, 158);
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '';
    // Found as it is parsed (a page has one banner: the first one parsed here is watched), then
    // measured as it is laid out.
    await vi.waitFor(() => expect(resizeObserved).toHaveLength(1));
    resizeObserved[0]!.report();
    expect(root.style.scrollPaddingBottom).toBe('158px');
    // The room to scroll the page's end above it (app/globals.css), once the page is parsed.
    expect(document.readyState).not.toBe('loading');
    expect(root.style.getPropertyValue('--server-banner-cover')).toBe('158px');
    banner.getBoundingClientRect = () => new DOMRect(0, window.innerHeight - 178, 390, 178);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.scrollPaddingBottom).toBe('178px');
    // Hydrated: the island measures its own banner.
    banner.removeAttribute('data-server-banner');
    root.style.scrollPaddingBottom = '120px';
    window.dispatchEvent(new Event('resize'));
    expect(root.style.scrollPaddingBottom).toBe('120px');
    root.style.scrollPaddingBottom = '';
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

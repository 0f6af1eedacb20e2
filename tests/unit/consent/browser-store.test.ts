// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '@/features/consent/browser-store';
import { acceptAll, customConsent, rejectAll } from '@/features/consent/record';

/** dataLayer entries with gtag's `arguments` objects turned into arrays. */
function dataLayerEntries(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

/** A window whose localStorage getter throws, as Chrome does when site data is blocked. */
function windowWithBlockedStorage(): Window {
  const fake = {
    dataLayer: [] as unknown[],
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(fake, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return fake as unknown as Window;
}

beforeEach(() => {
  window.localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
});

describe('consent store', () => {
  it('is undecided without a stored choice, and reads a stored one', () => {
    expect(createConsentStore(window).getSnapshot()).toBeNull();
    window.localStorage.setItem('cookieConsent', JSON.stringify(rejectAll()));
    expect(createConsentStore(window).getSnapshot()).toEqual(rejectAll());
  });

  it('treats a corrupt value as undecided and replaces it at the next decision', () => {
    window.localStorage.setItem('cookieConsent', '{oops');
    const store = createConsentStore(window);
    expect(store.getSnapshot()).toBeNull();
    store.decide(acceptAll());
    expect(window.localStorage.getItem('cookieConsent')).toBe(
      '{"essential":true,"analytics":true,"marketing":true,"functional":true}',
    );
  });

  it('returns the same snapshot object until something changes', () => {
    window.localStorage.setItem('cookieConsent', JSON.stringify(acceptAll()));
    const store = createConsentStore(window);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('a decision stores the JSON, sends the Consent Mode update, then the consent event, then notifies', () => {
    const store = createConsentStore(window);
    const listener = vi.fn();
    store.subscribe(listener);
    const choice = customConsent({ analytics: true, marketing: false, functional: true });
    store.decide(choice);

    expect(JSON.parse(window.localStorage.getItem('cookieConsent')!)).toEqual(choice);
    expect(store.getSnapshot()).toEqual(choice);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(dataLayerEntries()).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'granted',
          personalization_storage: 'granted',
        },
      ],
      { event: 'cookie_consent_update', cookieConsent: choice },
    ]);
  });

  it('uses the gtag() defined by the <head> script when there is one', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    createConsentStore(window).decide(rejectAll());
    expect(gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'denied' }));
  });

  it('follows a decision taken in another tab', () => {
    const store = createConsentStore(window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.localStorage.setItem('cookieConsent', JSON.stringify(acceptAll()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual(acceptAll());
    unsubscribe();
  });

  it('works for the visit when storage is blocked', () => {
    const win = windowWithBlockedStorage();
    const store = createConsentStore(win);
    expect(store.getSnapshot()).toBeNull();
    expect(() => store.decide(acceptAll())).not.toThrow();
    expect(store.getSnapshot()).toEqual(acceptAll());
    expect(win.dataLayer).toContainEqual({ event: 'cookie_consent_update', cookieConsent: acceptAll() });
  });

  it('keeps the choice in memory when writing fails (quota, private mode)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = createConsentStore(window);
    expect(() => store.decide(rejectAll())).not.toThrow();
    expect(store.getSnapshot()).toEqual(rejectAll());
    setItem.mockRestore();
  });
});

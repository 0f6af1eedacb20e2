import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentModeDefaults, consentModeScript, consentEvent, inlineJson, toConsentModeUpdate } from '@/features/consent/consent-mode';
import { acceptAll, customConsent, parseConsent, rejectAll } from '@/features/consent/record';

/** Runs the inline <head> script as a page would, against the given localStorage. */
function runHeadScript(localStorage: unknown): unknown[][] {
  const window = createContext({});
  window.window = window;
  Object.defineProperty(window, 'localStorage', {
    get: () => {
      if (localStorage instanceof Error) throw localStorage;
      return localStorage;
    },
  });
  runInContext(consentModeScript(), window);
  // gtag() pushes `arguments` objects, as Google's tags expect; compare their contents.
  for (const entry of window.dataLayer as unknown[]) {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
  }
  return (window.dataLayer as ArrayLike<unknown>[]).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))));
}

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === 'cookieConsent' ? value : null) };
}

describe('Consent Mode mapping', () => {
  it('denies every optional signal by default; security storage is essential', () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps analytics → analytics_storage, marketing → ad_*, functional → functionality/personalization', () => {
    expect(toConsentModeUpdate(customConsent({ analytics: true, marketing: false, functional: false }))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
    expect(toConsentModeUpdate(customConsent({ analytics: false, marketing: true, functional: true }))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });

  it('the consent event carries the chosen values', () => {
    expect(consentEvent(rejectAll())).toEqual({
      event: 'cookie_consent_update',
      cookieConsent: { essential: true, analytics: false, marketing: false, functional: false },
    });
  });
});

describe('the inline Consent Mode script', () => {
  it('pushes gtag("consent","default", all denied) as an arguments object when nothing is stored', () => {
    expect(runHeadScript(storageWith(null))).toEqual([['consent', 'default', consentModeDefaults]]);
  });

  it('then restores a stored choice with gtag("consent","update")', () => {
    const stored = JSON.stringify(customConsent({ analytics: true, marketing: false, functional: true }));
    expect(runHeadScript(storageWith(stored))).toEqual([
      ['consent', 'default', consentModeDefaults],
      ['consent', 'update', toConsentModeUpdate(customConsent({ analytics: true, marketing: false, functional: true }))],
    ]);
  });

  it('survives blocked storage (the getter throws)', () => {
    expect(runHeadScript(new DOMException('The operation is insecure.', 'SecurityError'))).toEqual([
      ['consent', 'default', consentModeDefaults],
    ]);
  });

  it('applies the same validity rule as parseConsent', () => {
    const samples = [
      JSON.stringify(acceptAll()),
      JSON.stringify(rejectAll()),
      '{"functional":true,"marketing":false,"analytics":true,"essential":true}',
      '{"essential":true,',
      'null',
      '[]',
      '"x"',
      '{"essential":false,"analytics":true,"marketing":true,"functional":true}',
      '{"essential":true,"analytics":1,"marketing":true,"functional":true}',
      '{"essential":true,"analytics":true,"marketing":true}',
      '{"essential":true,"analytics":true,"marketing":true,"functional":true,"extra":1}',
      '{"essential":true,"analytics":true,"marketing":true,"other":true}',
    ];
    for (const raw of samples) {
      const record = parseConsent(raw);
      const expected: unknown[][] = [['consent', 'default', consentModeDefaults]];
      if (record) expected.push(['consent', 'update', toConsentModeUpdate(record)]);
      expect(runHeadScript(storageWith(raw)), raw).toEqual(expected);
    }
  });

  it('inlines values that cannot end its <script> element and evaluate to the same value', () => {
    // The tag-manager loader inlines the configured script origin with the same function.
    const hostile = { origin: '</script><script>alert(1)</script>', separators: 'a\u2028b\u2029c' };
    const inlined = inlineJson(hostile);
    expect(inlined).not.toMatch(/<\/?script/i);
    expect(inlined).not.toMatch(/[\u2028\u2029]/);
    expect(runInContext(`(${inlined})`, createContext({}))).toEqual(hostile);
  });
});

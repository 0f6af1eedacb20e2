import { type ConsentRecord, type OptionalCategory, consentStorageKey, optionalCategories } from './record';

/**
 * Google Consent Mode v2: the signals tags read, and how the visitor's choice maps onto them.
 * https://developers.google.com/tag-platform/security/guides/consent
 */
export type ConsentSignal =
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage';
export type ConsentValue = 'granted' | 'denied';
export type ConsentModeState = Partial<Record<ConsentSignal, ConsentValue>>;

/** Which Consent Mode signals each cookie category grants. */
export const consentSignals = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  functional: ['functionality_storage', 'personalization_storage'],
} as const satisfies Record<OptionalCategory, readonly ConsentSignal[]>;

/**
 * Before any choice everything optional is denied. Security storage (fraud prevention,
 * authentication) is essential and never needs consent.
 */
export const consentModeDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
} as const satisfies Record<ConsentSignal, ConsentValue>;

/** The `gtag('consent', 'update', …)` parameters for a decision. */
export function toConsentModeUpdate(record: ConsentRecord): ConsentModeState {
  const update: ConsentModeState = {};
  for (const category of optionalCategories) {
    for (const signal of consentSignals[category]) update[signal] = record[category] ? 'granted' : 'denied';
  }
  return update;
}

/** The data-layer event pushed after every decision, for tag-manager triggers. */
export const consentEventName = 'cookie_consent_update';

export function consentEvent(record: ConsentRecord): { event: typeof consentEventName; cookieConsent: ConsentRecord } {
  return { event: consentEventName, cookieConsent: { ...record } };
}

/** JSON that is safe inside an inline <script> element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The part of the head script (components/shell/head-script.ts) that sets the Consent Mode
 * defaults before the tag manager (and before hydration), then restores a stored choice. It is plain ES5 because it runs before any bundle,
 * and it applies the same validity rule as `parseConsent` (checked by the unit tests): a
 * corrupt or foreign value restores nothing. localStorage may throw (blocked storage): ignored.
 * A restored choice also marks <html data-consent-stored> (see the cookie banner).
 */
export function consentModeScript(): string {
  const keyCount = optionalCategories.length + 1;
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag("consent","default",${inlineJson(consentModeDefaults)});`,
    '(function(){try{',
    `var c=JSON.parse(window.localStorage.getItem(${inlineJson(consentStorageKey)})),m=${inlineJson(consentSignals)},u={},k,i;`,
    `if(!c||typeof c!=="object"||Array.isArray(c)||c.essential!==true||Object.keys(c).length!==${keyCount})return;`,
    'for(k in m){if(typeof c[k]!=="boolean")return;for(i=0;i<m[k].length;i++)u[m[k][i]]=c[k]?"granted":"denied";}',
    'gtag("consent","update",u);',
    // For the stylesheet: hide the server-rendered banner of a visitor who already chose.
    'document.documentElement.setAttribute("data-consent-stored","");',
    '}catch(e){}})();',
  ].join('');
}

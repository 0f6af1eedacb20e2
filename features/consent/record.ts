/**
 * The cookie consent record: what the visitor chose, as stored in localStorage under
 * `cookieConsent`. Framework-free so that the browser store, the banner and the Consent Mode
 * bootstrap script all share one definition.
 */

export const consentStorageKey = 'cookieConsent';

/** The cookie categories a visitor may refuse. Essential cookies are always on. */
export const optionalCategories = ['analytics', 'marketing', 'functional'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export type ConsentChoices = Record<OptionalCategory, boolean>;
export type ConsentRecord = { essential: true } & ConsentChoices;

/** Save in the preferences view: the ticked categories, nothing else. */
export function customConsent(choices: ConsentChoices): ConsentRecord {
  return {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functional: choices.functional,
  };
}

/** Accept All: every category. */
export function acceptAll(): ConsentRecord {
  return customConsent({ analytics: true, marketing: true, functional: true });
}

/** Reject All: essential cookies only. */
export function rejectAll(): ConsentRecord {
  return customConsent({ analytics: false, marketing: false, functional: false });
}

/** The JSON stored under `cookieConsent`, keys always in the same order. */
export function serializeConsent(record: ConsentRecord): string {
  return JSON.stringify(customConsent(record));
}

/**
 * Reads a stored value. Anything that is not exactly a record of this shape (missing, corrupt
 * JSON, another tool's value under the same key, an extra or missing field) is `null`: the
 * visitor has not decided, and is asked again. Keep in step with `consentModeScript()`, which
 * applies the same rule before the page's JavaScript loads.
 */
export function parseConsent(raw: string | null | undefined): ConsentRecord | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = value as Record<string, unknown>;
  if (Object.keys(candidate).length !== optionalCategories.length + 1) return null;
  if (candidate.essential !== true) return null;
  if (!optionalCategories.every((category) => typeof candidate[category] === 'boolean')) return null;
  return customConsent(candidate as ConsentChoices);
}

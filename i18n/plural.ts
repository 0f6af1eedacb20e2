import type { Locale } from './locales';

/**
 * A count's words in the language's plural form (`Intl.PluralRules`): French treats 0 and 1 as
 * singular ("1 événement choisi", "0 événement choisi"), English only 1. The dictionaries hold
 * the `one` and `other` forms; `{count}` is filled. Safe in client islands (no dictionary import).
 */
export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

export function formatCount(locale: Locale, forms: PluralForms, count: number): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const form = rule.select(count) === 'one' ? forms.one : forms.other;
  return form.replace(/\{count\}/g, String(count));
}

/**
 * Every French string of the dictionary speaks to the visitor as "vous" and follows French
 * typography: a non-breaking space (U+00A0, or the narrow U+202F) before « : ; ! ? » and inside
 * « », « » quotes and ’ apostrophes rather than straight ones. The strings the specification
 * fixes (/work/shared/spec/festival-site-spec.md) stay as it writes them: they are listed below
 * with the reason, and must still be what the specification says.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '@/i18n/dictionaries/fr';

/** Key path → the specification's own wording, kept as is. */
const fixedBySpecification: Record<string, { text: string; reason: string }> = {
  'search.resultsFor': { text: 'Résultats pour "{term}"', reason: 'search panel heading, with the straight quotes the specification writes' },
  'search.loadMore': { text: "Plus d'{title}", reason: 'search section link, with the straight apostrophe the specification writes' },
  'event.newDate': { text: 'Nouvelle date!', reason: 'result card flag, no space before "!" in the specification' },
  'consent.acceptAll': { text: "J'accepte", reason: 'cookie banner button, with the straight apostrophe the specification writes' },
  'consent.setPreferences': { text: 'Laisse-moi choisir', reason: 'cookie banner button: the specification’s words, in the "tu" form' },
};

/** Every string of the dictionary with its key path (plural forms and nested groups included). */
function strings(value: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

const nonBreaking = new Set(['\u00a0', '\u202f']);

/** What breaks French typography in `text`, one line each. */
function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  [...text].forEach((char, index, chars) => {
    const before = chars[index - 1];
    const after = chars[index + 1];
    if (':;!?»'.includes(char) && !(before !== undefined && nonBreaking.has(before))) {
      // A time or an address is not punctuation: "20:30", "https://".
      const inWord = char === ':' && before !== undefined && /[\p{L}\p{N}]/u.test(before) && after !== undefined && /[\p{L}\p{N}/]/u.test(after);
      if (!inWord && !(char === '?' && before === '?')) faults.push(`"${char}" at ${index} without a non-breaking space before it`);
    }
    if (char === '«' && !(after !== undefined && nonBreaking.has(after))) faults.push(`"«" at ${index} without a non-breaking space after it`);
    if (char === '"') faults.push(`straight quote at ${index}: « » in French`);
    if (char === "'") faults.push(`straight apostrophe at ${index}: ’ in French`);
  });
  return faults;
}

/** "tu" forms: the pronouns and determiners, and an imperative with "-moi"/"-toi" not in "-ez". */
function familiarForms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}’'-]+/gu) ?? [];
  const familiar = new Set(['tu', 'te', 'toi', 'ton', 'ta', 'tes', 'tien', 'tienne', 'tiens']);
  return words.filter((word) => familiar.has(word) || /^t[’']/.test(word) || (/-(moi|toi)$/.test(word) && !/ez-(moi|toi)$/.test(word)));
}

const dictionary = strings(fr);

describe('the French dictionary', () => {
  it('has strings to check, and each specification exception is still the specification’s wording', () => {
    expect(dictionary.length).toBeGreaterThan(300);
    const byKey = new Map(dictionary);
    for (const [key, { text }] of Object.entries(fixedBySpecification)) expect(byKey.get(key), key).toBe(text);
  });

  it('speaks to the visitor as "vous", never "tu"', () => {
    const faults = dictionary.filter(([key]) => !(key in fixedBySpecification)).flatMap(([key, text]) => familiarForms(text).map((word) => `${key}: "${word}" in "${text}"`));
    expect(faults.join('\n')).toBe('');
  });

  it('follows French typography: non-breaking spaces before « : ; ! ? » and inside « », no straight quotes', () => {
    const faults = dictionary.filter(([key]) => !(key in fixedBySpecification)).flatMap(([key, text]) => typographyFaults(text).map((fault) => `${key}: ${fault} in "${text}"`));
    expect(faults.join('\n')).toBe('');
  });

  it('catches what it is meant to catch', () => {
    expect(typographyFaults('Calendrier : {day}')).toHaveLength(1);
    expect(typographyFaults('Calendrier\u00a0: {day}')).toEqual([]);
    expect(typographyFaults('Vraiment\u202f?')).toEqual([]);
    expect(typographyFaults('Résultats pour "{term}"')).toHaveLength(2);
    expect(typographyFaults('pour «\u00a0{term}\u00a0»')).toEqual([]);
    expect(typographyFaults('à 20:30, https://example.com')).toEqual([]);
    expect(typographyFaults("l'accueil")).toHaveLength(1);
    expect(familiarForms('Laisse-moi choisir')).toEqual(['laisse-moi']);
    expect(familiarForms('Laissez-moi choisir, si tu veux')).toEqual(['tu']);
    expect(familiarForms('Retour à l’accueil, t’inquiète')).toEqual(['t’inquiète']);
    expect(familiarForms('Toutes les tentes')).toEqual([]);
  });
});

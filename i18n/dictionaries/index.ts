import type { Locale } from '../locales';
import { type Dictionary, en } from './en';
import { fr } from './fr';

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, fr };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/** Fills `{name}` placeholders: `formatMessage('Results for "{term}"', { term })`. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

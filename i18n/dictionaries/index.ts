import type { Locale } from '../locales';
import { type Dictionary, en } from './en';
import { fr } from './fr';

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, fr };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

export { formatMessage } from '../format-message';

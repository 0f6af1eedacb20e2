/**
 * The two Polylang languages. English is the default language (no URL prefix), French lives under
 * `/fr/`, as on the reference WordPress.
 */
import type { LanguageCode, MenuLocation } from '../store/types';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['EN', 'FR'];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export interface LanguageInfo {
  code: LanguageCode;
  slug: string;
  locale: string;
  name: string;
}

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  EN: { code: 'EN', slug: 'en', locale: 'en_US', name: 'English' },
  FR: { code: 'FR', slug: 'fr', locale: 'fr_FR', name: 'Français' },
};

/** `LanguageCodeFilterEnum` values as graphql-js hands them to resolvers. */
export type LanguageFilter = LanguageCode | 'DEFAULT' | 'ALL';

/**
 * The languages a `where: { language, languages }` selects. Omitting both selects every language,
 * as wp-graphql-polylang does (`show_all_languages_in_graphql`).
 */
export function selectLanguages(
  language: LanguageFilter | null | undefined,
  languages: readonly LanguageCode[] | null | undefined,
): readonly LanguageCode[] {
  if (languages && languages.length > 0) return LANGUAGE_CODES.filter((l) => languages.includes(l));
  if (language === 'DEFAULT') return [DEFAULT_LANGUAGE];
  if (language === 'EN' || language === 'FR') return [language];
  return LANGUAGE_CODES;
}

/** Options pages with "ACF Options for Polylang": DEFAULT, ALL and omitted all read the default. */
export function settingsLanguage(language: LanguageFilter | null | undefined): LanguageCode {
  return language === 'FR' || language === 'EN' ? language : DEFAULT_LANGUAGE;
}

/** Polylang names per-language menu locations `<LOCATION>___<LANG>`; the bare one is English. */
export function languageOfLocation(location: MenuLocation): LanguageCode {
  return location.endsWith('___FR') ? 'FR' : 'EN';
}

export function languagePrefix(language: LanguageCode): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${LANGUAGES[language].slug}`;
}

import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';

/** Slug of the privacy policy page in each language (a generic page, under /page/). */
export const privacyPolicySlug = {
  en: 'privacy-policy',
  fr: 'politiques-de-confidentialite',
} as const satisfies Record<Locale, string>;

/** `/page/privacy-policy` or `/fr/page/politiques-de-confidentialite`. */
export function privacyPolicyPath(locale: Locale): string {
  return sectionPath(locale, 'page', privacyPolicySlug[locale]);
}

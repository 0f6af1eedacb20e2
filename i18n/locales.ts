import * as routeTable from './route-table.mjs';

/** The site's languages. English is the default and is served without a URL prefix. */
export const locales = routeTable.locales;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = routeTable.defaultLocale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'fr' : 'en';
}

/** Polylang's `LanguageCodeEnum` value for a site locale. */
export function toLanguageCode(locale: Locale): 'EN' | 'FR' {
  return locale === 'en' ? 'EN' : 'FR';
}

/** BCP 47 tag for `<html lang>`, hreflang and Open Graph. */
export const localeTags: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

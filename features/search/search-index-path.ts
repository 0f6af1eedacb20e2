import { type Locale, locales } from '@/i18n/locales';

/**
 * The URL of one language's search index (`/search-index.en.json`): read by the panel, the
 * service worker (which keeps the visitor's language's for offline search), "Save for offline"
 * and the webhook's renders. A file at the root: the request gate and the locale rewrites leave
 * names with a dot alone.
 */
export function searchIndexPath(locale: Locale): string {
  return `/search-index.${locale}.json`;
}

/** The language whose index `pathname` is, or null. */
export function searchIndexLocale(pathname: string): Locale | null {
  return locales.find((locale) => searchIndexPath(locale) === pathname) ?? null;
}

/** The header on the kept copy of an index (the service worker's, offline): when it was saved. */
export const savedIndexHeader = 'x-offline-saved-at';

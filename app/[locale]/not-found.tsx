import { NotFoundView } from '@/components/not-found-view';
import { getDictionary } from '@/i18n/dictionaries';
import { locales } from '@/i18n/locales';

/**
 * not-found.tsx receives no params, so the view picks the language on the client; it gets the
 * 404 strings of both languages from here (the server) rather than importing the dictionaries,
 * which would put every string of the site into every page's JavaScript.
 */
export default function NotFound() {
  const strings = Object.fromEntries(locales.map((locale) => [locale, getDictionary(locale).notFound]));
  return <NotFoundView strings={strings as Parameters<typeof NotFoundView>[0]['strings']} />;
}

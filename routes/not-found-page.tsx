import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found-view';
import { PageShell } from '@/components/shell/page-shell';
import { getDictionary } from '@/i18n/dictionaries';
import { type Locale, otherLocale } from '@/i18n/locales';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { homePath } from '@/i18n/routes';

/**
 * The 404 page inside the site shell (header with menus, language switch and search, footer),
 * in its language. It has no address of its own in the other language: the language switch
 * leads to the other home page.
 */
export function notFoundRoute(locale: Locale): LocalizedRoute {
  return { locale, path: homePath(locale), alternatePath: null, languageSwitchHref: homePath(otherLocale(locale)) };
}

export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <PageShell route={notFoundRoute(locale)}>
      <NotFoundView locale={locale} />
    </PageShell>
  );
}

export function notFoundMetadata(locale: Locale): Metadata {
  return { title: getDictionary(locale).notFound.title, robots: { index: false, follow: true } };
}

import { getSearchStrings } from '@/components/search/search-launcher';
import { SearchForm } from '@/components/search/search-form';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { homePath, sectionPath } from '@/i18n/routes';

/**
 * The 404 page's content, rendered on the server in its language (no JavaScript, no dictionary
 * in the browser): what happened, a search box (a plain GET form to the results page) and the
 * way home. The site shell around it comes from its route (routes/not-found-page.tsx).
 */
export function NotFoundView({ locale }: { locale: Locale }) {
  const t = getDictionary(locale);
  const search = getSearchStrings(locale);
  return (
    <div className="mx-auto max-w-3xl py-8">
      <p aria-hidden="true" className="w-fit -rotate-2 bg-sun px-4 font-display text-display-hero leading-none">
        404
      </p>
      <h1 className="page-title mt-6">{t.notFound.title}</h1>
      <p className="mt-4">{t.notFound.body}</p>
      <section aria-labelledby="not-found-search" className="mt-8">
        <h2 id="not-found-search" className="section-title mb-2">
          {t.siteErrors.notFoundSearch}
        </h2>
        <SearchForm action={sectionPath(locale, 'search')} strings={search} inputId="not-found-search-term" error={null} />
      </section>
      <p className="mt-8">
        <a className="btn-primary" href={homePath(locale)}>
          {t.notFound.backHome}
        </a>
      </p>
    </div>
  );
}

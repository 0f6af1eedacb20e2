import type { Metadata } from 'next';
import { getSearchStrings, toHelpfulLinks } from '@/components/search/search-launcher';
import {
  isCursor,
  isSearchSection,
  maxSearchTermLength,
  normalizeTerm,
  type SearchRequest,
} from '@/components/search/search-contract';
import { SearchPageView } from '@/components/search/search-page-view';
import { runSearch } from '@/components/search/search-service';
import { fillTemplate } from '@/components/search/search-strings';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { getSiteShell } from '@/queries/shell';

/** It reads the query string, so it cannot be pre-rendered. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: getSearchStrings(locale).title, robots: { index: false, follow: true } };
}

/** The search results page (`/search?q=`, `/fr/recherche?q=`): the search form without JavaScript. */
export default async function SearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const strings = getSearchStrings(locale);
  const typed = single(query.q);
  const term = normalizeTerm(typed ?? '');

  let refusal: string | null = null;
  if (typed !== undefined && !term) refusal = strings.emptyTerm;
  else if (term.length > maxSearchTermLength) refusal = fillTemplate(strings.termTooLong, { max: maxSearchTermLength });

  let request: SearchRequest | null = null;
  if (term && !refusal) {
    const section = single(query.section);
    const after = single(query.after);
    // A malformed section or cursor is dropped: the visitor gets the first results instead.
    const more = isSearchSection(section) && after !== undefined && isCursor(after) ? { section, after } : null;
    request = { locale, term, more };
  }
  const [answer, shell] = await Promise.all([
    request ? runSearch(request).then((result) => result.body) : null,
    getSiteShell(locale),
  ]);

  const switchHref = buildLanguageSwitchHref(locale, { kind: 'section', section: 'search' });
  const languageSwitchHref = request ? `${switchHref}?${new URLSearchParams({ q: term }).toString()}` : switchHref;

  return (
    <PageShell locale={locale} languageSwitchHref={languageSwitchHref}>
      <SearchPageView
        strings={strings}
        searchPath={sectionPath(locale, 'search')}
        typed={(typed ?? '').slice(0, maxSearchTermLength)}
        refusal={refusal}
        request={request}
        answer={answer}
        helpfulLinks={toHelpfulLinks(locale, shell.menus.secondary)}
      />
    </PageShell>
  );
}

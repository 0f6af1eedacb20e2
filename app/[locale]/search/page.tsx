import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getSearchStrings, toHelpfulLinks } from '@/components/search/search-launcher';
import { SearchPageView } from '@/components/search/search-page-view';
import { formatMessage } from '@/i18n/format-message';
import { PageShell } from '@/components/shell/page-shell';
import { runSearch } from '@/features/search/run-search';
import { maxSearchTermLength, parseSearchParams, type SearchRequest } from '@/features/search/search-contract';
import { sectionRoute } from '@/i18n/localized-route';
import { sectionPath } from '@/i18n/routes';
import { getSiteShell } from '@/queries/shell';
import { localeParam } from '@/routes/params';
import { answerIdHeader, markUncacheable } from '@/server/uncacheable-answers.mjs';

/** It reads the query string, so it cannot be pre-rendered. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: getSearchStrings(locale).title, robots: { index: false, follow: true } };
}

/** The search results page (`/search?q=`, `/fr/recherche?q=`): the search form without JavaScript. */
export default async function SearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeParam(params);
  const query = toSearchParams(await searchParams);
  const strings = getSearchStrings(locale);
  const typed = query.get('q');

  // Without `q` the page is the empty form; with one, the same reading as the search route's.
  const parsed = typed === null ? null : parseSearchParams(query, { kind: 'page', locale });
  const request: SearchRequest | null = parsed?.ok ? parsed.request : null;
  let refusal: string | null = null;
  if (parsed && !parsed.ok) {
    refusal = parsed.reason === 'term-too-long' ? formatMessage(strings.termTooLong, { max: maxSearchTermLength }) : strings.emptyTerm;
  }
  const [result, shell] = await Promise.all([request ? runSearch(request) : null, getSiteShell(locale)]);
  const answer = result?.body ?? null;
  // "Search is unavailable" and answers with errors are never kept by a CDN (as the search route's):
  // the request gate makes this answer `no-store` (server/uncacheable-answers.mjs).
  if (result && (result.unavailable || result.body.errors.length > 0)) {
    const answerId = (await headers()).get(answerIdHeader);
    if (answerId) markUncacheable(answerId);
  }

  const route = sectionRoute(locale, 'search');
  const languageSwitchHref = request ? `${route.languageSwitchHref}?${new URLSearchParams({ q: request.term }).toString()}` : route.languageSwitchHref;

  return (
    <PageShell route={{ ...route, languageSwitchHref }}>
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

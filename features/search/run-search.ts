import 'server-only';
import { loadMoreContent, searchContent } from '@/queries/search';
import { getDictionary } from '@/i18n/dictionaries';
import { AnswerCache } from './answer-cache';
import { SearchSlots } from './search-slots';
import { toSearchSections, toSectionResultsOf } from './search-cards';
import { type SearchApiBody, type SearchRequest, searchApiUrl } from './search-contract';

export interface SearchAnswer {
  body: SearchApiBody;
  /** The content server gave no GraphQL answer (as opposed to an answer carrying errors). */
  unavailable: boolean;
  /** Not asked: this instance already has as many searches in flight as the content server bears. */
  busy?: boolean;
}

/**
 * Distinct searches this instance sends the content server at once (a WordPress search is a
 * full-text scan of the posts table: a few PHP workers' worth), and how many may wait, how long.
 */
const searchSlots = new SearchSlots({ concurrency: 8, queue: 500, waitMs: 10_000 });

/**
 * The answers of this process, by request (its search route URL: the CDN's key too). A second
 * and a half: a burst of one search (a newsletter link, a poster's QR code, a bot) costs the
 * content server a call or two, and a save reaches search within the site's 2 s freshness goal on
 * every instance (the instance that takes the webhook forgets its answers at once). Only
 * complete answers are kept.
 */
const answers = new AnswerCache<SearchAnswer>({
  ttlMs: 1500,
  maxEntries: 500,
  keep: ({ body, unavailable }) => !unavailable && body.errors.length === 0,
});

/** Forgets every kept answer: the content changed (the webhook), or a test starts afresh. */
export function forgetSearchAnswers(): void {
  answers.clear();
}

/**
 * Runs one validated search request — the Search call, or the load-more call of one section —
 * and returns the cards. Shared by the search route (the panel) and the results page (no
 * JavaScript). Identical concurrent requests share one content-server call (./answer-cache.ts).
 */
export function runSearch(request: SearchRequest): Promise<SearchAnswer> {
  return answers.get(searchApiUrl(request), () => askContentServer(request));
}

async function askContentServer(request: SearchRequest): Promise<SearchAnswer> {
  const outcome = await searchSlots.run(() => askNow(request));
  if (!outcome.busy) return outcome.value;
  return { body: { errors: [getDictionary(request.locale).siteErrors.searchUnavailable] }, unavailable: true, busy: true };
}

async function askNow({ locale, term, more }: SearchRequest): Promise<SearchAnswer> {
  if (more) {
    const { data, errors, unavailable } = await loadMoreContent(locale, more.section, term, more.after);
    const body: SearchApiBody = data
      ? { term, section: more.section, results: toSectionResultsOf(locale, data), errors }
      : { errors };
    return { body, unavailable };
  }
  const { data, errors, unavailable } = await searchContent(locale, term);
  const body: SearchApiBody = data ? { term, sections: toSearchSections(locale, data), errors } : { errors };
  return { body, unavailable };
}

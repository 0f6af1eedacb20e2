import { HelpfulLinks, type HelpfulLink } from './helpful-links';
import type { SearchApiBody, SearchRequest, SearchSection } from '@/features/search/search-contract';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { formatMessage } from '@/i18n/format-message';
import type { SearchStrings } from './search-strings';

function resultsHref(searchPath: string, term: string, more?: { section: SearchSection; after: string }): string {
  const params = new URLSearchParams({ q: term });
  if (more) {
    params.set('section', more.section);
    params.set('after', more.after);
  }
  return `${searchPath}?${params.toString()}`;
}

const linkClass = 'btn-outline';

/**
 * The search results page, rendered on the server for visitors without JavaScript: the same form,
 * heading and sections as the panel; 'Load more' is a link to the section's next page.
 */
export function SearchPageView({
  strings,
  searchPath,
  typed,
  refusal,
  request,
  answer,
  helpfulLinks,
}: {
  strings: SearchStrings;
  searchPath: string;
  /** What the visitor typed, to refill the field. */
  typed: string;
  refusal: string | null;
  request: SearchRequest | null;
  answer: SearchApiBody | null;
  helpfulLinks: HelpfulLink[];
}) {
  const term = request?.term ?? '';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="page-title">{strings.title}</h1>
      <SearchForm action={searchPath} strings={strings} inputId="search-page-q" error={refusal} defaultValue={typed} />
      <HelpfulLinks links={helpfulLinks} strings={strings} headingId="search-page-links" />
      {answer && (
        <div role="status">
          {answer.errors.length > 0 ? (
            <ul className="flex flex-col gap-1 font-semibold text-pop">
              {answer.errors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : (
            <h2 className="font-display text-3xl uppercase">{formatMessage(strings.resultsFor, { term })}</h2>
          )}
        </div>
      )}
      {answer && 'results' in answer && (
        <p>
          <a href={resultsHref(searchPath, term)} className="link">
            {formatMessage(strings.allResults, { term })}
          </a>
        </p>
      )}
      {answer && ('sections' in answer || 'results' in answer) && (
        <SearchResults
          sections={'sections' in answer ? answer.sections : { [answer.section]: answer.results }}
          only={'results' in answer ? answer.section : undefined}
          strings={strings}
          idPrefix="search-page"
          renderMore={(section, title) => {
            const after = ('sections' in answer ? answer.sections[section] : answer.results).endCursor;
            return after ? (
              <a href={resultsHref(searchPath, term, { section, after })} className={linkClass}>
                {formatMessage(strings.loadMore, { title })}
              </a>
            ) : null;
          }}
        />
      )}
    </div>
  );
}

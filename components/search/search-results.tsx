import type { MouseEventHandler, ReactNode } from 'react';
import { ResultCard } from './result-card';
import { type SearchResultSections, type SearchSection, searchSections } from '@/features/search/search-contract';
import type { SearchStrings } from './search-strings';

/**
 * The result sections in the registry's order (events, artists, venues, news, pages). Every section is always shown, and says so when
 * it found nothing, so the layout is the same for every search. `renderMore` draws the section's
 * 'Load more' (a button in the panel, a link on the results page) while more pages exist.
 */
export function SearchResults({
  sections,
  only,
  strings,
  idPrefix,
  renderMore,
  onNavigate,
}: {
  sections: Partial<SearchResultSections>;
  only?: SearchSection;
  strings: Pick<SearchStrings, 'sections' | 'noResults' | 'newDate' | 'categories' | 'cancelled'>;
  idPrefix: string;
  renderMore: (section: SearchSection, title: string) => ReactNode;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <div className="flex flex-col gap-8">
      {searchSections
        .filter((section) => (only ? section === only : true))
        .map((section) => {
          const results = sections[section];
          if (!results) return null;
          const title = strings.sections[section];
          const headingId = `${idPrefix}-${section}`;
          return (
            <section key={section} aria-labelledby={headingId} data-section={section} className="flex flex-col gap-3">
              <h3 id={headingId} className="font-display text-2xl uppercase">
                {title}
              </h3>
              {results.items.length === 0 ? (
                <p className="text-muted">{strings.noResults}</p>
              ) : (
                // 262 = the 258px image and the card's 2px borders.
                <ul className="flex flex-wrap gap-4">
                  {results.items.map((card, index) => (
                    <li key={card.id} className="w-[262px] max-w-full">
                      <ResultCard card={card} index={index} strings={strings} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              )}
              {results.hasNextPage && results.endCursor && <div>{renderMore(section, title)}</div>}
            </section>
          );
        })}
    </div>
  );
}

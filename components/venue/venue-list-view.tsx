import { itemPath } from '@/i18n/content-types';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';
import { describe } from '@/lib/plain-text';
import type { VenuePage } from '@/queries/types';

export interface VenueListEntry {
  venue: VenuePage;
  /** How many dated events it has. */
  count: number;
  /** Its next event from the page's render (null: none left). */
  next: ScheduledEvent | null;
}

/** Every venue of the language, alphabetical, each with its number of events and its next event. */
export function VenueListView({ entries, locale }: { entries: VenueListEntry[]; locale: Locale }) {
  const t = getDictionary(locale).venues;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="page-title">{t.title}</h1>
        <p className="max-w-prose">{t.intro}</p>
      </header>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-venue-list>
        {entries.map(({ venue, count, next }) => (
          <li key={venue.id} data-venue={venue.slug}>
            <article className="card">
              <div className="card-body gap-2">
                <h2 className="card-title">
                  <a href={itemPath('venue', locale, venue)} className="card-link">
                    {venue.title}
                  </a>
                </h2>
                {venue.streetAddress && <p data-venue-address>{venue.streetAddress}</p>}
                {venue.excerpt && <p className="text-sm">{describe(venue.excerpt, '')}</p>}
                <p className="meta">{formatCount(locale, t.eventsCount, count)}</p>
                <div data-venue-next>
                  <h3 className="eyebrow">{t.nextEvent}</h3>
                  {next ? (
                    <p>
                      <a href={itemPath('event', locale, next.event)} className="link">
                        {next.event.title}
                      </a>{' '}
                      · <time dateTime={next.startsAt}>{`${formatDate(next.startsAt, locale)} · ${formatTime(next.startsAt, locale)}`}</time>
                    </p>
                  ) : (
                    <p className="text-muted">{t.noNextEvent}</p>
                  )}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { EventStar, EventStatus } from '@/components/schedule/event-status';
import { getDictionary } from '@/i18n/dictionaries';
import { formatShortDay, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import { eventStartsAt } from '@/queries/events';
import type { Event } from '@/queries/types';
import { VenueLink } from '@/components/venue/venue-link';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';

/** When a set takes place, as the schedule writes it: "Thu, Sep 23 · 9:00 pm". */
export function SetTime({ event, locale }: { event: Event; locale: Locale }) {
  const startsAt = eventStartsAt(event);
  if (!startsAt) return null;
  return (
    <time dateTime={startsAt}>
      {formatShortDay(startsAt.slice(0, 10), locale)} · {formatTime(startsAt, locale)}
    </time>
  );
}

/**
 * The artist's sets, in time order: day and time, the event, its venue, whether it is off or full,
 * and the star that keeps it in My schedule.
 */
export function ArtistSets({ sets, locale }: { sets: readonly Event[]; locale: Locale }) {
  if (sets.length === 0) return null;
  const t = getDictionary(locale);
  return (
    <section aria-labelledby="artist-sets-heading">
      <h2 id="artist-sets-heading" className="section-title">
        {t.listen.sets}
      </h2>
      <ol className="mt-3 flex flex-col divide-y-2 divide-line border-y-2 border-line">
        {sets.map((event) => (
          <li key={event.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-artist-set={event.slug}>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="meta">
                <SetTime event={event} locale={locale} />
                {event.newDate && <span className="flag ml-2 inline-block">{t.event.newDate}</span>}
              </p>
              <a href={itemPath('event', locale, event)} className="link">
                {event.title}
              </a>
              {event.venue && (
                <p className="text-muted">
                  <VenueLink venue={event.venue} locale={locale} className={quietVenueLinkClass} />
                </p>
              )}
              <EventStatus event={event} locale={locale} />
            </div>
            <EventStar event={event} locale={locale} />
          </li>
        ))}
      </ol>
    </section>
  );
}

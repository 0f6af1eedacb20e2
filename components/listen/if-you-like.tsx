import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import { eventStartsAt } from '@/queries/events';
import type { Suggestion } from '@/features/listen/suggestions';
import { SetTime } from './artist-sets';
import { VenueLink } from '@/components/venue/venue-link';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';
import { CardTitle } from '@/components/card-title';

/**
 * "If you like {artist}": the suggested artists (features/listen/suggestions.ts), each with their
 * next set (or their last one, once the festival is over).
 */
export function IfYouLike({ artist, suggestions, locale, now }: { artist: string; suggestions: readonly Suggestion[]; locale: Locale; now: string }) {
  if (suggestions.length === 0) return null;
  const t = getDictionary(locale).listen;
  return (
    <section aria-labelledby="if-you-like-heading" data-suggestions="">
      <h2 id="if-you-like-heading" className="section-title">
        {formatMessage(t.ifYouLike, { artist })}
      </h2>
      <p className="mt-1 text-muted">{t.ifYouLikeIntro}</p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {suggestions.map(({ artist: suggested, set }) => (
          <li key={suggested.id} className="card" data-suggested-artist={suggested.slug}>
            <div className="card-body">
              <CardTitle heading="h3" href={itemPath('artist', locale, suggested)}>
                {suggested.title}
              </CardTitle>
              <p className="eyebrow">{(eventStartsAt(set) ?? '') >= now ? t.nextSet : t.lastSet}</p>
              <p className="meta">
                <SetTime event={set} locale={locale} />
              </p>
              <a href={itemPath('event', locale, set)} className="link">
                {set.title}
              </a>
              {set.venue && (
                <p className="text-muted">
                  <VenueLink venue={set.venue} locale={locale} className={quietVenueLinkClass} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

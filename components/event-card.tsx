import Image from '@/components/static-image';
import type { ReactNode } from 'react';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import { eventStartsAt } from '@/queries/events';
import { isEventOff } from '@/components/schedule/event-status';
import type { Event } from '@/queries/types';
import { VenueLink } from '@/components/venue/venue-link';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';
import { CardTitle } from './card-title';

const placeholderImage = { url: '/placeholder.svg', alt: '' };

/** Three columns in the 72rem container from lg, two from sm; below sm the whole width, or a thumbnail in a row. */
const cardSizes = '(min-width: 72rem) 360px, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';
const rowSizes = '(min-width: 72rem) 360px, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 7rem';

/**
 * An event as a list shows it: image 258×142, date and time, venue, 'New Date!' flag, title.
 * `preload`: the card is the page's likely largest contentful paint (the first card of the first
 * list): its image is preloaded with high priority instead of waiting for layout.
 * `rowOnPhones`: below 640 px the card is a row, a thumbnail beside the text (`.card-row`): a
 * long list (the calendar's 60-odd events) then shows four events a screen instead of one, and
 * its phone download is thumbnails instead of full-width posters.
 * `children`: what the list adds at the foot of the card (My schedule's star, the event's status).
 * `timeOnly`: the list sits under a day heading, which already says the date.
 * A cancelled or postponed event's card is muted (`.card-off`): its poster greyed, its border dashed.
 */
export function EventCard({
  event,
  locale,
  preload = false,
  rowOnPhones = false,
  timeOnly = false,
  children,
}: {
  event: Event;
  locale: Locale;
  preload?: boolean;
  rowOnPhones?: boolean;
  timeOnly?: boolean;
  children?: ReactNode;
}) {
  const t = getDictionary(locale).event;
  const startsAt = eventStartsAt(event);
  const image = event.image ?? placeholderImage;
  return (
    <article className={`card${rowOnPhones ? ' card-row' : ''}${isEventOff(event) ? ' card-off' : ''}`}>
      <Image
        src={image.url}
        alt={image.alt}
        width={258}
        height={142}
        sizes={rowOnPhones ? rowSizes : cardSizes}
        className="card-image"
        preload={preload}
        // A phone's row shows a thumbnail: the heading is the largest paint there, and the image
        // CDN's connection stays out of its way (no preload, no high priority below 640 px).
        preloadMedia={rowOnPhones ? '(min-width: 40rem)' : undefined}
        fetchPriority={preload && !rowOnPhones ? 'high' : undefined}
      />
      <div className="card-body">
        {event.newDate && <p className="flag">{t.newDate}</p>}
        {startsAt && (
          <p className="meta">
            <time dateTime={startsAt}>
              {timeOnly ? formatTime(startsAt, locale) : `${formatDate(startsAt, locale)} · ${formatTime(startsAt, locale)}`}
            </time>
          </p>
        )}
        <CardTitle heading="h3" href={itemPath('event', locale, event)}>
          {event.title}
        </CardTitle>
        {event.venue && (
          <p className="text-muted">
            <VenueLink venue={event.venue} locale={locale} className={quietVenueLinkClass} />
          </p>
        )}
        {children}
      </div>
    </article>
  );
}

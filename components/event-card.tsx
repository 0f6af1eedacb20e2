import Image from 'next/image';
import type { ReactNode } from 'react';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import { eventStartsAt } from '@/queries/events';
import type { Event } from '@/queries/types';

const placeholderImage = { url: '/placeholder.svg', alt: '' };

/** An event as a list shows it: image 258×142, date and time, venue, 'New Date!' flag, title. */
/**
 * `preload`: the card is the page's likely largest contentful paint (the first card of the first
 * list): its image is preloaded with high priority instead of waiting for layout.
 */
/** `children`: what the list adds at the foot of the card (My schedule's star, the event's status). */
export function EventCard({
  event,
  locale,
  preload = false,
  children,
}: {
  event: Event;
  locale: Locale;
  preload?: boolean;
  children?: ReactNode;
}) {
  const t = getDictionary(locale).event;
  const startsAt = eventStartsAt(event);
  const image = event.image ?? placeholderImage;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded border border-line bg-white">
      <Image
        src={image.url}
        alt={image.alt}
        width={258}
        height={142}
        // Three columns in the 72rem container from lg, two from sm, one below.
        sizes="(min-width: 72rem) 360px, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
        className="aspect-[258/142] w-full object-cover"
        preload={preload}
        fetchPriority={preload ? 'high' : undefined}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        {event.newDate && (
          <p className="w-fit rounded bg-accent px-2 py-0.5 text-sm font-bold text-white">{t.newDate}</p>
        )}
        {startsAt && (
          <p className="text-sm font-semibold">
            <time dateTime={startsAt}>
              {formatDate(startsAt, locale)} · {formatTime(startsAt, locale)}
            </time>
          </p>
        )}
        {event.venue && <p className="text-sm text-muted">{event.venue.title}</p>}
        <h3 className="text-lg font-bold leading-snug">
          <a href={itemPath('event', locale, event)} className="hover:underline">
            {event.title}
          </a>
        </h3>
        {children}
      </div>
    </article>
  );
}

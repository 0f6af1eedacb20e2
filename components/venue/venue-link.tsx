import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import type { Venue } from '@/queries/types';

/** A venue's page, or null when the content names it without a slug (nothing to link to). */
export function venuePath(locale: Locale, venue: Pick<Venue, 'slug'>): string | null {
  return venue.slug ? itemPath('venue', locale, { slug: venue.slug }) : null;
}

/**
 * A venue's name wherever it is printed (event pages, cards, the timetable, search cards): a
 * link to its page (`data-venue-link`), or the plain name when it has none (`data-venue-name`).
 * The "on now" script reads an event's venue from either (components/schedule/clock-scripts.ts).
 */
export function VenueLink({ venue, locale, className = 'link' }: { venue: Pick<Venue, 'slug' | 'title'>; locale: Locale; className?: string }) {
  const href = venuePath(locale, venue);
  if (!href) return <span data-venue-name="">{venue.title}</span>;
  return (
    <a href={href} className={className} data-venue-link>
      {venue.title}
    </a>
  );
}

import { venueCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute, feedNotFound } from '@/features/calendar/feed-routes';
import { isLocale } from '@/i18n/locales';
import { getItemBySlug } from '@/queries/content';
import { isPublishedSlug } from '@/queries/slug-index';

/**
 * A venue's events as a calendar feed (`/venue/{slug}/ics`, `/fr/lieu/{slug}/ics`), to subscribe
 * to (`webcal:`) or download. The slug is checked against the cached slug index first (no content
 * request for an invented one); the venue and the programme come from the same cached answers as
 * its page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!isLocale(locale) || !(await isPublishedSlug('venue', locale, slug))) return feedNotFound();
  const venue = await getItemBySlug('venue', locale, slug).catch(() => null);
  if (!venue) return feedNotFound();
  return calendarRoute(request, locale, (events, language) => ({ ics: venueCalendar(events, language, venue), filename: `${venue.slug}.ics` }));
}

import { eventCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute, feedNotFound } from '@/features/calendar/feed-routes';
import { isLocale } from '@/i18n/locales';
import { isPublishedSlug } from '@/queries/slug-index';

/**
 * "Add to calendar": the event as an .ics file, in the page's language, with the same UID,
 * SEQUENCE and times as in every feed (features/calendar/). A slug is checked against the cached
 * slug index first (no content request for an invented slug); the event's length needs the
 * whole programme (the next event in its venue), read from the same cached answer as the pages.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!isLocale(locale) || !(await isPublishedSlug('event', locale, slug))) return feedNotFound();
  return calendarRoute(request, locale, (events, language) => {
    const ics = eventCalendar(events, language, slug);
    return ics ? { ics, filename: `${slug}.ics`, attachment: true } : null;
  });
}

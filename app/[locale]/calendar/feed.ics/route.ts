import { programmeCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute } from '@/features/calendar/feed-routes';

/**
 * The whole programme as a calendar feed: `/calendar/feed.ics` (French
 * `/fr/calendrier/feed.ics`), to download or subscribe to (`webcal:`). Generated on each request
 * from the cached programme (refreshed by the webhook), 304 when unchanged.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return calendarRoute(request, locale, (events, language) => ({ ics: programmeCalendar(events, language), filename: 'programme.ics' }));
}

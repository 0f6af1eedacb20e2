import { lastModifiedOf } from '@/features/calendar/event-calendars';
import { changesAtom } from '@/features/feeds/atom';
import { atomRoute } from '@/features/feeds/atom-routes';
import { getAllEvents } from '@/queries/events';

/**
 * The programme's changes as an Atom feed: `/calendar/changes.xml` (French
 * `/fr/calendrier/changes.xml`): events with a new date, cancelled, postponed or sold out.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return atomRoute(request, locale, getAllEvents, (events, language) => ({ body: changesAtom(events, language), lastModified: lastModifiedOf(events) }));
}

import { myScheduleCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute, feedNotFound } from '@/features/calendar/feed-routes';
import { feedRefusal } from '@/lib/conditional-response';
import { decodeScheduleIds, maxScheduleIds } from './schedule-ids';

/**
 * The `.ics` of the picked events (ids from the URL, validated and bounded), written by the
 * site's one iCalendar writer (features/calendar/); ids of events that no longer exist are
 * skipped, so a subscription outlives a removed event.
 */
export async function scheduleFeedResponse(request: Request, locale: string, idsSegment: string): Promise<Response> {
  const match = /^(.*)\.ics$/.exec(idsSegment);
  if (!match) return feedNotFound();
  const decoded = decodeScheduleIds(match[1]!);
  if (!decoded.ok) {
    const reason = decoded.reason === 'too-many' ? `at most ${maxScheduleIds} events` : 'a dot-separated list of event ids';
    return feedRefusal(400, `Bad request: a schedule feed takes ${reason}`);
  }
  return calendarRoute(request, locale, (events, language) => ({ ics: myScheduleCalendar(events, language, decoded.ids), filename: 'my-schedule.ics' }));
}

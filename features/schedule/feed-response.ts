import { myScheduleCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute, feedNotFound } from '@/features/calendar/feed-routes';
import { getDictionary } from '@/i18n/dictionaries';
import { feedCacheControl, feedRefusal } from '@/lib/conditional-response';
import { decodeScheduleIds, encodeScheduleIds, maxScheduleIds } from './schedule-ids';

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
  // One URL per set of picks (the README's strict form: sorted, each once, no leading zero); any
  // other spelling of the same set is sent there, so a CDN keeps one copy of each feed.
  const canonical = encodeScheduleIds(decoded.ids);
  if (canonical !== match[1]) {
    return new Response(`Permanent redirect to ${canonical}.ics\n`, {
      status: 308,
      // Relative to the feed's own folder: the same language and section.
      headers: { location: `${canonical}.ics`, 'content-type': 'text/plain; charset=utf-8', 'cache-control': feedCacheControl },
    });
  }
  return calendarRoute(request, locale, (events, language) => ({ ics: myScheduleCalendar(events, language, decoded.ids), filename: getDictionary(language).schedule.mySchedule.feedFileName }));
}

import { festivalName } from '@/i18n/festival';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { itemPath } from '@/i18n/content-types';
import { isLocale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { getAllEvents } from '@/queries/events';
import { buildScheduleFeed, type FeedEntry } from './feed';
import { decodeScheduleIds, maxScheduleIds } from './schedule-ids';
import { scheduleEvents, scheduleIdOf } from './scheduled-event';

/** A CDN may keep a feed 5 minutes, like the pages; calendar apps poll far less often. */
const feedCacheControl = 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400';

function refuse(status: 400 | 404, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' },
  });
}

/**
 * The `.ics` of the picked events (ids from the URL, validated and bounded); ids of events that
 * no longer exist are skipped, so a subscription outlives a removed event.
 */
export async function scheduleFeedResponse(locale: string, idsSegment: string): Promise<Response> {
  if (!isLocale(locale)) return refuse(404, 'Not found');
  const match = /^(.*)\.ics$/.exec(idsSegment);
  if (!match) return refuse(404, 'Not found: a schedule feed ends in .ics');
  const decoded = decodeScheduleIds(match[1]!);
  if (!decoded.ok) {
    const reason = decoded.reason === 'too-many' ? `at most ${maxScheduleIds} events` : 'a dot-separated list of event ids';
    return refuse(400, `Bad request: a schedule feed takes ${reason}`);
  }
  const wanted = new Set(decoded.ids);
  const entries: FeedEntry[] = scheduleEvents(await getAllEvents(locale)).flatMap((scheduled) => {
    const scheduleId = scheduleIdOf(scheduled.event, locale);
    if (scheduleId === null || !wanted.has(scheduleId)) return [];
    return [{ scheduled, scheduleId, url: `${siteConfig.baseUrl}${itemPath('event', locale, scheduled.event)}` }];
  });
  const t = getDictionary(locale);
  const ics = buildScheduleFeed(entries, {
    language: locale,
    calendarName: formatMessage(t.schedule.mySchedule.feedName, { festival: festivalName[locale] }),
    stateLabel: (state) => (state === 'cancelled' || state === 'postponed' ? t.event.ticketButton[state] : null),
  });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${t.schedule.mySchedule.feedFileName}"`,
      'cache-control': feedCacheControl,
    },
  });
}

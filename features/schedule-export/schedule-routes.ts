import { feedNotFound } from '@/features/calendar/feed-routes';
import { lastModifiedOf } from '@/features/calendar/event-calendars';
import { isLocale } from '@/i18n/locales';
import { localePrefix } from '@/i18n/routes';
import { feedRefusal, feedResponse } from '@/lib/conditional-response';
import { siteConfig } from '@/lib/site-config';
import { getAllEvents } from '@/queries/events';
import type { Event } from '@/queries/types';
import { scheduleJson } from './schedule-json';
import { buildSchedule } from './schedule-model';
import { scheduleXml } from './schedule-xml';

const formats = {
  xml: { write: scheduleXml, contentType: 'application/vnd.c3voc.schedule+xml; charset=utf-8' },
  json: { write: scheduleJson, contentType: 'application/json; charset=utf-8' },
} as const;

/**
 * `/schedule.xml`, `/schedule.json` (French `/fr/schedule.…`): the programme for schedule apps,
 * from the same cached programme as the pages (refreshed by the webhook), 304 when unchanged.
 */
export async function scheduleFileResponse(request: Request, locale: string, format: keyof typeof formats): Promise<Response> {
  if (!isLocale(locale)) return feedNotFound();
  let events: Event[];
  try {
    events = await getAllEvents(locale);
  } catch (error) {
    console.error(`schedule.${format}: the programme could not be read: ${(error as Error).message}`);
    return feedRefusal(503, 'The programme is unavailable right now; try again in a minute');
  }
  const { write, contentType } = formats[format];
  const fileUrl = `${siteConfig.baseUrl}${localePrefix(locale)}/schedule.${format}`;
  return feedResponse(request, { body: write(buildSchedule(events, locale, fileUrl)), contentType, lastModified: lastModifiedOf(events) });
}

import { isLocale, type Locale } from '@/i18n/locales';
import { feedRefusal, feedResponse } from '@/lib/conditional-response';
import { getAllEvents } from '@/queries/events';
import type { Event } from '@/queries/types';
import { lastModifiedOf } from './event-calendars';

/**
 * What every calendar route shares: the language, the programme from the tagged data cache (the
 * webhook's `events:{locale}` mark refreshes it, and the pages it refreshes read the same entry),
 * the conditional answer, and the failures: an unknown feed is the language's 404 page (the
 * request gate replaces an HTML 404 with it), a content server that fails with nothing kept is a
 * 503 with one line, never a 500 (with a kept answer, Next's data cache serves it meanwhile).
 */

export const calendarContentType = 'text/calendar; charset=utf-8';

/** The gate answers an HTML 404 with the page of the URL's language. */
export function feedNotFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' } });
}

export async function calendarRoute(
  request: Request,
  locale: string,
  write: (events: Event[], locale: Locale) => { ics: string; filename: string; attachment?: boolean } | null,
): Promise<Response> {
  if (!isLocale(locale)) return feedNotFound();
  let events: Event[];
  try {
    events = await getAllEvents(locale);
  } catch (error) {
    console.error(`calendar feed: the programme could not be read: ${(error as Error).message}`);
    return feedRefusal(503, 'The programme is unavailable right now; try again in a minute');
  }
  const written = write(events, locale);
  if (!written) return feedNotFound();
  return feedResponse(request, {
    body: written.ics,
    contentType: calendarContentType,
    lastModified: lastModifiedOf(events),
    contentDisposition: `${written.attachment ? 'attachment' : 'inline'}; filename="${written.filename}"`,
  });
}

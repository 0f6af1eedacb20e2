import { feedNotFound } from '@/features/calendar/feed-routes';
import { isLocale, type Locale } from '@/i18n/locales';
import { feedRefusal, feedResponse } from '@/lib/conditional-response';
import { atomContentType } from './atom';

/**
 * An Atom feed's answer: the language's 404 for a segment that is no language, a 503 with one
 * line when the content cannot be read and nothing is kept (never a 500), else the feed with
 * ETag/Last-Modified and 304 when unchanged.
 */
export async function atomRoute<T>(
  request: Request,
  locale: string,
  read: (locale: Locale) => Promise<T>,
  write: (content: T, locale: Locale) => { body: string; lastModified: string | null },
): Promise<Response> {
  if (!isLocale(locale)) return feedNotFound();
  let content: T;
  try {
    content = await read(locale);
  } catch (error) {
    console.error(`atom feed: the content could not be read: ${(error as Error).message}`);
    return feedRefusal(503, 'This feed is unavailable right now; try again in a minute');
  }
  const { body, lastModified } = write(content, locale);
  return feedResponse(request, { body, contentType: atomContentType, lastModified });
}

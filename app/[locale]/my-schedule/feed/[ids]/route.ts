import { scheduleFeedResponse } from '@/features/schedule/feed-response';

/**
 * My schedule as a calendar feed: `/my-schedule/feed/{ids}.ics` (French
 * `/fr/mon-horaire/feed/{ids}.ics`), the download and the `webcal:` subscription. Generated from
 * the current content on each request (the content itself comes from the tagged data cache, so
 * a webhook reaches it), cacheable by the CDN for 5 minutes, 304 when unchanged.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; ids: string }> }) {
  const { locale, ids } = await params;
  return scheduleFeedResponse(request, locale, ids);
}

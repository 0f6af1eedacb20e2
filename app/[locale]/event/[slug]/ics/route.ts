import { buildIcs } from '@/features/ics';
import { itemPath } from '@/i18n/content-types';
import { isLocale } from '@/i18n/locales';
import { describe } from '@/lib/plain-text';
import { siteConfig } from '@/lib/site-config';
import { eventStartsAt, getAllEvents, getEventBySlug } from '@/queries/events';

export const revalidate = 300;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllEvents(params.locale)).map((event) => ({ slug: event.slug }));
}

/** "Add to calendar": the event as an .ics file, in the page's language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const event = isLocale(locale) ? await getEventBySlug(locale, slug) : null;
  const startsAt = event ? eventStartsAt(event) : null;
  if (!event || !startsAt || !isLocale(locale)) {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const ics = buildIcs({
    uid: `${event.id}@${new URL(siteConfig.baseUrl).host}`,
    title: event.title,
    startsAt,
    location: event.venue?.title,
    description: describe(event.content, ''),
    url: `${siteConfig.baseUrl}${itemPath('event', locale, event)}`,
    language: locale,
  });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
    },
  });
}

import { buildIcs } from '@/features/ics';
import { itemPath } from '@/i18n/content-types';
import { isLocale } from '@/i18n/locales';
import { describe } from '@/lib/plain-text';
import { siteConfig } from '@/lib/site-config';
import { eventStartsAt, getAllEvents, getEventBySlug } from '@/queries/events';
import { isPublishedSlug } from '@/queries/slug-index';

export const revalidate = 300;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllEvents(params.locale)).map((event) => ({ slug: event.slug }));
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * "Add to calendar": the event as an .ics file, in the page's language. Like the event page, an
 * event published after the build is answered on first request, and a slug is checked against
 * the cached slug index first (no content request, no cache entry for an invented slug).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!isLocale(locale) || !(await isPublishedSlug('event', locale, slug))) return notFound();
  const event = await getEventBySlug(locale, slug);
  const startsAt = event ? eventStartsAt(event) : null;
  if (!event || !startsAt) return notFound();
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

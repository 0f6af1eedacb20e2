import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventDetail } from '@/components/event/event-detail';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { eventPath } from '@/i18n/links';
import { isLocale, type Locale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { eventJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { describe, pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { eventStartsAt, getAllEvents, getEventBySlug } from '@/queries/events';

export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllEvents(params.locale)).map((event) => ({ slug: event.slug }));
}

async function load(params: Params) {
  const locale: Locale = await localeParam(params);
  const { slug } = await params;
  const event = await getEventBySlug(locale, slug);
  if (!event) notFound();
  return { locale, event };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, event } = await load(params);
  return pageMetadata({
    locale,
    path: eventPath(locale, event.slug),
    alternatePath: event.translationSlug ? eventPath(otherLocale(locale), event.translationSlug) : null,
    title: event.title,
    description: describe(event.content, event.title),
    image: event.image,
  });
}

export default async function EventPage({ params }: { params: Params }) {
  const { locale, event } = await load(params);
  const url = `${siteConfig.baseUrl}${eventPath(locale, event.slug)}`;
  const jsonLd = eventJsonLd(event, { url, startsAt: eventStartsAt(event), description: describe(event.content, event.title) });
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'item', type: 'event', translationSlug: event.translationSlug })}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <EventDetail event={event} locale={locale} />
    </PageShell>
  );
}

import type { Metadata } from 'next';
import { EventList } from '@/components/event-list';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { siteConfig } from '@/lib/site-config';
import { getDictionary } from '@/i18n/dictionaries';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { pageMetadata } from '@/lib/metadata';
import { homePath, sectionPath } from '@/i18n/routes';
import { getUpcomingEvents } from '@/queries/events';

// Time-based safety net; webhooks refresh within seconds (queries/client.ts).
export const revalidate = 300;

const upcomingEventCount = 12;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeParam(params);
  return pageMetadata({ locale, path: homePath(locale), alternatePath: homePath(otherLocale(locale)) });
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  const t = getDictionary(locale);
  const events = await getUpcomingEvents(locale, upcomingEventCount);

  return (
    <PageShell locale={locale} languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'home' })}>
      <h1 className="sr-only">{siteConfig.festivalName[locale]}</h1>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-3xl font-bold">
          {t.home.upcomingEvents}
        </h2>
        {events.length > 0 ? (
          <EventList events={events} locale={locale} preloadFirst />
        ) : (
          <p className="mt-4">{t.home.noUpcomingEvents}</p>
        )}
        <p className="mt-8">
          <a className="font-semibold text-accent-dark underline" href={sectionPath(locale, 'calendar')}>
            {t.home.seeCalendar}
          </a>
        </p>
      </section>
    </PageShell>
  );
}

import { notFound } from 'next/navigation';
import { EventList } from '@/components/event-list';
import { getDictionary } from '@/i18n/dictionaries';
import { isLocale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { getUpcomingEvents } from '@/queries/events';

// Time-based safety net; webhooks refresh within seconds (queries/client.ts).
export const revalidate = 300;

const upcomingEventCount = 12;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = getDictionary(locale);
  const events = await getUpcomingEvents(locale, upcomingEventCount);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="sr-only">{t.home.upcomingEvents}</h1>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-3xl font-bold">
          {t.home.upcomingEvents}
        </h2>
        {events.length > 0 ? (
          <EventList events={events} locale={locale} />
        ) : (
          <p className="mt-4">{t.home.noUpcomingEvents}</p>
        )}
        <p className="mt-8">
          <a className="font-semibold text-accent-dark underline" href={sectionPath(locale, 'calendar')}>
            {t.home.seeCalendar}
          </a>
        </p>
      </section>
    </main>
  );
}

import { EventList } from '@/components/event-list';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import { sectionPath } from '@/i18n/routes';
import { getUpcomingEvents } from '@/queries/events';
import { listPageRoute } from '@/routes/list-page-route';

// Time-based safety net; webhooks refresh within seconds (queries/client.ts).
export const revalidate = 300;

const upcomingEventCount = 12;

const route = listPageRoute({
  section: 'home',
  render: async ({ locale }) => {
    const t = getDictionary(locale);
    const events = await getUpcomingEvents(locale, upcomingEventCount);
    return (
      <>
        <h1 className="sr-only">{festivalName[locale]}</h1>
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
      </>
    );
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

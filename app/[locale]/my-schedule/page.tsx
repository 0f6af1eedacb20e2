import { SaveForOffline } from '@/components/offline/save-for-offline';
import { MySchedule } from '@/components/schedule/my-schedule';
import { myScheduleLabels } from '@/components/schedule/my-schedule-labels';
import { buildProgramme } from '@/features/schedule/programme';
import { getDictionary } from '@/i18n/dictionaries';
import { sectionPath } from '@/i18n/routes';
import { getAllEvents } from '@/queries/events';
import { listPageRoute } from '@/routes/list-page-route';

/**
 * My schedule: a static page (the same HTML for everyone, so it can be cached and work offline)
 * carrying the current programme; the visitor's picks are read and compared in the browser.
 */
export const revalidate = 300;

const route = listPageRoute({
  section: 'mySchedule',
  title: (locale) => getDictionary(locale).schedule.mySchedule.title,
  render: async ({ locale, path }) => {
    const t = getDictionary(locale);
    const programme = buildProgramme(await getAllEvents(locale), locale);
    return (
      <div className="flex flex-col gap-6">
        <h1 className="page-title">{t.schedule.mySchedule.title}</h1>
        <p className="max-w-3xl">{t.schedule.mySchedule.intro}</p>
        <noscript>
          <p className="font-semibold">{t.schedule.mySchedule.needsScript}</p>
        </noscript>
        {/* Room for the picks, which only the browser knows: the footer starts below the first
            screen instead of being pushed down when they appear (layout shift). */}
        <div className="min-h-[70vh]">
          <MySchedule
            programme={programme}
            locale={locale}
            pagePath={path}
            feedPath={`${path}/feed`}
            labels={myScheduleLabels(t)}
            links={{ calendar: sectionPath(locale, 'calendar'), timetable: sectionPath(locale, 'festivalSchedule') }}
          />
        </div>
        <SaveForOffline locale={locale} strings={t.offline} idPrefix="my-schedule-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
      </div>
    );
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { PageDetail } from '@/components/page/page-detail';
import { TimetableView } from '@/components/schedule/timetable-view';
import { getAllEvents } from '@/queries/events';
import { topLevelPageRoute } from '@/routes/top-level-page-route';

export const revalidate = 300;

/** The festival schedule page: its text from the CMS, then the timetable built from the events. */
const route = topLevelPageRoute('festivalSchedule', async (page, { locale, path }) => (
  <div className="flex flex-col gap-10">
    <PageDetail page={page} />
    <TimetableView events={await getAllEvents(locale)} locale={locale} pagePath={path} />
  </div>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;

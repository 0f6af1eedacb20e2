import { HeroImage } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { TimetableView } from '@/components/schedule/timetable-view';
import { getAllEvents } from '@/queries/events';
import { topLevelPageRoute } from '@/routes/top-level-page-route';

export const revalidate = 300;

/**
 * The festival schedule page: its title, then the timetable built from the events (what a visitor
 * comes for, first under the title), then the page's image and text from the CMS.
 */
const route = topLevelPageRoute('festivalSchedule', async (page, { locale, path }) => (
  <div className="flex flex-col gap-10">
    <h1 className="page-title">{page.title}</h1>
    <TimetableView events={await getAllEvents(locale)} locale={locale} pagePath={path} />
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {page.image && <HeroImage image={page.image} sizes="(min-width: 768px) 768px, 100vw" />}
      <RichText html={page.content} />
    </article>
  </div>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;

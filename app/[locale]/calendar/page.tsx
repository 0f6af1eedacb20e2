import { CalendarView } from '@/components/event/calendar-view';
import { getDictionary } from '@/i18n/dictionaries';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';
import { listPageRoute } from '@/routes/list-page-route';

export const revalidate = 300;

const route = listPageRoute({
  section: 'calendar',
  title: (locale) => getDictionary(locale).calendar.title,
  render: async ({ locale }) => {
    const [events, shell] = await Promise.all([getAllEvents(locale), getSiteShell(locale)]);
    const title = getDictionary(locale).calendar.title;
    return <CalendarView allEvents={events} categories={shell.categories} activeCategory={null} locale={locale} title={title} />;
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

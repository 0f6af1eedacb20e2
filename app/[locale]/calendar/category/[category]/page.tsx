import { CalendarView } from '@/components/event/calendar-view';
import { getAllEvents } from '@/queries/events';
import { filteredListPageRoute } from '@/routes/filtered-list-route';

/**
 * The calendar filtered by a category. Public URL: /calendar?category={slug} (French
 * /fr/calendrier?categorie={slug}); the rewrites (i18n/rewrites.mjs) send it here so the filtered
 * list is pre-rendered HTML. An unknown category is a 404: chips only link to existing ones.
 */
export const revalidate = 300;

const route = filteredListPageRoute('calendar', async ({ route: { locale }, category, title, categories }) => {
  const events = await getAllEvents(locale);
  return <CalendarView allEvents={events} categories={categories} activeCategory={category.slug} locale={locale} title={title} />;
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

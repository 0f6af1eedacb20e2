import { calendarPageRoute } from '@/routes/day-list-route';

/**
 * One festival day of the calendar filtered by a category. Public URL:
 * /calendar/2027-09-23?category={slug} (French /fr/calendrier/2027-09-23?categorie={slug}),
 * rewritten here (i18n/rewrites.mjs) so that it is pre-rendered HTML.
 */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'category', withDay: true });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

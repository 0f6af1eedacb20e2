import { calendarPageRoute } from '@/routes/day-list-route';

/**
 * The calendar filtered by a category. Public URL: /calendar?category={slug} (French
 * /fr/calendrier?categorie={slug}); the rewrites (i18n/rewrites.mjs) send it here so the filtered
 * list is pre-rendered HTML. An unknown category is a 404: chips only link to existing ones.
 */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'category', withDay: false });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

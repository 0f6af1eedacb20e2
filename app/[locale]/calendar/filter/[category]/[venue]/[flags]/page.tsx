import { calendarPageRoute } from '@/routes/day-list-route';

/**
 * The calendar with filters that combine: /calendar?category=music&venue=club-lumen&free=1&available=1
 * (French ?categorie=…&lieu=…&gratuit=1&disponible=1), rewritten here whatever the parameters'
 * order (i18n/list-filters.mjs); `~` stands for a filter that is not set.
 */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'combined', withDay: false });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

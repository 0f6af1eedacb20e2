import { dayListPageRoute } from '@/routes/day-list-route';

/** One festival day of the calendar: /calendar/2027-09-23, /fr/calendrier/2027-09-23. */
export const revalidate = 300;

const route = dayListPageRoute({ withCategory: false });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { calendarPageRoute } from '@/routes/day-list-route';

/** One festival day of the calendar, whole: /calendar/2027-09-23, /fr/calendrier/2027-09-23. */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'none', withDay: true });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

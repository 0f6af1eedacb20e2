import { calendarPageRoute } from '@/routes/day-list-route';

/** One festival day of the calendar with filters that combine: /calendar/2027-09-23?venue=club-lumen&free=1. */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'combined', withDay: true });

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

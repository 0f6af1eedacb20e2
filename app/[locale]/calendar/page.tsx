import { calendarPageRoute } from '@/routes/day-list-route';

/** The calendar: every festival day, each day's section capped (see CalendarView). */
export const revalidate = 300;

const route = calendarPageRoute({ shape: 'none', withDay: false });

export const generateMetadata = route.generateMetadata;
export default route.Page;

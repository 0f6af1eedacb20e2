import { VenueListView } from '@/components/venue/venue-list-view';
import { eventsAtVenue, nextEventAtVenue } from '@/features/venues/venue-programme';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalNow, getAllEvents } from '@/queries/events';
import { getAllItems } from '@/queries/content';
import { listPageRoute } from '@/routes/list-page-route';

/** Each venue's next event is as of the render: the page is refreshed at least every 5 minutes. */
export const revalidate = 300;

const route = listPageRoute({
  section: 'venues',
  title: (locale) => getDictionary(locale).venues.title,
  render: async ({ locale }) => {
    const [venues, events] = await Promise.all([getAllItems('venue', locale), getAllEvents(locale)]);
    const now = festivalNow();
    const entries = venues.map((venue) => ({
      venue,
      count: eventsAtVenue(venue.id, events).filter((event) => event.newDate ?? event.showAt).length,
      next: nextEventAtVenue(venue.id, events, now),
    }));
    return <VenueListView entries={entries} locale={locale} />;
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

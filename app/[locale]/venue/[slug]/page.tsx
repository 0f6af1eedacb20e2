import { VenueDetail } from '@/components/venue/venue-detail';
import { venueProgramme } from '@/features/venues/venue-programme';
import { describe } from '@/lib/plain-text';
import { getAllEvents } from '@/queries/events';
import { getItemBySlug } from '@/queries/content';
import { itemPageRoute } from '@/routes/item-page-route';
import { VenueJsonLd } from '@/routes/json-ld';

export const revalidate = 300;

const route = itemPageRoute({
  type: 'venue',
  getBySlug: (locale, slug) => getItemBySlug('venue', locale, slug),
  head: (venue) => ({ title: venue.title, description: describe(venue.content, venue.title), image: venue.image }),
  // The programme is read from the events list (cached and tagged like the calendar's), so an
  // event's webhook refreshes this page too.
  render: async (venue, { locale, path }) => {
    const events = await getAllEvents(locale);
    return (
      <>
        <VenueJsonLd venue={venue} path={path} />
        <VenueDetail venue={venue} programme={venueProgramme(venue.id, events)} locale={locale} />
      </>
    );
  },
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

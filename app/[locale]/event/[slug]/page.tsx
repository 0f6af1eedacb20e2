import { EventDetail } from '@/components/event/event-detail';
import { describe } from '@/lib/plain-text';
import { getEventBySlug } from '@/queries/events';
import { itemPageRoute } from '@/routes/item-page-route';
import { EventJsonLd } from '@/routes/json-ld';

export const revalidate = 300;

const route = itemPageRoute({
  type: 'event',
  getBySlug: getEventBySlug,
  head: (event) => ({ title: event.title, description: describe(event.content, event.title), image: event.image }),
  render: (event, { locale, path }) => (
    <>
      <EventJsonLd event={event} path={path} locale={locale} />
      <EventDetail event={event} locale={locale} />
    </>
  ),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { PageDetail } from '@/components/page/page-detail';
import { describe } from '@/lib/plain-text';
import { getPageBySlug } from '@/queries/pages';
import { itemPageRoute } from '@/routes/item-page-route';

/** A generic page at /page/{slug}; a top-level page reached here names its own route as canonical. */
export const revalidate = 300;

const route = itemPageRoute({
  type: 'page',
  getBySlug: getPageBySlug,
  head: (page) => ({ title: page.title, description: describe(page.content, page.title), image: page.image }),
  render: (page) => <PageDetail page={page} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

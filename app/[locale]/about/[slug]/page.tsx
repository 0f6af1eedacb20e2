import { AboutView } from '@/components/about/about-view';
import { getAllPopCategories, getPopCategoryBySlug } from '@/queries/pop-categories';
import { aboutHead } from '@/routes/about-head';
import { itemPageRoute } from '@/routes/item-page-route';

/** An about sub-page: any festival section but the festival's own (that one is /about). */
export const revalidate = 300;

const route = itemPageRoute({
  type: 'about',
  getBySlug: getPopCategoryBySlug,
  head: aboutHead,
  render: async (category, { locale }) => <AboutView category={category} sections={await getAllPopCategories(locale)} locale={locale} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

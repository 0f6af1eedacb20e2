import { AboutView } from '@/components/about/about-view';
import { festivalCategorySlug } from '@/i18n/festival';
import { itemRoute } from '@/i18n/localized-route';
import { getAllPopCategories, getPopCategoryBySlug } from '@/queries/pop-categories';
import { aboutHead } from '@/routes/about-head';
import { fixedPageRoute } from '@/routes/fixed-page-route';

/** The about root: the festival's own section (its category slug in each language). */
export const revalidate = 300;

const route = fixedPageRoute({
  get: (locale) => getPopCategoryBySlug(locale, festivalCategorySlug[locale]),
  route: (locale, category) => itemRoute('about', locale, category),
  head: aboutHead,
  render: async (category, { locale }) => <AboutView category={category} sections={await getAllPopCategories(locale)} locale={locale} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

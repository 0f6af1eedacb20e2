import { NewsListView } from '@/components/news/news-list-view';
import { getDictionary } from '@/i18n/dictionaries';
import { getAllNews } from '@/queries/news';
import { listPageRoute } from '@/routes/list-page-route';

export const revalidate = 300;

const route = listPageRoute({
  section: 'news',
  title: (locale) => getDictionary(locale).news.title,
  render: async ({ locale }) => <NewsListView posts={await getAllNews(locale)} locale={locale} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { NewsDetail } from '@/components/news/news-detail';
import { describe } from '@/lib/plain-text';
import { getNewsBySlug } from '@/queries/news';
import { itemPageRoute } from '@/routes/item-page-route';

export const revalidate = 300;

const route = itemPageRoute({
  type: 'news',
  getBySlug: getNewsBySlug,
  head: (post) => ({ title: post.title, description: post.intro ?? describe(post.content, post.title), image: post.image }),
  render: (post, { locale }) => <NewsDetail post={post} locale={locale} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

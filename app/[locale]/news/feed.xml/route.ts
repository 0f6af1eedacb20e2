import { newsAtom } from '@/features/feeds/atom';
import { atomRoute } from '@/features/feeds/atom-routes';
import { getAllNews } from '@/queries/news';

/** The news as an Atom feed: `/news/feed.xml` (French `/fr/nouvelles/feed.xml`), newest first. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return atomRoute(request, locale, getAllNews, (posts, language) => ({
    body: newsAtom(posts, language),
    lastModified: posts.map((post) => post.date).sort().at(-1) ?? null,
  }));
}

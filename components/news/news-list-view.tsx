import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { NewsPost } from '@/queries/types';
import { NewsCard } from './news-card';
import { CardList } from '@/components/card-list';

export function NewsListView({ posts, locale }: { posts: NewsPost[]; locale: Locale }) {
  const t = getDictionary(locale).news;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="page-title">{t.title}</h1>
      {posts.length === 0 && <p>{t.empty}</p>}
      <CardList items={posts} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" card={(post) => <NewsCard post={post} locale={locale} />} />
    </div>
  );
}

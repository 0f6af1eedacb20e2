import Image from 'next/image';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { NewsPost } from '@/queries/types';

export function NewsListView({ posts, locale }: { posts: NewsPost[]; locale: Locale }) {
  const t = getDictionary(locale).news;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-4xl font-black">{t.title}</h1>
      {posts.length === 0 && <p>{t.empty}</p>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="flex h-full flex-col overflow-hidden rounded border border-line bg-white">
              <Image
                src={post.image?.url ?? '/placeholder.svg'}
                alt={post.image?.alt ?? ''}
                width={258}
                height={142}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[258/142] w-full object-cover"
              />
              <div className="flex flex-col gap-2 p-4">
                {post.date && (
                  <p className="text-sm font-semibold">
                    <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                    {post.newsTypes.length > 0 && <span className="text-muted"> · {post.newsTypes.join(', ')}</span>}
                  </p>
                )}
                <h2 className="text-lg font-bold leading-snug">
                  <a href={itemPath('news', locale, post)} className="hover:underline">
                    {post.title}
                  </a>
                </h2>
                {post.intro && <p className="text-sm">{post.intro}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

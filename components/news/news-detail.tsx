import { DetailHero } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { NewsPost } from '@/queries/types';

export function NewsDetail({ post, locale }: { post: NewsPost; locale: Locale }) {
  const t = getDictionary(locale).news;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <DetailHero
        title={post.title}
        above={post.newsTypes.length > 0 && <p className="eyebrow text-pop">{post.newsTypes.join(' · ')}</p>}
        image={post.image}
        sizes="(min-width: 768px) 768px, 100vw"
      >
        <p className="text-muted">
          {post.date && <time dateTime={post.date}>{formatDate(post.date, locale)}</time>}
          {post.author && <> · {formatMessage(t.byAuthor, { author: post.author.name })}</>}
        </p>
        {post.intro && <p className="text-xl leading-relaxed">{post.intro}</p>}
      </DetailHero>
      <RichText html={post.content} />
      {post.related.length > 0 && (
        <section aria-labelledby="related-news-heading" className="border-t-2 border-ink pt-6">
          <h2 id="related-news-heading" className="font-display text-3xl uppercase">
            {t.related}
          </h2>
          <ul className="mt-3 list-disc pl-5">
            {post.related.map((related) => (
              <li key={related.id}>
                <a href={itemPath('news', locale, related)} className="link">
                  {related.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

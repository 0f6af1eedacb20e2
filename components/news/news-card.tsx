import Image from '@/components/static-image';
import { itemPath } from '@/i18n/content-types';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { NewsPost } from '@/queries/types';
import { CardTitle } from '@/components/card-title';

/** A news post as a list shows it: image, date and news types, title, intro. */
export function NewsCard({ post, locale, heading = 'h2' }: { post: NewsPost; locale: Locale; heading?: 'h2' | 'h3' }) {
  return (
    <article className="card">
      <Image
        src={post.image?.url ?? '/placeholder.svg'}
        alt={post.image?.alt ?? ''}
        width={258}
        height={142}
        sizes="(min-width: 72rem) 360px, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
        className="card-image"
      />
      <div className="card-body">
        {post.date && (
          <p className="meta">
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            {post.newsTypes.length > 0 && <span className="text-muted"> · {post.newsTypes.join(', ')}</span>}
          </p>
        )}
        <CardTitle heading={heading} href={itemPath('news', locale, post)}>
          {post.title}
        </CardTitle>
        {post.intro && <p>{post.intro}</p>}
      </div>
    </article>
  );
}

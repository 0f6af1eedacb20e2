import Image from 'next/image';
import { RichText } from '@/components/rich-text';
import type { Page } from '@/queries/types';

export function PageDetail({ page }: { page: Page }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="page-title">{page.title}</h1>
      {page.image && (
        <Image
          src={page.image.url}
          alt={page.image.alt}
          width={page.image.width ?? 1600}
          height={page.image.height ?? 900}
          sizes="(min-width: 768px) 768px, 100vw"
          className="h-auto w-full rounded-card border-2 border-ink"
          preload
          fetchPriority="high"
        />
      )}
      <RichText html={page.content} />
    </article>
  );
}

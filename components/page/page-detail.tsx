import { DetailHero } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import type { Page } from '@/queries/types';

export function PageDetail({ page }: { page: Page }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <DetailHero title={page.title} image={page.image} sizes="(min-width: 768px) 768px, 100vw" />
      <RichText html={page.content} />
    </article>
  );
}

import Image from '@/components/static-image';
import type { ReactNode } from 'react';
import type { Image as ContentImage } from '@/queries/types';

/**
 * The top of every item's page (event, artist, news post, page, festival section): an optional
 * line above the title (a flag, the news type), the title, what the type adds below it, then the
 * lead image. The image is the page's likely largest contentful paint, so it is preloaded.
 */
export function DetailHero({
  title,
  above,
  children,
  image,
  sizes,
}: {
  title: string;
  above?: ReactNode;
  children?: ReactNode;
  image: ContentImage | null;
  /** The image's width in the layout, for the browser to pick from the srcset. */
  sizes: string;
}) {
  return (
    <>
      <header className="flex flex-col gap-3">
        {above}
        <h1 className="page-title">{title}</h1>
        {children}
      </header>
      {image && <HeroImage image={image} sizes={sizes} />}
    </>
  );
}

/** The lead image of an item's page: its likely largest contentful paint, so it is preloaded. */
export function HeroImage({ image, sizes, className = '' }: { image: ContentImage; sizes: string; className?: string }) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width ?? 1600}
      height={image.height ?? 900}
      sizes={sizes}
      className={`h-auto w-full rounded-card border-2 border-ink ${className}`}
      preload
      fetchPriority="high"
    />
  );
}

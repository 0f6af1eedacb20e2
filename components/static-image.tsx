'use client';

import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import { imageSources } from '@/lib/image-sources';

/**
 * A responsive image of the CDN, written as next/image writes it (srcset through
 * lib/image-loader.ts, sizes, lazy unless preloaded, width and height against layout shift),
 * without next/image's client runtime: that is ~7 KB gz on every page for features the site does
 * not use (blur placeholders, load callbacks). A client component all the same, so a page's RSC
 * payload carries these few props, not every srcset a second time.
 * `preload`: the page's likely largest paint, fetched early with high priority (`<link
 * rel=preload as=image imagesrcset>`), on the screens `preloadMedia` names (all without it).
 */
export default function StaticImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  preload = false,
  preloadMedia,
  fetchPriority,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  preload?: boolean;
  preloadMedia?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  const sources = imageSources(src, width, sizes);
  if (preload) {
    preloadResource(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
      fetchPriority: 'high',
      media: preloadMedia,
    });
  }
  const style: CSSProperties = { color: 'transparent' };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its runtime
    <img
      alt={alt}
      loading={preload ? undefined : 'lazy'}
      width={width}
      height={height}
      decoding="async"
      className={className}
      style={style}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      src={sources.src}
      fetchPriority={fetchPriority}
    />
  );
}

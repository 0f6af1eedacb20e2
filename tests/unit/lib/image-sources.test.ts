import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/image-loader';
import { imageSources } from '@/lib/image-sources';
import { deviceSizes, imageSizes } from '@/lib/image-widths.mjs';

/** What next/image itself writes with the site's loader and widths (next.config.mjs `images`). */
function nextImage(src: string, width: number, sizes?: string) {
  const allSizes = [...deviceSizes, ...imageSizes].sort((a, b) => a - b);
  const { props } = getImgProps(
    { src, alt: '', width, height: 100, sizes, loader: imageLoader },
    { defaultLoader: imageLoader, imgConf: { ...imageConfigDefault, deviceSizes, imageSizes, allSizes, loader: 'custom', output: undefined } },
  );
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

const poster = 'http://cms.test/wp-content/uploads/2027/08/poster.jpg';

describe('imageSources', () => {
  it('writes the srcset next/image writes, with sizes (vw shares) and without (1x, 2x)', () => {
    for (const sizes of ['(min-width: 72rem) 360px, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 7rem', '(min-width: 1024px) 25vw, 100vw', '360px']) {
      expect(imageSources(poster, 258, sizes)).toEqual(nextImage(poster, 258, sizes));
    }
    expect(imageSources(poster, 55)).toEqual({ ...nextImage(poster, 55), sizes: undefined });
    expect(imageSources(poster, 55).srcSet).toBe(`${imageLoader({ src: poster, width: 55 })} 1x, ${imageLoader({ src: poster, width: 110 })} 2x`);
  });

  it('serves a file of the site as it is', () => {
    expect(imageSources('/placeholder.svg', 258, '100vw')).toEqual({ src: '/placeholder.svg' });
  });
});

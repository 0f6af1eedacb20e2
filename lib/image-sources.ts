import imageLoader from './image-loader';
import { deviceSizes, imageSizes } from './image-widths.mjs';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const allSizes = [...deviceSizes, ...imageSizes].sort((a, b) => a - b);
const smallestDevice = Math.min(...deviceSizes);

/**
 * The `src`, `srcset` and `sizes` next/image writes for an image of the CDN (same widths, same
 * rules): with `sizes`, every configured width from the smallest the narrowest `vw` share can
 * use; without, the width and twice the width (1x, 2x). A file of the site itself (`/…`: the
 * placeholder) is served as it is.
 */
export function imageSources(src: string, width: number, sizes?: string, quality?: number): ImageSources {
  if (!/^https?:\/\//.test(src)) return { src };
  let widths: number[];
  let kind: 'w' | 'x';
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const smallestShare = shares.length ? Math.min(...shares) / 100 : 0;
    widths = allSizes.filter((size) => size >= smallestDevice * smallestShare);
    kind = 'w';
  } else {
    widths = [...new Set([width, width * 2].map((w) => allSizes.find((size) => size >= w) ?? allSizes[allSizes.length - 1]!))];
    kind = 'x';
  }
  const srcSet = widths.map((w, i) => `${imageLoader({ src, width: w, quality })} ${kind === 'w' ? w : i + 1}${kind}`).join(', ');
  return { src: imageLoader({ src, width: widths[widths.length - 1]!, quality }), srcSet, sizes };
}

/**
 * imgix-style loader for next/image: the image CDN resizes from query parameters.
 * URLs arrive already rewritten to the CDN host by the adapter (lib/media-url.ts).
 */
export default function imgixLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  if (!/^https?:\/\//.test(src)) return src; // local files under public/ are served as they are
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'max');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  return url.href;
}

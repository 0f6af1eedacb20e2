/**
 * imgix-style image parameters (`w`, `h`, `q`, `fit`, `auto=format`), the subset the site's
 * imgix-style image loader sends. Invalid values are ignored, as imgix ignores them.
 */
export type ImageFit = 'clip' | 'max' | 'crop';
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageParams {
  width: number | null;
  height: number | null;
  quality: number;
  fit: ImageFit;
  autoFormat: boolean;
}

/** imgix's default quality. */
const DEFAULT_QUALITY = 75;
const MAX_DIMENSION = 8192;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  const number = Math.round(Number(value));
  return number >= 1 ? Math.min(number, max) : null;
}

export function parseImageParams(search: URLSearchParams): ImageParams {
  const fit = search.get('fit');
  return {
    width: positiveInt(search.get('w'), MAX_DIMENSION),
    height: positiveInt(search.get('h'), MAX_DIMENSION),
    quality: positiveInt(search.get('q'), 100) ?? DEFAULT_QUALITY,
    fit: fit === 'crop' || fit === 'max' ? fit : 'clip',
    autoFormat: (search.get('auto') ?? '').split(',').includes('format'),
  };
}

/** Whether the original bytes can be sent untouched. */
export function isIdentity(params: ImageParams, search: URLSearchParams): boolean {
  return params.width === null && params.height === null && !params.autoFormat && !search.has('q');
}

/** `auto=format`: the best format the browser accepts (AVIF, then WebP), else the original's. */
export function negotiateFormat(original: OutputFormat, params: ImageParams, accept: string): OutputFormat {
  if (!params.autoFormat || original === 'gif') return original;
  if (/image\/avif/i.test(accept)) return 'avif';
  if (/image\/webp/i.test(accept)) return 'webp';
  return original;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

const EXTENSION_FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

export function formatOfFile(file: string): OutputFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_FORMATS[extension] ?? null;
}

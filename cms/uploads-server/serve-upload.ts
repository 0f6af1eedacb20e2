/**
 * `GET /wp-content/uploads/{file}`: the media files of `cms/uploads/`, optionally resized and
 * transcoded with imgix-style parameters. Results are cached in memory (bounded LRU) and served
 * with a long immutable `Cache-Control` and an `ETag`. Anything outside the uploads folder, or
 * missing, is a 404.
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ByteLruCache } from './byte-lru-cache';
import {
  CONTENT_TYPES,
  formatOfFile,
  isIdentity,
  negotiateFormat,
  parseImageParams,
  type ImageParams,
  type OutputFormat,
} from './image-params';
import { transformImage } from './transform-image';

export const UPLOADS_URL_PREFIX = '/wp-content/uploads/';
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

export interface UploadsHandlerOptions {
  /** Folder the files are served from (`cms/uploads/`). */
  root: string;
  cacheBytes?: number;
}

interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
  byteLength: number;
}

export type UploadsHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/**
 * The file a URL path names, only if it lies inside the uploads root once symlinks are resolved:
 * `..`, absolute paths, backslashes and NUL bytes never reach the file system.
 */
async function resolveUploadFile(root: string, urlPath: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(UPLOADS_URL_PREFIX.length));
  } catch {
    return null;
  }
  const segments = relative.split('/');
  if (relative.includes('\0') || relative.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    return null;
  }
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, ...segments));
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stats = await stat(real);
    return stats.isFile() ? { path: real, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

function renderKey(file: { path: string; size: number; mtimeMs: number }, params: ImageParams | null, format: OutputFormat) {
  const variant = params ? `${params.width}x${params.height}|q${params.quality}|${params.fit}|${format}` : 'original';
  return `${file.path}|${file.size}|${file.mtimeMs}|${variant}`;
}

function toRendered(body: Buffer, format: OutputFormat): RenderedImage {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, contentType: CONTENT_TYPES[format], etag, byteLength: body.byteLength };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

export function createUploadsHandler(options: UploadsHandlerOptions): UploadsHandler {
  const cache = new ByteLruCache<RenderedImage>(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  // Concurrent requests for the same variant share one sharp run.
  const inFlight = new Map<string, Promise<RenderedImage>>();

  async function render(key: string, produce: () => Promise<RenderedImage>): Promise<RenderedImage> {
    const cached = cache.get(key) ?? (await inFlight.get(key));
    if (cached) return cached;
    const pending = produce().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    const image = await pending;
    cache.set(key, image);
    return image;
  }

  return async (req, res, url) => {
    const file = await resolveUploadFile(options.root, url.pathname);
    const originalFormat = file ? formatOfFile(file.path) : null;
    if (!file || !originalFormat) return notFound(res);

    const params = parseImageParams(url.searchParams);
    const identity = isIdentity(params, url.searchParams);
    const format = identity ? originalFormat : negotiateFormat(originalFormat, params, req.headers.accept ?? '');
    const image = await render(renderKey(file, identity ? null : params, format), async () =>
      toRendered(identity ? await readFile(file.path) : await transformImage(file.path, params, format), format),
    );

    const headers: Record<string, string | number> = {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      // Like imgix: readable from any origin, so the site's service worker can keep the images
      // (a no-CORS copy would be opaque, which browsers count as megabytes of quota).
      'Access-Control-Allow-Origin': '*',
    };
    if (params.autoFormat) headers.Vary = 'Accept';
    if (req.headers['if-none-match'] === image.etag) {
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(200, { ...headers, 'Content-Length': image.byteLength });
    res.end(req.method === 'HEAD' ? undefined : image.body);
  };
}

import { localeRedirects, localeRewrites } from './i18n/rewrites.mjs';
import { securityHeaders } from './security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Images are resized by an imgix-style CDN (the embedded content server plays it locally),
    // not by the Next.js server: see lib/image-loader.ts.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    // No 2048/3840: no image is wider than the 72rem container, so 1920 covers 2× screens, and
    // every width listed is written into each responsive image's srcset on every page.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [50, 55, 110, 142, 258, 384, 516],
  },
  // Pre-rendered HTML is cached by the CDN (s-maxage) and revalidated by tags, not by ETag. Next
  // hashes the whole body of every response to make one: with ~150 KB pages that was a third of
  // the server's CPU in the benchmark, for a 304 only a browser revalidating directly against
  // the origin could use.
  generateEtags: false,
  async redirects() {
    return localeRedirects();
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // A Draft Mode visit (the cookie set by /api/preview): never indexed. Next.js itself
      // answers such requests with `private, no-cache, no-store`.
      {
        source: '/:path*',
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: [{ key: 'X-Robots-Tag', value: 'noindex' }],
      },
    ];
  },
};

export default nextConfig;

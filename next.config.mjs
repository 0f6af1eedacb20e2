import { fileURLToPath } from 'node:url';
import { localeRedirects, localeRewrites } from './i18n/rewrites.mjs';
import { defaultLocale, locales, sections } from './i18n/route-table.mjs';
import { pageExpireSeconds } from './lib/cache-handler/lifetimes.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * Several instances (README "Deployment"): REDIS_URL shares the ISR and fetch caches through
 * Redis; without it Next's own file-system cache serves one machine, as before. With
 * `next start` the switch is read at start; a standalone build (NEXT_OUTPUT=standalone) fixes
 * its configuration at build time, so build it with REDIS_URL set (any value) to get the handler.
 */
const sharedCache = Boolean(process.env.REDIS_URL);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Instances started from one build agree anyway (the id is in the build output); a fixed id
  // (e.g. the git sha) also makes two builds of one commit interchangeable.
  generateBuildId: () => process.env.BUILD_ID?.trim() || null,
  // Skew protection: assets and RSC requests carry this id; every instance of a deployment must share it.
  deploymentId: process.env.DEPLOYMENT_ID?.trim() || undefined,
  // Pre-rendered pages are sent with `s-maxage=300, stale-while-revalidate=<this − 300>`.
  expireTime: pageExpireSeconds,
  ...(sharedCache
    ? { cacheHandler: fileURLToPath(new URL('./lib/cache-handler/index.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
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
      // Also sent by the request gate (server/) on what Next.js does not route: redirects, refusals.
      // (`X-Robots-Tag: noindex` for a preview is the gate's too: only it can tell a real Draft
      // Mode cookie from a forged one, which must not mark a publicly cached page.)
      { source: '/:path*', headers: securityHeaders() },
      // Next sends these two `max-age=0`; like the pages, a CDN may keep them 5 minutes (the
      // sitemap is purged with the pages after each webhook).
      { source: '/:file(sitemap.xml|robots.txt)', headers: [{ key: 'Cache-Control', value: 'public, s-maxage=300, stale-while-revalidate=86400' }] },
      // The results page without JavaScript, cacheable like the search route it shares its answers
      // with (Next.js sends dynamic pages `no-store`; a preview stays `private`: Next.js sets it).
      ...locales.map((locale) => ({
        source: `${locale === defaultLocale ? '' : `/${locale}`}/${sections.search[locale]}`,
        headers: [{ key: 'Cache-Control', value: 'public, s-maxage=60, stale-while-revalidate=300' }],
      })),
    ];
  },
};

export default nextConfig;

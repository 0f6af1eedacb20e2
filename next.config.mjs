import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { localeRedirects, localeRewrites } from './i18n/rewrites.mjs';
import { defaultLocale, locales, sections } from './i18n/route-table.mjs';
import { pageExpireSeconds } from './lib/cache-handler/lifetimes.mjs';
import { deviceSizes, imageSizes } from './lib/image-widths.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * Several instances (README "Deployment"): REDIS_URL shares the ISR and fetch caches through
 * Redis; without it Next's own file-system cache serves one machine. Either way through a
 * handler of ours that adds one rule: a 404 never creates a cache entry (invented slugs cannot
 * fill the cache; lib/cache-handler/not-found-entries.mjs). With `next start` the switch is read
 * at start; a standalone build (NEXT_OUTPUT=standalone) fixes its configuration at build time,
 * so build it with REDIS_URL set (any value) to get the Redis handler.
 */
const sharedCache = Boolean(process.env.REDIS_URL);
const cacheHandlerFile = sharedCache ? './lib/cache-handler/index.mjs' : './lib/cache-handler/file-system.mjs';

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
  // Written into the compiled code once per build: the head script's address changes with each
  // build, the same in every part of it (components/shell/head-script.ts).
  env: { HEAD_SCRIPT_VERSION: process.env.BUILD_ID?.trim() || randomBytes(8).toString('hex') },
  // Pre-rendered pages are sent with `s-maxage=300, stale-while-revalidate=<this − 300>`.
  expireTime: pageExpireSeconds,
  cacheHandler: fileURLToPath(new URL(cacheHandlerFile, import.meta.url)),
  // With Redis, no second in-memory cache in front of it (the handler keeps its own fallback).
  ...(sharedCache ? { cacheMaxMemorySize: 0 } : {}),
  images: {
    // Images are resized by an imgix-style CDN (the embedded content server plays it locally),
    // not by the Next.js server: see lib/image-loader.ts.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    // The widths asked of the CDN: lib/image-widths.mjs.
    deviceSizes,
    imageSizes,
  },
  // Pre-rendered HTML is cached by the CDN (s-maxage) and revalidated by tags, not by ETag. Next
  // hashes the whole body of every response to make one: with ~150 KB pages that was a third of
  // the server's CPU in the benchmark, for a 304 only a browser revalidating directly against
  // the origin could use.
  generateEtags: false,
  compiler: {
    // The offline site's build step: app icons and the service worker (scripts/offline-assets.mjs).
    // Imported here, not at the top, so that `next start` never loads the build tools.
    runAfterProductionCompile: async (metadata) => (await import('./scripts/offline-assets.mjs')).buildOfflineAssets(metadata),
  },
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

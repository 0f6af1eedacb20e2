// Security headers for every response. Pages are statically generated, so the CSP cannot use
// per-request nonces: inline scripts (Next's bootstrap, Consent Mode defaults) are allowed with
// 'unsafe-inline', and every other origin is listed. Origins come from the same environment
// variables the site uses, so a deployment's CDN and tag-manager hosts are allowed automatically.

import { embedOrigins } from './features/listen/embed-hosts.mjs';

function origin(value, fallback) {
  try {
    return new URL(value ?? fallback).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

/**
 * The offline site (service-worker/): the worker script and the web app manifests are this
 * site's own files, and the worker fetches the image CDN's images itself (with CORS) to keep
 * them, which its `connect-src` must allow (the worker runs under the CSP sent with /sw.js).
 */
/** @param {string} imageCdn @returns {Record<string, string[]>} added to the directives of the same name */
function offlineDirectives(imageCdn) {
  return {
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'connect-src': [imageCdn],
  };
}

export function contentSecurityPolicy(env = process.env) {
  const isDev = env.NODE_ENV === 'development';
  const imageCdn = origin(env.IMAGE_CDN_ORIGIN, 'http://127.0.0.1:4000');
  // The tag manager and what it loads are allowed only when a container id is configured (the
  // same rule as features/consent/tag-manager.ts): without one, no page loads it.
  const hasTagManager = Boolean((env.GTM_ID || env.NEXT_PUBLIC_GTM_ID || '').trim());
  const tagManager = hasTagManager ? [origin(env.GTM_SCRIPT_ORIGIN, 'https://www.googletagmanager.com')] : [];
  const analytics = hasTagManager ? ['https://*.google-analytics.com'] : [];
  const mailingLists = (env.MAILING_LIST_ORIGINS ?? 'https://*.list-manage.com').split(/\s+/).filter(Boolean);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...tagManager, ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', imageCdn, ...tagManager, ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tagManager, ...analytics, ...(hasTagManager ? ['https://*.analytics.google.com'] : []), ...(isDev ? ['ws:'] : [])],
    // The players a visitor opens (features/listen/): these origins exactly, and nothing else.
    'frame-src': [...Object.values(embedOrigins), ...tagManager],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...mailingLists],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, values] of Object.entries(offlineDirectives(imageCdn))) directives[name] = [...(directives[name] ?? []), ...values];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(env = process.env) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

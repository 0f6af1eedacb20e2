import { inlineJson } from './consent-mode';

export interface TagManagerConfig {
  /** The container id, e.g. `GTM-ABC1234`. */
  containerId: string;
  /** Where `gtm.js` is served from: Google, a server-side container, or a test stand-in. */
  scriptOrigin: string;
}

export const defaultTagManagerOrigin = 'https://www.googletagmanager.com';

const containerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerEnv {
  GTM_ID?: string;
  NEXT_PUBLIC_GTM_ID?: string;
  GTM_SCRIPT_ORIGIN?: string;
}

/**
 * The tag manager is on only when a container id is configured (`GTM_ID`, or
 * `NEXT_PUBLIC_GTM_ID`). A malformed value throws so that a typo fails the build instead of
 * silently switching analytics off.
 */
export function readTagManagerConfig(env: TagManagerEnv): TagManagerConfig | null {
  const containerId = (env.GTM_ID || env.NEXT_PUBLIC_GTM_ID || '').trim();
  if (!containerId) return null;
  if (!containerIdPattern.test(containerId)) {
    throw new Error(`GTM_ID must look like GTM-XXXXXXX, got ${JSON.stringify(containerId)}`);
  }
  const origin = (env.GTM_SCRIPT_ORIGIN || '').trim() || defaultTagManagerOrigin;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`GTM_SCRIPT_ORIGIN must be an absolute http(s) URL, got ${JSON.stringify(origin)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`GTM_SCRIPT_ORIGIN must be an absolute http(s) URL, got ${JSON.stringify(origin)}`);
  }
  return { containerId, scriptOrigin: url.origin };
}

export function tagManagerScriptUrl(config: TagManagerConfig): string {
  return `${config.scriptOrigin}/gtm.js?id=${encodeURIComponent(config.containerId)}`;
}

/**
 * Google's loader snippet, inline so that it runs right after the Consent Mode defaults. (A
 * `<script async src>` element would be hoisted by React above the defaults.) The `<noscript>`
 * iframe Google also suggests is left out on purpose: it would load the container with no
 * consent defaults at all.
 */
export function tagManagerScript(config: TagManagerConfig): string {
  return [
    '(function(w,d){w.dataLayer=w.dataLayer||[];',
    'w.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});',
    'var j=d.createElement("script");j.async=true;',
    `j.src=${inlineJson(tagManagerScriptUrl(config))};`,
    'd.head.appendChild(j);})(window,document);',
  ].join('');
}

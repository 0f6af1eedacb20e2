import { test as base, expect, type Page } from '@playwright/test';

/**
 * `tagManager` is set by tests/e2e/tag-manager.config.ts, whose site is built with a container
 * id and the loopback stand-in; the default suite's site has no container id and leaves it null.
 */
export interface TagManagerOptions {
  tagManager: { containerId: string; scriptOrigin: string } | null;
}

/** Hosts a test page may talk to: the site, the content server and the GTM stand-in. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const test = base.extend<TagManagerOptions & { outsideRequests: string[] }>({
  tagManager: [null, { option: true }],
  // Requests to other hosts are blocked and recorded (tests assert on them where it matters).
  outsideRequests: [
    async ({ context }, use) => {
      const outside: string[] = [];
      await context.route(
        (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !loopbackHosts.has(url.hostname),
        (route) => {
          outside.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(outside);
    },
    { auto: true },
  ],
});

export { expect };

/** `window.dataLayer`, with gtag's `arguments` objects as `{ gtag: [...] }`. */
export async function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

export const deniedDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

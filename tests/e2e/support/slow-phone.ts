import type { BrowserContext, Page } from '@playwright/test';

/**
 * The festival phone the issues measure on: Chromium at 390×844, CPU slowed 4×, 150 ms round
 * trips, 1.6 Mbps down (750 Kbps up). Browser tests of "works on the first tap" run on it and tap
 * the moment a control is visible, never after waiting for hydration.
 */
export const slowPhone = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** A context options object for `browser.newContext` with the slow phone's screen and touch. */
export const slowPhoneContextOptions = {
  viewport: slowPhone.viewport,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Slows `page` down to the slow phone through the DevTools protocol (before its first request,
 * so call it before `page.goto`). Chromium only.
 */
export async function throttleToSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBytesPerSecond,
    uploadThroughput: slowPhone.uploadBytesPerSecond,
  });
}

/** A new slow-phone page in `context` (made with `slowPhoneContextOptions`), throttled. */
export async function newSlowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await throttleToSlowPhone(page);
  return page;
}

/** JavaScript shipped (the script responses a fresh browser loads for a page, from its network log) and the page's HTML size. */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { chromiumArgs, systemChromium } from './browser';
import type { JsPageResult } from './types';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: systemChromium, args: chromiumArgs });
}

export async function measurePageJs(browser: Browser, origin: string, name: string, path: string): Promise<JsPageResult> {
  // A new context per page: an empty cache, as a first visit.
  const context = await browser.newContext();
  const scripts: Response[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response || response.status() !== 200) throw new Error(`${name}: ${path} answered ${response?.status() ?? 'nothing'}`);
    let bytes = 0;
    let gzipBytes = 0;
    for (const script of scripts) {
      const sizes = await script.request().sizes();
      bytes += sizes.responseBodySize;
      const body = await script.body().catch(() => null);
      if (body) gzipBytes += gzipSync(body).length;
    }
    const html = await response.body();
    return { name, path, bytes, gzipBytes, scripts: scripts.length, htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length };
  } finally {
    await context.close();
  }
}

import type { Page } from '@playwright/test';

/**
 * Adds up the page's layout shifts (CLS without user input), from its first paint: call before
 * the page loads, read with `layoutShiftTotal`.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

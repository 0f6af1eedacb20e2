import type { Page } from '@playwright/test';
import { untilPageSettled } from './settled';

type ShiftWindow = { __layoutShift: number; __layoutShiftObserver: PerformanceObserver };

/**
 * Adds up the page's layout shifts (CLS without user input), from its first paint: call before
 * the page loads, read with `layoutShiftTotal` or `layoutShiftOnceSettled`.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__layoutShift = 0;
    w.__layoutShiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    });
    w.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Adds up the layout shifts from now on, in the page as it is: not those before, such as the
 * pages a client-side navigation came from. Read with `layoutShiftTotal`.
 */
export async function observeLayoutShiftsFromNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    (w as Partial<ShiftWindow>).__layoutShiftObserver?.disconnect();
    w.__layoutShift = 0;
    w.__layoutShiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    });
    w.__layoutShiftObserver.observe({ type: 'layout-shift' });
  });
}

/** The shifts so far, those the observer has not been handed yet included. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    for (const entry of w.__layoutShiftObserver.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }
    return w.__layoutShift;
  });
}

/** The shifts once everything that can still move the page has happened (`untilPageSettled`). */
export async function layoutShiftOnceSettled(page: Page): Promise<number> {
  await untilPageSettled(page);
  return layoutShiftTotal(page);
}

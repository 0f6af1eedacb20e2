import type { Page } from '@playwright/test';

/** What the page recorded of the visitor's first tap, click or key press and its effect. */
export interface TapTiming {
  /** The input's own time stamp (ms on the page's clock): when the finger or key went down. */
  inputAt: number;
  /** The first animation frame, after the input, in which the effect held (ms on the same clock). */
  effectAt: number | null;
  /** How long the input waited for the page's main thread before its handlers ran (ms). */
  inputDelay: number;
  /** Whether React had taken over the control when the input came (a fiber on it or above it). */
  hydratedAtInput: boolean;
  /** Long tasks of the page (over 50 ms) between the input and its effect: [start after the input, duration], ms. */
  longTasks: Array<[number, number]>;
  /** Milliseconds from the input to the frame that shows its effect. */
  tapToEffect: number | null;
}

type Effect<A> = (arg: A) => boolean;

/**
 * Installs, before any script of the page runs, a recorder of the visitor's first tap, click or
 * Enter/Space press (trusted events only) and of the first animation frame from then on in which
 * `effect(arg)` holds. The time counts from the event's own time stamp, so time the input spent
 * waiting for a busy main thread is counted: it is what the visitor waits. `effect` runs in the
 * page, so it may only use `arg` and the page's globals.
 */
export async function recordTapToEffect<A>(page: Page, effect: Effect<A>, arg: A): Promise<void> {
  const install = (check: Effect<A>, value: A) => {
    const record: { inputAt: number | null; effectAt: number | null; inputDelay: number; hydratedAtInput: boolean } = {
      inputAt: null,
      effectAt: null,
      inputDelay: 0,
      hydratedAtInput: false,
    };
    (window as unknown as { __tapTiming: typeof record }).__tapTiming = record;
    const longTasks: PerformanceEntry[] = [];
    (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks = longTasks;
    try {
      new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      // No long task timing in this browser: the list stays empty.
    }
    const hydrated = (node: EventTarget | null) => {
      for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
        if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) return true;
      }
      return false;
    };
    const onInput = (event: Event) => {
      if (!event.isTrusted || record.inputAt !== null) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      record.inputAt = event.timeStamp;
      record.inputDelay = Math.round(performance.now() - event.timeStamp);
      record.hydratedAtInput = hydrated(event.target);
      const watch = () => {
        if (check(value)) record.effectAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    };
    window.addEventListener('pointerdown', onInput, true);
    window.addEventListener('keydown', onInput, true);
  };
  await page.addInitScript({ content: `(${install.toString()})(${effect.toString()}, ${JSON.stringify(arg)});` });
}

/** Waits for the recorded effect and returns the timing (the effect must come within `timeout`). */
export async function tapTiming(page: Page, timeout = 10_000): Promise<TapTiming> {
  const handle = await page.waitForFunction(
    () => {
      const record = (window as unknown as { __tapTiming?: { inputAt: number | null; effectAt: number | null } }).__tapTiming;
      return record && record.inputAt !== null && record.effectAt !== null ? record : null;
    },
    undefined,
    { timeout },
  );
  const record = (await handle.jsonValue()) as Omit<TapTiming, 'tapToEffect' | 'longTasks'>;
  const longTasks = await page.evaluate(
    ({ from, to }) =>
      (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
        .filter((task) => task.startTime + task.duration > from && task.startTime < to)
        .map((task): [number, number] => [Math.round(task.startTime - from), Math.round(task.duration)]),
    { from: record.inputAt, to: record.effectAt ?? Infinity },
  );
  return { ...record, longTasks, tapToEffect: record.effectAt === null ? null : Math.round(record.effectAt - record.inputAt) };
}

/** Records the next input afresh: `act` performs it; returns its timing once its effect shows. */
export async function nextTapTiming(page: Page, act: () => Promise<void>, timeout = 10_000): Promise<TapTiming> {
  await page.evaluate(() => {
    const record = (window as unknown as { __tapTiming: { inputAt: number | null; effectAt: number | null } }).__tapTiming;
    record.inputAt = null;
    record.effectAt = null;
  });
  await act();
  return tapTiming(page, timeout);
}

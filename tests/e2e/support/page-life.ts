import { type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * When a page's scripts are done, and when what a visitor sees happened, both on the page's own
 * clock (`performance.now()`), so that a test can say "the star's message showed within 100 ms
 * of the scripts being done".
 *
 * "Scripts done": React has taken the page over, the moment its hydration commits (the bench's
 * observed mode reads the same moment: bench/page-probe.ts). Read through the hook React offers
 * developer tools, installed before the page's first byte: React calls it at each commit, and
 * the hydration's is the first whose root is no longer dehydrated. Not the hook React calls after
 * a commit's effects: a tap replayed in those effects is rendered before it, so a replay would
 * seem to take no time at all.
 * "Seen": the first moment an element matching a selector is in the page (a player's frame), and
 * every message the page's status region shows, recorded by a MutationObserver from the start.
 */
interface PageLife {
  scriptsDoneAt: number | null;
  seen: Record<string, number>;
  messages: { at: number; text: string }[];
}

export async function recordPageLife(context: BrowserContext, selectors: Record<string, string> = {}): Promise<void> {
  await context.addInitScript((watched: Record<string, string>) => {
    const life: PageLife = { scriptsDoneAt: null, seen: {}, messages: [] };
    (window as unknown as { __pageLife: PageLife }).__pageLife = life;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current?: { memoizedState?: { isDehydrated?: boolean } } }) => {
        if (root?.current?.memoizedState?.isDehydrated === false) life.scriptsDoneAt ??= performance.now();
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
    const look = () => {
      const now = performance.now();
      for (const [key, selector] of Object.entries(watched)) if (!(key in life.seen) && document.querySelector(selector)) life.seen[key] = now;
      const message = document.querySelector('[data-star-announcer]')?.textContent?.trim() ?? '';
      if (message && message !== life.messages.at(-1)?.text) life.messages.push({ at: now, text: message });
      else if (!message && life.messages.at(-1)?.text) life.messages.push({ at: now, text: '' });
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, selectors);
}

async function life(page: Page): Promise<PageLife> {
  return page.evaluate(() => (window as unknown as { __pageLife: PageLife }).__pageLife);
}

export async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** When React had taken the page over (waits for it). */
export async function scriptsDoneAt(page: Page): Promise<number> {
  await expect.poll(async () => (await life(page)).scriptsDoneAt, { timeout: 30_000 }).not.toBeNull();
  return (await life(page)).scriptsDoneAt!;
}

/** When an element matching the selector recorded under `key` was first in the page (waits for it). */
export async function seenAt(page: Page, key: string): Promise<number> {
  await expect.poll(async () => (await life(page)).seen[key] ?? null, { timeout: 30_000 }).not.toBeNull();
  return (await life(page)).seen[key]!;
}

/** Every non-empty message of the page's status region so far, with when it showed. */
export async function statusMessages(page: Page): Promise<{ at: number; text: string }[]> {
  return (await life(page)).messages.filter((message) => message.text !== '');
}

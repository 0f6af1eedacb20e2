import type { Page } from '@playwright/test';

/**
 * Waits until everything the page has started can no longer change it, instead of a guessed
 * delay: the load event, the web fonts, every image on screen or loading eagerly (loaded or
 * failed: an injected `<img onerror>` has fired by then), then two animation frames, so the last
 * layout has been painted and its events (layout shifts, CSP violations) dispatched. Wait for a
 * control that only exists once the islands are hydrated first, when the page has any.
 */
export async function untilPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image loads only once it is rendered near the screen: the ones not shown are not
    // waited for (nor those in a closed <details>, whose content is laid out but not rendered).
    const onScreen = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return img.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight;
    };
    const pending = [...document.images].filter((img) => !img.complete && (img.loading !== 'lazy' || onScreen(img)));
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

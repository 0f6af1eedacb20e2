// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { headerScrollScript } from '@/components/shell/header-scroll-script';

/** Runs the inline script in a window whose CSS does (or does not) know scroll-state queries. */
function run(scrollStateQueries: boolean) {
  vi.stubGlobal('CSS', { supports: (property: string, value: string) => scrollStateQueries && property === 'container-type' && value === 'scroll-state' });
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.documentElement.removeAttribute('data-scrolled');
  (0, eval)(headerScrollScript());
  return {
    scrollTo(next: number) {
      y = next;
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      expect(frames.length).toBeLessThanOrEqual(1);
      frames.splice(0).forEach((frame) => frame(0));
    },
    state: () => document.documentElement.getAttribute('data-scrolled'),
  };
}

describe('the header-scroll script', () => {
  // First: a script that ran leaves its listener on the window for the tests after it.
  it('does nothing where CSS reads the scroll direction itself', () => {
    const page = run(true);
    page.scrollTo(800);
    page.scrollTo(100);
    expect(page.state()).toBeNull();
    vi.unstubAllGlobals();
  });
  it('marks <html> with the direction of the last scroll, once a frame', () => {
    const page = run(false);
    expect(page.state()).toBeNull();
    page.scrollTo(800);
    expect(page.state()).toBe('down');
    page.scrollTo(780);
    expect(page.state()).toBe('up');
    page.scrollTo(780);
    expect(page.state()).toBe('up');
    page.scrollTo(2000);
    expect(page.state()).toBe('down');
    vi.unstubAllGlobals();
  });

});

// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { CurrentYear } from '@/components/shell/current-year';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('shows the browser year on a page pre-rendered the year before, without a hydration error', async () => {
  // Built on New Year's Eve 2030…
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-12-31T12:00:00'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<p>© <CurrentYear fallback={new Date().getFullYear()} /> POP</p>);
  document.body.append(container);
  expect(container.textContent).toBe('© 2030 POP');

  // …visited in 2031.
  vi.setSystemTime(new Date('2031-01-02T12:00:00'));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <p>© <CurrentYear fallback={2030} /> POP</p>, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(container.textContent).toBe('© 2031 POP');
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  container.remove();
});

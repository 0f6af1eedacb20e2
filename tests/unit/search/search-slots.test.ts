import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSlots } from '@/features/search/search-slots';

afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('search slots: what the content server can bear', () => {
  it('runs at most `concurrency` calls at once, queues a few, refuses the rest at once', async () => {
    const slots = new SearchSlots({ concurrency: 2, queue: 2, waitMs: 10_000 });
    const calls = Array.from({ length: 5 }, deferred);
    let started = 0;
    const results = calls.map((call) => slots.run(() => (started++, call.promise)));
    expect(await results[4]).toEqual({ busy: true });
    expect(started).toBe(2);
    expect([slots.inFlight, slots.queued]).toEqual([2, 2]);
    calls[0]!.resolve('a');
    expect(await results[0]).toEqual({ busy: false, value: 'a' });
    await vi.waitFor(() => expect(started).toBe(3));
    for (const call of calls) call.resolve('x');
    expect((await Promise.all(results.slice(1, 4))).every((result) => !result.busy)).toBe(true);
    expect([slots.inFlight, slots.queued]).toEqual([0, 0]);
  });

  it('gives up on a queued call after `waitMs`', async () => {
    vi.useFakeTimers();
    const slots = new SearchSlots({ concurrency: 1, queue: 5, waitMs: 2000 });
    const first = deferred();
    void slots.run(() => first.promise);
    const waiting = slots.run(async () => 'late');
    vi.advanceTimersByTime(2001);
    expect(await waiting).toEqual({ busy: true });
    expect(slots.queued).toBe(0);
    first.resolve('done');
  });

  it('keeps its count right when a call fails', async () => {
    const slots = new SearchSlots({ concurrency: 1, queue: 1, waitMs: 1000 });
    await expect(slots.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await slots.run(async () => 'ok')).toEqual({ busy: false, value: 'ok' });
    expect(slots.inFlight).toBe(0);
  });
});

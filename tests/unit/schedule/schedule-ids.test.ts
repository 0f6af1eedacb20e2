import { describe, expect, it } from 'vitest';
import { decodeScheduleIds, encodeScheduleIds, maxScheduleIds } from '@/features/schedule/schedule-ids';

describe('the id codec of share links and feeds', () => {
  it('round-trips, sorted and without duplicates', () => {
    const text = encodeScheduleIds([1234, 7, 1234, 2 ** 31 - 1]);
    expect(text).toBe('7.ya.zik0zj');
    expect(decodeScheduleIds(text)).toEqual({ ok: true, ids: [7, 1234, 2 ** 31 - 1] });
  });

  it('refuses anything but dot-separated base-36 post ids', () => {
    for (const bad of ['7..8', '7.', 'A', '-1', '7,8', '0', '1.<script>', '12345678', 'zzzzzzz']) {
      expect(decodeScheduleIds(bad), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(decodeScheduleIds('')).toEqual({ ok: false, reason: 'empty' });
  });

  it(`accepts at most ${maxScheduleIds} ids and refuses a huge string before splitting it`, () => {
    const ids = Array.from({ length: maxScheduleIds }, (_, i) => i + 1);
    expect(decodeScheduleIds(encodeScheduleIds(ids))).toMatchObject({ ok: true });
    expect(decodeScheduleIds(encodeScheduleIds([...ids, maxScheduleIds + 1]))).toEqual({ ok: false, reason: 'too-many' });
    expect(decodeScheduleIds('1.'.repeat(100_000))).toEqual({ ok: false, reason: 'too-many' });
  });
});

import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, round } from '@/bench/stats';

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank, whatever the input order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });

  it('is null for no values and clamps p', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([3], 150)).toBe(3);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides by the baseline, null when there is nothing to compare', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 3)).toBeNull();
    expect(ratio(3, undefined)).toBeNull();
  });

  it('rounds to digits', () => {
    expect(round(1.23456, 2)).toBe(1.23);
    expect(round(1.5)).toBe(2);
  });
});

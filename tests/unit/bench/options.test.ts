import { describe, expect, it } from 'vitest';
import { parseOptions, planFor } from '@/bench/options';

describe('parseOptions', () => {
  it('runs every stage in full mode by default', () => {
    expect(parseOptions([])).toEqual({ quick: false, keep: false, stages: ['build', 'js', 'lighthouse', 'serve', 'search', 'fresh'] });
  });

  it('reads --quick, --keep and --only (in the stages\' own order)', () => {
    expect(parseOptions(['--quick', '--only=search,js', '--keep'])).toEqual({ quick: true, keep: true, stages: ['js', 'search'] });
  });

  it('refuses unknown stages and options', () => {
    expect(() => parseOptions(['--only=build,speed'])).toThrow(/--only/);
    expect(() => parseOptions(['--only='])).toThrow(/--only/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option/);
  });
});

describe('planFor', () => {
  it('ends the full build series with the seed, which the other stages serve', () => {
    expect(planFor(false).buildScales).toEqual([2500, 500, 0]);
    expect(planFor(true).buildScales).toEqual([0]);
  });

  it('keeps the quick Lighthouse run to one mobile run of two pages', () => {
    expect(planFor(true).lighthouse).toEqual({ pages: 4, formFactors: ['mobile'], runs: 1 });
    expect(planFor(false).lighthouse.runs).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { parseOptions, planFor } from '@/bench/options';

describe('parseOptions', () => {
  it('runs every stage in full mode by default', () => {
    expect(parseOptions([])).toEqual({ quick: false, keep: false, lighthouseRuns: null, compareOrigin: null, locale: 'en', stages: ['build', 'js', 'lighthouse', 'serve', 'search', 'fresh'] });
  });

  it('reads --quick, --keep and --only (in the stages\' own order)', () => {
    expect(parseOptions(['--quick', '--only=search,js', '--keep'])).toEqual({ quick: true, keep: true, lighthouseRuns: null, compareOrigin: null, locale: 'en', stages: ['js', 'search'] });
  });

  it('reads --runs=N, a whole number of Lighthouse runs from 1 to 15', () => {
    expect(parseOptions(['--quick', '--runs=3']).lighthouseRuns).toBe(3);
    expect(parseOptions(['--compare=http://localhost:3956']).compareOrigin).toBe('http://localhost:3956');
    expect(() => parseOptions(['--compare=localhost:3956'])).toThrow(/--compare/);
    expect(() => parseOptions(['--compare=http://localhost:3956/calendar'])).toThrow(/--compare/);
    for (const bad of ['--runs=0', '--runs=2.5', '--runs=x', '--runs=', '--runs=16']) expect(() => parseOptions([bad]), bad).toThrow(/--runs/);
  });

  it('reads --locale=en|fr, the language of the budget pages Lighthouse measures', () => {
    expect(parseOptions(['--quick', '--locale=fr']).locale).toBe('fr');
    expect(parseOptions(['--locale=en']).locale).toBe('en');
    for (const bad of ['--locale=de', '--locale=', '--locale=FR']) expect(() => parseOptions([bad]), bad).toThrow(/--locale/);
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

  it('keeps the quick Lighthouse run to one mobile run of the eight budget pages', () => {
    expect(planFor(true).lighthouse).toEqual({ pages: 8, formFactors: ['mobile'], runs: 1 });
    expect(planFor(false).lighthouse.runs).toBe(3);
  });
});

describe('portFromEnv', () => {
  it('moves a bench port with its variable, keeps the default without it, refuses a non-port', async () => {
    const { portFromEnv } = await import('@/bench/servers');
    expect(portFromEnv('BENCH_SITE_PORT', 3900, {})).toBe(3900);
    expect(portFromEnv('BENCH_SITE_PORT', 3900, { BENCH_SITE_PORT: '3960' })).toBe(3960);
    expect(() => portFromEnv('BENCH_SITE_PORT', 3900, { BENCH_SITE_PORT: 'x' })).toThrow(/BENCH_SITE_PORT/);
    expect(() => portFromEnv('BENCH_SITE_PORT', 3900, { BENCH_SITE_PORT: '70000' })).toThrow(/BENCH_SITE_PORT/);
  });
});

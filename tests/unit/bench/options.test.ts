import { describe, expect, it } from 'vitest';
import { parseOptions, planFor } from '@/bench/options';

describe('parseOptions', () => {
  const taps = { siteOrigin: null, tapLoads: 20, tapControls: ['menu', 'submenu', 'banner', 'star', 'play', 'share'] };

  it('runs every stage but the observed ones in full mode by default', () => {
    expect(parseOptions([])).toEqual({ quick: false, keep: false, runs: null, compareOrigin: null, locale: 'en', stages: ['build', 'js', 'lighthouse', 'serve', 'search', 'fresh'], ...taps });
  });

  it('reads --quick, --keep and --only (in the stages\' own order)', () => {
    expect(parseOptions(['--quick', '--only=search,js', '--keep'])).toEqual({ quick: true, keep: true, runs: null, compareOrigin: null, locale: 'en', stages: ['js', 'search'], ...taps });
  });

  it('reads --observed: the pages and the taps on the slow phone, from the seed\'s build', () => {
    expect(parseOptions(['--observed', '--compare=http://localhost:3956'])).toMatchObject({ quick: true, stages: ['observed', 'taps'], compareOrigin: 'http://localhost:3956' });
    expect(parseOptions(['--observed', '--only=js,observed']).stages).toEqual(['js', 'observed']);
    expect(parseOptions(['--only=taps', '--taps=5', '--controls=star,menu'])).toMatchObject({ stages: ['taps'], tapLoads: 5, tapControls: ['menu', 'star'] });
    for (const bad of ['--taps=0', '--taps=x', '--controls=', '--controls=stars']) expect(() => parseOptions([bad]), bad).toThrow(/--taps|--controls/);
  });

  it('reads --site=ORIGIN, a running build measured by the observed stages only', () => {
    expect(parseOptions(['--site=http://localhost:5316/', '--compare=http://localhost:5317'])).toMatchObject({ siteOrigin: 'http://localhost:5316', stages: ['observed', 'taps'] });
    expect(() => parseOptions(['--site=http://localhost:5316', '--only=js,observed'])).toThrow(/--site measures a running build: only observed, taps, not js/);
    expect(() => parseOptions(['--site=localhost:5316'])).toThrow(/--site/);
  });

  it('reads --runs=N, a whole number of Lighthouse runs and observed loads from 1 to 15', () => {
    expect(parseOptions(['--quick', '--runs=3']).runs).toBe(3);
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

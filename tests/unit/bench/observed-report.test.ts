import { describe, expect, it } from 'vitest';
import { change, observedVerdicts, renderObserved, renderTaps, summarizeObserved, summarizeTaps, tapVerdicts } from '@/bench/observed-report';
import { templatePattern } from '@/bench/taps';
import type { ObservedLoad, TapControlResult, TapLoad } from '@/bench/types';

const load = (firstPaintMs: number, lcpMs: number | null, scriptsDoneMs: number | null, lcpElement = `h1 at ${lcpMs}`): ObservedLoad => ({
  firstPaintMs,
  lcpMs,
  scriptsDoneMs,
  lastScriptMs: scriptsDoneMs === null ? null : scriptsDoneMs - 50,
  lcpElement,
});

const tap = (tapMs: number, effectMs: number | null, scriptsDoneMs: number): TapLoad => ({ visibleMs: tapMs - 20, tapMs, effectMs, scriptsDoneMs, target: 'button' });
const control = (kind: TapControlResult['kind'], loads: TapLoad[]): TapControlResult => ({ control: kind === 'native' ? 'menu button' : 'star', kind, page: '/', loads });

describe('summarizeObserved', () => {
  it('takes the median of each figure over the loads that have it, and the LCP element of the load nearest the median', () => {
    const page = summarizeObserved('home (en)', '/', [load(900, 1000, 2000), load(950, 1200, null), load(1000, 1100, 2400), load(800, null, 2200)]);
    expect(page).toMatchObject({ runs: 4, firstPaintMs: 925, lcpMs: 1100, scriptsDoneMs: 2200, lastScriptMs: 2150, lcpElement: 'h1 at 1100' });
  });

  it('gives no figure where no load had one', () => {
    expect(summarizeObserved('x', '/x', [])).toMatchObject({ runs: 0, lcpMs: null, lcpElement: null });
  });
});

describe('summarizeTaps', () => {
  it('counts the lost taps and judges a native control on tap → effect', () => {
    const summary = summarizeTaps(control('native', [tap(1000, 1040, 2000), tap(1000, 1060, 2000), tap(1000, null, 2000)]));
    expect(summary).toMatchObject({ loads: 3, lost: 1, tapToEffectMs: 50, tapToEffectWorstMs: 60, visibleToTapMs: 20, missed: ['lost'] });
    expect(summarizeTaps(control('native', [tap(1000, 1900, 2000)])).missed).toEqual(['speed']);
  });

  it('judges a replayed control from the later of the tap and the scripts being done', () => {
    const summary = summarizeTaps(control('replayed', [tap(1000, 2050, 2000), tap(3000, 3080, 2000)]));
    expect(summary).toMatchObject({ lost: 0, afterReadyMs: 65, afterReadyWorstMs: 80, tapToEffectMs: 565, missed: [] });
    expect(summarizeTaps(control('replayed', [tap(1000, 2300, 2000)])).missed).toEqual(['speed']);
  });
});

describe('verdicts', () => {
  it('misses the tap budgets when a control loses a tap or acts late', () => {
    const taps = { site: [control('native', [tap(1000, 1040, 2000)]), control('replayed', [tap(1000, null, 2000)])], errors: [] };
    const [lost, speed] = tapVerdicts(taps);
    expect(lost).toMatchObject({ status: 'missed', figure: 'menu button 0/1, star 1/1' });
    expect(speed).toMatchObject({ status: 'met' });
    expect(tapVerdicts(undefined)).toEqual([]);
  });

  it('misses the LCP budget when a page paints its largest content later than the comparison build', () => {
    const site = [summarizeObserved('home (en)', '/', [load(900, 1000, 2000)]), summarizeObserved('calendar (en)', '/calendar', [load(900, 1300, 2000)])];
    const before = [summarizeObserved('home (en)', '/', [load(900, 1100, 2000)]), summarizeObserved('calendar (en)', '/calendar', [load(900, 1200, 2000)])];
    expect(observedVerdicts({ site, before, errors: [] })).toEqual([expect.objectContaining({ status: 'missed', figure: 'later: calendar (en)' })]);
    expect(observedVerdicts({ site, errors: [] })).toEqual([]);
  });
});

describe('markdown', () => {
  it('puts the comparison build in brackets with the LCP change, and lists failed loads', () => {
    const site = [summarizeObserved('home (en)', '/', [load(900, 900, 1700)])];
    const before = [summarizeObserved('home (en)', '/', [load(960, 1000, 2070)])];
    const text = renderObserved({ site, before, errors: ['before home (en) round 2: timeout'] })!;
    expect(text).toContain('| home (en) | 1 | 900 (960) | 900 (1000) | -10.0 % | 1700 (2070) | 1650 (2020) | h1 at 900 |');
    expect(text).toContain('- before home (en) round 2: timeout');
    expect(renderObserved(undefined)).toBeNull();
  });

  it('shows each control with its lost taps and verdict, the comparison build below', () => {
    const text = renderTaps({ site: [control('native', [tap(1000, null, 2000)])], before: [control('native', [tap(1000, 1050, 2000)])], errors: [] })!;
    expect(text).toContain('| menu button (site) | native | / | 1 of 1 |');
    expect(text).toMatch(/\| menu button \(comparison\) \| native \| \/ \| 0 of 1 \| .* \| pass \|/);
  });

  it('writes a change as a signed percentage', () => {
    expect(change(1100, 1000)).toBe('+10.0 %');
    expect(change(900, 1000)).toBe('-10.0 %');
    expect(change(null, 1000)).toBe('—');
  });
});

describe('templatePattern', () => {
  it("matches the names a dictionary template gives, and only those", () => {
    const star = templatePattern('Add to My schedule: {title}');
    expect(star.test('Add to My schedule: Screen-Printing (Open) Studio')).toBe(true);
    expect(star.test('Remove from My schedule: Screen-Printing')).toBe(false);
    expect(templatePattern('Jouer {artist} sur {provider}').test('Jouer Kid Lantern sur Spotify')).toBe(true);
  });
});

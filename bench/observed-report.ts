/**
 * The observed mode's figures (bench/observed.ts, bench/taps.ts): medians per page and per
 * control, the issue's budgets judged on them, and their markdown. Lighthouse's simulated LCP,
 * when measured in the same run, sits beside them for reference and decides nothing.
 */
import { median, round } from './stats';
import type { BudgetVerdict, LighthouseSummary, ObservedLoad, ObservedPageResult, ObservedResult, TapControlResult, TapsResult } from './types';

export const observedBudgets = {
  /** Taps lost per control: none. */
  lostTaps: 0,
  /** A native control acts within this of the tap; a replayed one within this of the later of the tap and the scripts being done. */
  tapEffectMs: 100,
} as const;

const medianOf = (values: ReadonlyArray<number | null>) => median(values.filter((v): v is number => v !== null));

export function summarizeObserved(name: string, path: string, loads: readonly ObservedLoad[]): ObservedPageResult {
  const lcpMs = medianOf(loads.map((l) => l.lcpMs));
  const nearest = lcpMs === null ? undefined : loads.filter((l) => l.lcpMs !== null).reduce((a, b) => (Math.abs(b.lcpMs! - lcpMs) < Math.abs(a.lcpMs! - lcpMs) ? b : a));
  return {
    name,
    path,
    runs: loads.length,
    firstPaintMs: medianOf(loads.map((l) => l.firstPaintMs)),
    lcpMs,
    scriptsDoneMs: medianOf(loads.map((l) => l.scriptsDoneMs)),
    lastScriptMs: medianOf(loads.map((l) => l.lastScriptMs)),
    lcpElement: nearest?.lcpElement ?? null,
  };
}

export interface TapSummary {
  control: string;
  kind: TapControlResult['kind'];
  page: string;
  loads: number;
  lost: number;
  visibleMs: number | null;
  /** Visible to tapped: how soon the check managed to tap. */
  visibleToTapMs: number | null;
  tapToEffectMs: number | null;
  tapToEffectWorstMs: number | null;
  /** Effect after the later of the tap and the scripts being done (what a replayed control is judged on). */
  afterReadyMs: number | null;
  afterReadyWorstMs: number | null;
  visibleToEffectMs: number | null;
  scriptsDoneMs: number | null;
  /** The budgets missed: `lost`, `speed`. */
  missed: string[];
}

export function summarizeTaps(result: TapControlResult): TapSummary {
  const acted = result.loads.filter((l) => l.effectMs !== null);
  const tapToEffect = acted.map((l) => l.effectMs! - l.tapMs);
  const afterReady = acted.map((l) => l.effectMs! - Math.max(l.tapMs, l.scriptsDoneMs ?? l.tapMs));
  const lost = result.loads.length - acted.length;
  const judged = result.kind === 'native' ? medianOf(tapToEffect) : medianOf(afterReady);
  const missed = [...(lost > observedBudgets.lostTaps ? ['lost'] : []), ...(judged !== null && judged > observedBudgets.tapEffectMs ? ['speed'] : [])];
  return {
    control: result.control,
    kind: result.kind,
    page: result.page,
    loads: result.loads.length,
    lost,
    visibleMs: medianOf(result.loads.map((l) => l.visibleMs)),
    visibleToTapMs: medianOf(result.loads.map((l) => l.tapMs - l.visibleMs)),
    tapToEffectMs: medianOf(tapToEffect),
    tapToEffectWorstMs: tapToEffect.length ? Math.max(...tapToEffect) : null,
    afterReadyMs: medianOf(afterReady),
    afterReadyWorstMs: afterReady.length ? Math.max(...afterReady) : null,
    visibleToEffectMs: medianOf(acted.map((l) => l.effectMs! - l.visibleMs)),
    scriptsDoneMs: medianOf(result.loads.map((l) => l.scriptsDoneMs)),
    missed,
  };
}

/** The tap budgets as report verdicts: no tap lost, and the effect in time, on every control. */
export function tapVerdicts(taps: TapsResult | undefined): BudgetVerdict[] {
  if (!taps || taps.site.length === 0) return [];
  const rows = taps.site.map(summarizeTaps);
  const lost = rows.filter((r) => r.lost > 0);
  const slow = rows.filter((r) => r.missed.includes('speed'));
  return [
    {
      budget: 'Taps lost: 0 per control (tapped the moment visible, slow phone)',
      figure: rows.map((r) => `${r.control} ${r.lost}/${r.loads}`).join(', '),
      status: lost.length === 0 ? 'met' : 'missed',
    },
    {
      budget: 'Tap effect ≤ 100 ms after the tap (native) or after the scripts are done (replayed), medians',
      figure: slow.length === 0 ? 'every control' : `too late: ${slow.map((r) => r.control).join(', ')}`,
      status: slow.length === 0 && rows.some((r) => r.tapToEffectMs !== null) ? 'met' : 'missed',
    },
  ];
}

/** Largest paint no later than the comparison build's, page by page (only with `--compare`). */
export function observedVerdicts(observed: ObservedResult | undefined): BudgetVerdict[] {
  if (!observed?.before || observed.site.length === 0) return [];
  const later = observed.site.filter((page) => {
    const before = observed.before!.find((b) => b.name === page.name);
    return page.lcpMs !== null && before?.lcpMs != null && page.lcpMs > before.lcpMs;
  });
  return [
    {
      budget: 'Observed LCP no later than the comparison build, every page (medians, slow phone)',
      figure: later.length === 0 ? 'every page' : `later: ${later.map((p) => p.name).join(', ')}`,
      status: later.length === 0 ? 'met' : 'missed',
    },
  ];
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(Math.round(value)));

/** `(after − before) / before` as a signed percentage. */
export function change(after: number | null, before: number | null | undefined): string {
  if (after === null || before === null || before === undefined || before === 0) return '—';
  const percent = round(((after - before) / before) * 100, 1);
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)} %`;
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

export function renderObserved(observed: ObservedResult | undefined, lighthouse?: LighthouseSummary): string | null {
  if (!observed || observed.site.length === 0) return null;
  const before = observed.before;
  const beforeOf = (name: string) => before?.find((b) => b.name === name);
  const simulated = (name: string) => lighthouse?.site.find((r) => r.name === name && r.formFactor === 'mobile')?.lcpMs;
  const pair = (now: number | null, then: number | null | undefined) => (before ? `${ms(now)} (${ms(then)})` : ms(now));
  const head = ['page', 'runs', 'first paint', 'LCP', ...(before ? ['LCP change'] : []), 'scripts done', 'last script loaded', ...(lighthouse ? ['Lighthouse LCP (simulated)'] : []), 'LCP element'];
  const lines = observed.site.map((page) => {
    const then = beforeOf(page.name);
    return [
      page.name,
      page.runs,
      pair(page.firstPaintMs, then?.firstPaintMs),
      pair(page.lcpMs, then?.lcpMs),
      ...(before ? [change(page.lcpMs, then?.lcpMs)] : []),
      pair(page.scriptsDoneMs, then?.scriptsDoneMs),
      pair(page.lastScriptMs, then?.lastScriptMs),
      ...(lighthouse ? [ms(simulated(page.name))] : []),
      (page.lcpElement ?? '—').replace(/\|/g, '\\|').replace(/\s+/g, ' '),
    ];
  });
  return [
    '## Observed on the slow phone',
    `Chromium at 390×844, CPU 4× slower, 150 ms round trips, 1.6 Mbps down; a fresh context per load; medians, ms since the navigation started, as the browser reported them (first contentful paint, the last largest-contentful-paint candidate). Scripts done: React's commit that ended hydration (every one of Next's scripts has loaded and run by then).${before ? ' In brackets the comparison build (`--compare`), loaded right beside each load of the site, in alternating order.' : ''}${lighthouse ? " Lighthouse's simulated LCP is there for reference: it decides nothing." : ''}`,
    '',
    row(head),
    row(head.map(() => '---')),
    ...lines.map(row),
    ...(observed.errors.length ? ['', 'Loads that failed:', ...observed.errors.map((e) => `- ${e}`)] : []),
  ].join('\n');
}

function tapLines(rows: TapSummary[], label: string | null): string[] {
  return rows.map((r) =>
    row([
      label ? `${r.control} (${label})` : r.control,
      r.kind,
      r.page,
      `${r.lost} of ${r.loads}`,
      ms(r.visibleMs),
      ms(r.visibleToTapMs),
      `${ms(r.tapToEffectMs)} / ${ms(r.tapToEffectWorstMs)}`,
      `${ms(r.afterReadyMs)} / ${ms(r.afterReadyWorstMs)}`,
      ms(r.visibleToEffectMs),
      ms(r.scriptsDoneMs),
      r.missed.length === 0 ? 'pass' : `**fail** (${r.missed.join(', ')})`,
    ]),
  );
}

export function renderTaps(taps: TapsResult | undefined): string | null {
  if (!taps || taps.site.length === 0) return null;
  const head = ['control', 'kind', 'page', 'taps lost', 'visible at', 'visible → tap', 'tap → effect (median / worst)', 'effect after max(tap, scripts done) (median / worst)', 'visible → effect', 'scripts done', 'verdict'];
  return [
    '## Taps the moment a control is visible',
    `Slow phone (the sub-menu in a 1400 px window, throttled alike), a fresh context per load, tapped where the control is as soon as it is visible; ms since the navigation started, medians over the taps that took effect. Lost: no effect 8 s after the tap and 3 s after the scripts were done. Budgets: none lost; a native control acts ≤ ${observedBudgets.tapEffectMs} ms after the tap, a replayed one ≤ ${observedBudgets.tapEffectMs} ms after the later of the tap and the scripts being done.`,
    '',
    row(head),
    row(head.map(() => '---')),
    ...tapLines(taps.site.map(summarizeTaps), taps.before ? 'site' : null),
    ...(taps.before ? tapLines(taps.before.map(summarizeTaps), 'comparison') : []),
    ...(taps.errors.length ? ['', 'Loads that failed:', ...taps.errors.map((e) => `- ${e}`)] : []),
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '@/bench/budgets';
import type { LighthouseResult, Measurements } from '@/bench/types';

const lh = (name: string, formFactor: 'mobile' | 'desktop', extra: Partial<LighthouseResult> = {}): LighthouseResult => ({
  name,
  path: '/',
  formFactor,
  runs: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  warnings: [],
  ...extra,
});

const load = (rps: number) => ({ url: 'http://127.0.0.1/', rps, p99Ms: 10, p50Ms: 2, errors: 0, non2xx: 0, seconds: 5, connections: 10 });

function statusOf(m: Measurements, prefix: string): string | undefined {
  return evaluateBudgets(m).find((b) => b.budget.startsWith(prefix))?.status;
}

describe('evaluateBudgets', () => {
  it('says "not measured" for every budget without measurements', () => {
    const verdicts = evaluateBudgets({});
    expect(verdicts.length).toBe(11);
    expect(verdicts.every((v) => v.status === 'not measured')).toBe(true);
  });

  it('judges JS against the bare page plus 17.9 KB, on the worst page', () => {
    const bare = { name: 'bare', path: '/', bytes: 100_000, gzipBytes: 0, scripts: 5 };
    const page = (name: string, bytes: number) => ({ name, path: '/x', bytes, gzipBytes: 0, scripts: 6 });
    expect(statusOf({ js: { bare, pages: [page('home (en)', 110_000), page('event (en)', 118_329)] } }, 'JS')).toBe('met');
    const missed = evaluateBudgets({ js: { bare, pages: [page('home (en)', 110_000), page('event (en)', 118_331)] } })[0]!;
    expect(missed.status).toBe('missed');
    expect(missed.figure).toContain('event (en)');
  });

  it('wants mobile performance ≥ 96 and LCP ≤ 2.0 s, and 100 elsewhere', () => {
    const ok: Measurements = {
      lighthouse: { site: [lh('home', 'mobile', { performance: 96, lcpMs: 2000 }), lh('home', 'desktop')], bare: [lh('bare', 'mobile', { performance: 92 })] },
    };
    expect(statusOf(ok, 'Lighthouse mobile')).toBe('met');
    expect(statusOf(ok, 'Mobile LCP')).toBe('met');
    expect(statusOf(ok, 'Lighthouse desktop')).toBe('met');
    expect(statusOf(ok, 'Accessibility')).toBe('met');
    expect(statusOf(ok, 'CLS')).toBe('met');

    const bad: Measurements = {
      lighthouse: { site: [lh('home', 'mobile', { performance: 95, lcpMs: 2010, seo: 92, cls: 0.01 })], bare: [lh('bare', 'mobile', { performance: 92 })] },
    };
    expect(statusOf(bad, 'Lighthouse mobile')).toBe('missed');
    expect(statusOf(bad, 'Mobile LCP')).toBe('missed');
    expect(statusOf(bad, 'Lighthouse desktop')).toBe('not measured');
    expect(statusOf(bad, 'Accessibility')).toBe('missed');
    expect(statusOf(bad, 'CLS')).toBe('missed');
  });

  it('judges the build at scale 2500 and the content requests of every build', () => {
    const build = (scale: number, seconds: number, bareSeconds: number, requests: number) => ({
      scale,
      pages: 1000,
      seconds,
      peakRssMb: 1,
      cmsRequests: requests,
      operations: [],
      bare: { pages: 1000, seconds: bareSeconds, peakRssMb: 1 },
    });
    expect(statusOf({ builds: [build(0, 10, 10, 1000)] }, 'Build time')).toBe('not measured');
    expect(statusOf({ builds: [build(2500, 150, 100, 1000)] }, 'Build time')).toBe('met');
    expect(statusOf({ builds: [build(2500, 151, 100, 1000)] }, 'Build time')).toBe('missed');
    expect(statusOf({ builds: [build(0, 1, 1, 1200), build(2500, 1, 1, 900)] }, 'Content-server')).toBe('met');
    expect(statusOf({ builds: [build(0, 1, 1, 1201)] }, 'Content-server')).toBe('missed');
  });

  it('judges serving, search and freshness', () => {
    expect(statusOf({ serve: { site: load(900), bare: load(1000), static: load(5000) } }, 'RPS')).toBe('met');
    expect(statusOf({ serve: { site: load(899), bare: load(1000), static: load(5000) } }, 'RPS')).toBe('missed');
    const search = { scale: 2500, samples: 60, p50Ms: 40, p95Ms: 150, maxMs: 200, failures: 0 };
    expect(statusOf({ search }, 'Search')).toBe('met');
    expect(statusOf({ search: { ...search, failures: 1 } }, 'Search')).toBe('missed');
    expect(statusOf({ search: { ...search, p95Ms: 151 } }, 'Search')).toBe('missed');
    const fresh = { samplesMs: [800, 2000], medianMs: 1400, maxMs: 2000, webhookCallMs: 50, pages: ['/event/x'] };
    expect(statusOf({ fresh }, 'Webhook')).toBe('met');
    expect(statusOf({ fresh: { ...fresh, maxMs: 2001 } }, 'Webhook')).toBe('missed');
  });
});

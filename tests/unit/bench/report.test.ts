import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '@/bench/budgets';
import { comparisons } from '@/bench/comparisons';
import { formatRatio, renderMarkdown } from '@/bench/report';
import type { BenchReport, Measurements } from '@/bench/types';

const measurements: Measurements = {
  js: {
    bare: { name: 'bare home', path: '/', bytes: 178_000, gzipBytes: 179_000, scripts: 7 },
    pages: [{ name: 'home (en)', path: '/', bytes: 190_000, gzipBytes: 191_000, scripts: 9 }],
  },
  serve: {
    site: { url: 'http://127.0.0.1:3900/', rps: 800, p99Ms: 40, p50Ms: 10, errors: 0, non2xx: 0, seconds: 5, connections: 10 },
    bare: { url: 'http://127.0.0.1:3901/', rps: 1000, p99Ms: 30, p50Ms: 8, errors: 0, non2xx: 0, seconds: 5, connections: 10 },
    static: { url: 'http://127.0.0.1:3902/', rps: 8000, p99Ms: 3, p50Ms: 1, errors: 0, non2xx: 0, seconds: 5, connections: 10 },
  },
  search: { scale: 2500, samples: 60, p50Ms: 40, p95Ms: 90, maxMs: 120, failures: 0 },
};

const report: BenchReport = {
  mode: 'quick',
  stages: ['js', 'serve', 'search'],
  startedAt: '2026-11-21T07:45:00.000Z',
  finishedAt: '2026-11-21T07:49:00.000Z',
  environment: { node: 'v20.19.0', next: '16.4.6', react: '19.3.1', cpus: 2, memoryGb: 24, chromium: 'Chromium 156' },
  measurements,
  comparisons: comparisons(measurements),
  budgets: evaluateBudgets(measurements),
  errors: [{ stage: 'fresh', message: 'still stale after 15 s' }],
  notes: ['a note'],
};

describe('formatRatio', () => {
  it('shows two decimals, or a dash without a baseline', () => {
    expect(formatRatio(3, 2)).toBe('×1.50');
    expect(formatRatio(3, 0)).toBe('—');
  });
});

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(report);

  it('lists every budget with its verdict', () => {
    expect(markdown).toContain('| RPS ≥ 0.9× bare Next | 800 vs 1000 req/s (×0.8) | **missed** |');
    expect(markdown).toContain('| Search p95 ≤ 150 ms | p95 90 ms at scale 2500 | met |');
    expect(markdown).toContain('| Build time at ~5,000 pages ≤ 1.5× baseline | — | not measured |');
  });

  it('shows each figure beside its baseline and the ratio', () => {
    expect(markdown).toContain('| home (en) | / | 9 | 185.5 | 173.8 | ×1.07 | 11.7 | 186.5 |');
    expect(markdown).toContain('| site (next start) | http://127.0.0.1:3900/ | 800 | ×0.80 | ×0.10 |');
  });

  it('reports failed stages and notes, and leaves out stages that did not run', () => {
    expect(markdown).toContain('- fresh: still stale after 15 s');
    expect(markdown).toContain('- a note');
    expect(markdown).not.toContain('## Lighthouse');
    expect(markdown).not.toContain('## Build');
  });
});

describe('comparisons', () => {
  it('puts every figure beside its baseline with the ratio', () => {
    const rows = comparisons(measurements);
    expect(rows).toContainEqual({ stage: 'js', figure: 'JS of home (en)', unit: 'bytes gz', value: 190_000, baseline: 178_000, baselineName: 'bare Next', ratio: 190_000 / 178_000 });
    expect(rows.filter((r) => r.stage === 'serve').map((r) => `${r.figure} vs ${r.baselineName}: ${r.ratio}`)).toEqual([
      'requests per second vs bare Next: 0.8',
      'requests per second vs static file: 0.1',
      'p99 latency vs bare Next: ' + 40 / 30,
      'p99 latency vs static file: ' + 40 / 3,
    ]);
    expect(rows.find((r) => r.stage === 'search' && r.figure.startsWith('p95'))?.ratio).toBe(0.6);
  });
});

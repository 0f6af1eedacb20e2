import { describe, expect, it } from 'vitest';
import { judgePage, renderPageBudgets } from '@/bench/page-budgets';
import type { JsPageResult, LighthouseResult } from '@/bench/types';

const lh = (name: string, extra: Partial<LighthouseResult> = {}): LighthouseResult => ({
  name, path: '/', formFactor: 'mobile', runs: 5, performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 50, cls: 0, warnings: [], ...extra,
});
const js = (name: string, bytes: number): JsPageResult => ({ name, path: '/', bytes, gzipBytes: bytes, scripts: 10, htmlBytes: 100_000, htmlGzipBytes: 20_480 });

describe('judgePage', () => {
  it('passes a page within every budget, at the limits', () => {
    expect(judgePage(lh('home (en)', { lcpMs: 2000, performance: 96 }), js('home (en)', 100_000 + 18_330), 100_000).missed).toEqual([]);
  });

  it('names each budget a page misses', () => {
    const row = judgePage(lh('day (en)', { lcpMs: 2010, performance: 95, seo: 92, cls: 0.01 }), js('day (en)', 100_000 + 18_331), 100_000);
    expect(row.missed).toEqual(['LCP', 'performance', 'a11y/BP/SEO', 'CLS', 'JS']);
    expect(row.jsOverBareBytes).toBe(18_331);
  });
});

describe('renderPageBudgets', () => {
  it('puts the comparison build in brackets and says pass or fail per page', () => {
    const markdown = renderPageBudgets(
      { site: [lh('home (en)', { lcpMs: 1500 }), lh('calendar (en)', { lcpMs: 2500 })], bare: [lh('bare', { lcpMs: 650 })], before: [lh('home (en)', { lcpMs: 3200 })] },
      { bare: js('bare', 100_000), pages: [js('home (en)', 110_240)], before: [js('home (en)', 112_288)] },
    )!;
    expect(markdown).toContain('| home (en) | 1.50 s (3.20 s) | 98 (98) | 100/100/100 (100/100/100) | 0 (0) | +10.0 KB (+12.0 KB) | 20.0 KB (20.0 KB) | pass |');
    expect(markdown).toContain('| calendar (en) | 2.50 s (—) |');
    expect(markdown).toContain('**fail** (LCP)');
  });
});

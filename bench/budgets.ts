/** The budgets, judged from the measurements: met, missed, or not measured. */
import { median, ratio, round } from './stats';
import type { BudgetVerdict, LighthouseResult, Measurements } from './types';

export const budgetLimits = {
  /** Issue 28: JS per page not above +17.9 KB gz over the bare page; mobile performance ≥ 96 and LCP ≤ 2.0 s (medians). */
  jsOverBareBytes: Math.round(17.9 * 1024),
  mobilePerformance: 96,
  mobileLcpMs: 2000,
  buildTimeRatio: 1.5,
  /** The build at "~5,000 pages" is the one from this content scale. */
  largeScale: 2500,
  requestsPerPage: 1.2,
  rpsRatio: 0.9,
  searchP95Ms: 150,
  freshMs: 2000,
  /** Lighthouse shows CLS with two decimals: below this it reads 0. */
  clsZero: 0.005,
} as const;

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

function verdict(budget: string, ok: boolean | null, figure: string): BudgetVerdict {
  return { budget, figure, status: ok === null ? 'not measured' : ok ? 'met' : 'missed' };
}

function notMeasured(budget: string): BudgetVerdict {
  return verdict(budget, null, '—');
}

function jsBudget(m: Measurements): BudgetVerdict {
  const budget = 'JS per content page ≤ bare + 17.9 KB gz';
  if (!m.js || m.js.pages.length === 0) return notMeasured(budget);
  const bare = m.js.bare.bytes;
  const worst = m.js.pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const over = worst.bytes - bare;
  return verdict(budget, over <= budgetLimits.jsOverBareBytes, `worst ${worst.name}: ${kb(worst.bytes)} = bare ${kb(bare)} + ${kb(over)}`);
}

function worstBy(rows: LighthouseResult[], score: (r: LighthouseResult) => number): LighthouseResult | undefined {
  return rows.reduce<LighthouseResult | undefined>((a, b) => (a === undefined || score(b) < score(a) ? b : a), undefined);
}

function lighthouseBudgets(m: Measurements): BudgetVerdict[] {
  const mobileBudget = 'Lighthouse mobile performance ≥ 96';
  const lcpBudget = 'Mobile LCP ≤ 2.0 s';
  const desktopBudget = 'Lighthouse desktop performance = 100';
  const categoriesBudget = 'Accessibility, best practices, SEO = 100';
  const clsBudget = 'CLS 0';
  if (!m.lighthouse || m.lighthouse.site.length === 0) {
    return [mobileBudget, lcpBudget, desktopBudget, categoriesBudget, clsBudget].map(notMeasured);
  }
  const { site, bare } = m.lighthouse;
  const out: BudgetVerdict[] = [];

  const mobile = site.filter((r) => r.formFactor === 'mobile');
  const bareMobile = median(bare.filter((r) => r.formFactor === 'mobile').map((r) => r.performance));
  const worstMobile = worstBy(mobile, (r) => r.performance);
  if (!worstMobile) out.push(notMeasured(mobileBudget));
  else {
    out.push(
      verdict(
        mobileBudget,
        worstMobile.performance >= budgetLimits.mobilePerformance,
        `worst ${worstMobile.name}: ${worstMobile.performance} (bare ${bareMobile ?? '—'})`,
      ),
    );
  }
  const slowest = mobile.reduce<LighthouseResult | undefined>((a, b) => (a === undefined || b.lcpMs > a.lcpMs ? b : a), undefined);
  const bareLcp = median(bare.filter((r) => r.formFactor === 'mobile').map((r) => r.lcpMs));
  out.push(
    slowest
      ? verdict(lcpBudget, slowest.lcpMs <= budgetLimits.mobileLcpMs, `worst ${slowest.name}: ${round(slowest.lcpMs / 1000, 2)} s (bare ${bareLcp === null ? '—' : round(bareLcp / 1000, 2)} s)`)
      : notMeasured(lcpBudget),
  );

  const worstDesktop = worstBy(site.filter((r) => r.formFactor === 'desktop'), (r) => r.performance);
  out.push(
    worstDesktop
      ? verdict(desktopBudget, worstDesktop.performance === 100, `worst ${worstDesktop.name}: ${worstDesktop.performance}`)
      : notMeasured(desktopBudget),
  );

  const lowest = (r: LighthouseResult) => Math.min(r.accessibility, r.bestPractices, r.seo);
  const worstCategories = worstBy(site, lowest)!;
  out.push(
    verdict(
      categoriesBudget,
      lowest(worstCategories) === 100,
      `worst ${worstCategories.name} ${worstCategories.formFactor}: a11y ${worstCategories.accessibility}, best practices ${worstCategories.bestPractices}, SEO ${worstCategories.seo}`,
    ),
  );

  const worstCls = site.reduce((a, b) => (b.cls > a.cls ? b : a));
  out.push(verdict(clsBudget, worstCls.cls < budgetLimits.clsZero, `worst ${worstCls.name} ${worstCls.formFactor}: ${round(worstCls.cls, 4)}`));
  return out;
}

function buildBudgets(m: Measurements): BudgetVerdict[] {
  const timeBudget = 'Build time at ~5,000 pages ≤ 1.5× baseline';
  const requestsBudget = 'Content-server requests per built page ≤ 1.2';
  const builds = m.builds ?? [];
  const large = builds.find((b) => b.scale === budgetLimits.largeScale);
  const timeRatio = large ? ratio(large.seconds, large.bare.seconds) : null;
  const out = [
    large && timeRatio !== null
      ? verdict(timeBudget, timeRatio <= budgetLimits.buildTimeRatio, `${round(large.seconds)} s vs ${round(large.bare.seconds)} s (×${round(timeRatio, 2)}, ${large.pages} pages)`)
      : notMeasured(timeBudget),
  ];
  if (builds.length === 0) out.push(notMeasured(requestsBudget));
  else {
    const perPage = (b: (typeof builds)[number]) => (b.pages > 0 ? b.cmsRequests / b.pages : Infinity);
    const worst = builds.reduce((a, b) => (perPage(b) > perPage(a) ? b : a));
    out.push(
      verdict(
        requestsBudget,
        perPage(worst) <= budgetLimits.requestsPerPage,
        `worst scale ${worst.scale}: ${worst.cmsRequests} requests / ${worst.pages} pages = ${round(perPage(worst), 2)}`,
      ),
    );
  }
  return out;
}

function serveBudget(m: Measurements): BudgetVerdict {
  const budget = 'RPS ≥ 0.9× bare Next';
  if (!m.serve) return notMeasured(budget);
  const r = ratio(m.serve.site.rps, m.serve.bare.rps);
  const same = m.serve.bareSameSize ? ratio(m.serve.site.rps, m.serve.bareSameSize.rps) : null;
  const sameNote = same === null ? '' : `; vs a bare page of the same size ×${round(same, 2)}`;
  return verdict(budget, r === null ? null : r >= budgetLimits.rpsRatio, `${round(m.serve.site.rps)} vs ${round(m.serve.bare.rps)} req/s (×${r === null ? '—' : round(r, 2)})${sameNote}`);
}

function searchBudget(m: Measurements): BudgetVerdict {
  const budget = 'Search p95 ≤ 150 ms';
  if (!m.search) return notMeasured(budget);
  const ok = m.search.p95Ms <= budgetLimits.searchP95Ms && m.search.failures === 0;
  const failures = m.search.failures > 0 ? `, ${m.search.failures} failed requests` : '';
  return verdict(budget, ok, `p95 ${round(m.search.p95Ms, 1)} ms at scale ${m.search.scale}${failures}`);
}

function freshBudget(m: Measurements): BudgetVerdict {
  const budget = 'Webhook to fresh HTML ≤ 2 s';
  if (!m.fresh || m.fresh.samplesMs.length === 0) return notMeasured(budget);
  return verdict(budget, m.fresh.maxMs <= budgetLimits.freshMs, `worst ${round(m.fresh.maxMs / 1000, 2)} s (median ${round(m.fresh.medianMs / 1000, 2)} s)`);
}

export function evaluateBudgets(m: Measurements): BudgetVerdict[] {
  return [jsBudget(m), ...lighthouseBudgets(m), ...buildBudgets(m), serveBudget(m), searchBudget(m), freshBudget(m)];
}

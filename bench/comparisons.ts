/** Every measured figure beside its baseline and the ratio, flat, for the JSON report. */
import { budgetLimits } from './budgets';
import { ratio } from './stats';
import type { Comparison, Measurements, StageId } from './types';

function row(stage: StageId, figure: string, unit: string, value: number, baseline: number, baselineName: string): Comparison {
  return { stage, figure, unit, value, baseline, baselineName, ratio: ratio(value, baseline) };
}

export function comparisons(m: Measurements): Comparison[] {
  const out: Comparison[] = [];
  for (const b of m.builds ?? []) {
    const at = `scale ${b.scale} (${b.pages} pages)`;
    out.push(row('build', `wall time, ${at}`, 's', b.seconds, b.bare.seconds, 'bare Next'));
    out.push(row('build', `pages per second, ${at}`, 'pages/s', b.pages / b.seconds, b.bare.pages / b.bare.seconds, 'bare Next'));
    out.push(row('build', `peak memory, ${at}`, 'MB', b.peakRssMb, b.bare.peakRssMb, 'bare Next'));
    out.push(row('build', `content-server requests per page, ${at}`, 'requests/page', b.pages > 0 ? b.cmsRequests / b.pages : 0, budgetLimits.requestsPerPage, 'budget'));
  }
  if (m.js) {
    for (const p of m.js.pages) out.push(row('js', `JS of ${p.name}`, 'bytes gz', p.bytes, m.js.bare.bytes, 'bare Next'));
  }
  if (m.lighthouse) {
    for (const r of m.lighthouse.site) {
      const bare = m.lighthouse.bare.find((b) => b.formFactor === r.formFactor);
      if (!bare) continue;
      const at = `${r.name} ${r.formFactor}`;
      out.push(row('lighthouse', `performance, ${at}`, 'score', r.performance, bare.performance, 'bare Next'));
      out.push(row('lighthouse', `accessibility, ${at}`, 'score', r.accessibility, bare.accessibility, 'bare Next'));
      out.push(row('lighthouse', `best practices, ${at}`, 'score', r.bestPractices, bare.bestPractices, 'bare Next'));
      out.push(row('lighthouse', `SEO, ${at}`, 'score', r.seo, bare.seo, 'bare Next'));
      out.push(row('lighthouse', `LCP, ${at}`, 'ms', r.lcpMs, bare.lcpMs, 'bare Next'));
      out.push(row('lighthouse', `TBT, ${at}`, 'ms', r.tbtMs, bare.tbtMs, 'bare Next'));
      out.push(row('lighthouse', `CLS, ${at}`, 'score', r.cls, bare.cls, 'bare Next'));
    }
  }
  if (m.serve) {
    const { site, bare, static: file } = m.serve;
    out.push(row('serve', 'requests per second', 'req/s', site.rps, bare.rps, 'bare Next'));
    if (m.serve.bareSameSize) out.push(row('serve', 'requests per second', 'req/s', site.rps, m.serve.bareSameSize.rps, 'bare Next, same size'));
    out.push(row('serve', 'requests per second', 'req/s', site.rps, file.rps, 'static file'));
    out.push(row('serve', 'p99 latency', 'ms', site.p99Ms, bare.p99Ms, 'bare Next'));
    out.push(row('serve', 'p99 latency', 'ms', site.p99Ms, file.p99Ms, 'static file'));
  }
  if (m.search) {
    out.push(row('search', `p50 latency, scale ${m.search.scale}`, 'ms', m.search.p50Ms, budgetLimits.searchP95Ms, 'budget (p95)'));
    out.push(row('search', `p95 latency, scale ${m.search.scale}`, 'ms', m.search.p95Ms, budgetLimits.searchP95Ms, 'budget'));
  }
  if (m.fresh) {
    out.push(row('fresh', 'webhook to fresh HTML, worst', 'ms', m.fresh.maxMs, budgetLimits.freshMs, 'budget'));
    out.push(row('fresh', 'webhook to fresh HTML, median', 'ms', m.fresh.medianMs, budgetLimits.freshMs, 'budget'));
  }
  return out;
}

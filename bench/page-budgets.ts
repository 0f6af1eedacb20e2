/**
 * Issue 28's budgets, page by page (mobile Lighthouse medians, JS over the bare page of the same
 * run): LCP ≤ 2.0 s, performance ≥ 96, accessibility / best practices / SEO 100, CLS 0, JS ≤ bare
 * + 17.9 KB gz. Each page passes or fails; with `--compare` the previous build's figures sit beside.
 */
import { round } from './stats';
import type { JsPageResult, JsResult, LighthouseResult, LighthouseSummary } from './types';

export const pageBudgetLimits = {
  lcpMs: 2000,
  performance: 96,
  categories: 100,
  /** Lighthouse shows CLS with two decimals: below this it reads 0. */
  cls: 0.005,
  jsOverBareBytes: Math.round(17.9 * 1024),
} as const;

export interface PageBudgetRow {
  name: string;
  lighthouse: LighthouseResult | null;
  js: JsPageResult | null;
  jsOverBareBytes: number | null;
  /** The budgets this page misses; empty when it meets them all. */
  missed: string[];
}

export function judgePage(lighthouse: LighthouseResult | null, js: JsPageResult | null, bareJsBytes: number | null): PageBudgetRow {
  const missed: string[] = [];
  const limits = pageBudgetLimits;
  if (lighthouse) {
    if (!(lighthouse.lcpMs <= limits.lcpMs)) missed.push('LCP');
    if (!(lighthouse.performance >= limits.performance)) missed.push('performance');
    if (Math.min(lighthouse.accessibility, lighthouse.bestPractices, lighthouse.seo) < limits.categories) missed.push('a11y/BP/SEO');
    if (!(lighthouse.cls < limits.cls)) missed.push('CLS');
  }
  const jsOverBareBytes = js && bareJsBytes !== null ? js.bytes - bareJsBytes : null;
  if (jsOverBareBytes !== null && jsOverBareBytes > limits.jsOverBareBytes) missed.push('JS');
  return { name: lighthouse?.name ?? js?.name ?? '?', lighthouse, js, jsOverBareBytes, missed };
}

/** One row per page measured by Lighthouse on mobile (JS joined by page name). */
export function pageBudgetRows(lighthouse: LighthouseResult[], jsPages: JsPageResult[] | undefined, bareJsBytes: number | null): PageBudgetRow[] {
  return lighthouse
    .filter((r) => r.formFactor === 'mobile')
    .map((r) => judgePage(r, jsPages?.find((p) => p.name === r.name) ?? null, bareJsBytes));
}

const seconds = (ms: number) => `${round(ms / 1000, 2).toFixed(2)} s`;
const kb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${round(bytes / 1024, 1).toFixed(1)} KB`;

function cells(row: PageBudgetRow | undefined): { lcp: string; perf: string; categories: string; cls: string; js: string; html: string } {
  const lh = row?.lighthouse;
  return {
    lcp: lh ? seconds(lh.lcpMs) : '—',
    perf: lh ? String(lh.performance) : '—',
    categories: lh ? `${lh.accessibility}/${lh.bestPractices}/${lh.seo}` : '—',
    cls: lh ? String(round(lh.cls, 3)) : '—',
    js: row?.jsOverBareBytes === null || row?.jsOverBareBytes === undefined ? '—' : kb(row.jsOverBareBytes),
    html: row?.js?.htmlGzipBytes === undefined ? '—' : `${round(row.js.htmlGzipBytes / 1024, 1).toFixed(1)} KB`,
  };
}

/** The markdown table: one line per page, `now (before)` where a comparison build was measured. */
export function renderPageBudgets(lighthouse: LighthouseSummary | undefined, js: JsResult | undefined): string | null {
  if (!lighthouse || lighthouse.site.length === 0) return null;
  const bareJs = js ? js.bare.bytes : null;
  const now = pageBudgetRows(lighthouse.site, js?.pages, bareJs);
  const before = lighthouse.before ? pageBudgetRows(lighthouse.before, js?.before, bareJs) : null;
  const beforeOf = (name: string) => before?.find((r) => r.name === name);
  const both = (a: string, b: string | undefined) => (before ? `${a} (${b ?? '—'})` : a);
  const head = ['page', 'LCP ≤ 2.0 s', 'performance ≥ 96', 'a11y/BP/SEO 100', 'CLS 0', 'JS over bare ≤ +17.9 KB', 'HTML gz', 'verdict'];
  const lines = now.map((row) => {
    const a = cells(row);
    const b = before ? cells(beforeOf(row.name)) : null;
    return [
      row.name,
      both(a.lcp, b?.lcp),
      both(a.perf, b?.perf),
      both(a.categories, b?.categories),
      both(a.cls, b?.cls),
      both(a.js, b?.js),
      both(a.html, b?.html),
      row.missed.length === 0 ? 'pass' : `**fail** (${row.missed.join(', ')})`,
    ];
  });
  const bareLh = lighthouse.bare.find((r) => r.formFactor === 'mobile');
  const row = (cellsOf: string[]) => `| ${cellsOf.join(' | ')} |`;
  const subparts = [...lighthouse.site, ...(lighthouse.before ?? []).map((r) => ({ ...r, name: `before: ${r.name}` }))]
    .filter((r) => r.formFactor === 'mobile')
    .map((r) =>
      row([
        r.name,
        seconds(r.lcpMs),
        Object.entries(r.lcpSubpartsMs ?? {}).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ') || '—',
        (r.lcpElement ?? '—').replace(/\|/g, '\\|').replace(/\s+/g, ' '),
      ]),
    );
  return [
    '## Page budgets (issue 28)',
    `Mobile Lighthouse medians (${now[0]?.lighthouse?.runs ?? '?'} runs) and JS over the bare page of the same run${before ? '; in brackets the comparison build (`--compare`), measured in the same run, interleaved' : ''}. Bare page: LCP ${bareLh ? seconds(bareLh.lcpMs) : '—'}, performance ${bareLh?.performance ?? '—'}.`,
    '',
    row(head),
    row(head.map(() => '---')),
    ...lines.map(row),
    '',
    'LCP element and subparts (observed in the trace, medians; the LCP column is the simulated slow-4G figure):',
    '',
    row(['page', 'LCP', 'subparts', 'element']),
    row(['---', '---', '---', '---']),
    ...subparts,
  ].join('\n');
}

/** The bench report: markdown for people, JSON for machines, every figure beside its baseline and the ratio. */
import { budgetLimits } from './budgets';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderObserved, renderTaps } from './observed-report';
import { renderPageBudgets } from './page-budgets';
import { ratio, round } from './stats';
import type { BenchReport, LighthouseResult, LoadResult, Measurements } from './types';

type Cell = string | number;

function table(head: string[], rows: Cell[][]): string {
  const line = (cells: Cell[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `×1.23`, or `—` when there is nothing to compare. */
export function formatRatio(value: number | null | undefined, baseline: number | null | undefined): string {
  const r = ratio(value, baseline);
  return r === null ? '—' : `×${round(r, 2).toFixed(2)}`;
}

const kb = (bytes: number) => round(bytes / 1024, 1).toFixed(1);

function buildSection(m: Measurements): string | null {
  if (!m.builds?.length) return null;
  const rows = m.builds.map((b) => [
    b.scale,
    b.pages,
    `${round(b.seconds, 1)} / ${round(b.bare.seconds, 1)} (${formatRatio(b.seconds, b.bare.seconds)})`,
    `${round(b.pages / b.seconds, 1)} / ${round(b.bare.pages / b.bare.seconds, 1)} (${formatRatio(b.pages / b.seconds, b.bare.pages / b.bare.seconds)})`,
    `${round(b.peakRssMb)} / ${round(b.bare.peakRssMb)} (${formatRatio(b.peakRssMb, b.bare.peakRssMb)})`,
    `${b.cmsRequests} (${b.pages > 0 ? round(b.cmsRequests / b.pages, 2) : '—'} per page)`,
  ]);
  const ops = m.builds
    .map((b) => `- scale ${b.scale}: ${b.operations.slice(0, 8).map((o) => `${o.name} ${o.count}`).join(', ')}`)
    .join('\n');
  return [
    '## Build',
    'Site vs bare Next app building the same number of trivial pages (site / baseline (ratio)). Peak memory: the whole process tree.',
    '',
    table(['CMS_SCALE', 'pages', 'wall time s', 'pages/s', 'peak RSS MB', 'content-server requests'], rows),
    '',
    'Content-server requests by operation:',
    ops,
  ].join('\n');
}

function jsSection(m: Measurements): string | null {
  if (!m.js) return null;
  const bare = m.js.bare;
  const size = (bytes: number | undefined) => (bytes === undefined ? '—' : kb(bytes));
  const rows = m.js.pages.map((p) => [
    p.name, p.path, p.scripts, kb(p.bytes), kb(bare.bytes), formatRatio(p.bytes, bare.bytes), kb(p.bytes - bare.bytes), kb(p.gzipBytes), size(p.htmlBytes), size(p.htmlGzipBytes),
  ]);
  return [
    '## JavaScript shipped and page size',
    `Encoded (gzip) body bytes of script responses from Chromium's network log; bare page ${bare.path}: ${kb(bare.bytes)} KB in ${bare.scripts} scripts, HTML ${size(bare.htmlBytes)} KB. HTML: the document with its RSC payload.`,
    '',
    table(['page', 'path', 'scripts', 'KB gz', 'bare KB gz', 'ratio', 'over bare KB', 'KB gzipped here', 'HTML KB', 'HTML KB gzipped'], rows),
  ].join('\n');
}

function lighthouseRow(r: LighthouseResult, bare: LighthouseResult | undefined): Cell[] {
  const vs = (v: number, b: number | undefined) => (b === undefined ? `${round(v)}` : `${round(v)} / ${round(b)} (${formatRatio(v, b)})`);
  return [
    r.name,
    r.formFactor,
    r.runs,
    vs(r.performance, bare?.performance),
    vs(r.accessibility, bare?.accessibility),
    vs(r.bestPractices, bare?.bestPractices),
    vs(r.seo, bare?.seo),
    vs(r.lcpMs, bare?.lcpMs),
    vs(r.tbtMs, bare?.tbtMs),
    `${round(r.cls, 4)} / ${bare ? round(bare.cls, 4) : '—'}`,
  ];
}

function lighthouseSection(m: Measurements): string | null {
  if (!m.lighthouse) return null;
  const bareBy = new Map(m.lighthouse.bare.map((b) => [b.formFactor, b]));
  const rows = m.lighthouse.site.map((r) => lighthouseRow(r, bareBy.get(r.formFactor)));
  const bareRows = m.lighthouse.bare.map((r) => lighthouseRow(r, undefined));
  const warnings = [...m.lighthouse.site, ...m.lighthouse.bare].flatMap((r) => r.warnings.map((w) => `- ${r.name} ${r.formFactor}: ${w}`));
  return [
    '## Lighthouse',
    'Medians of the runs; each cell is site / bare page of the same run (ratio). LCP and TBT in ms.',
    '',
    table(['page', 'form factor', 'runs', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'], [...rows, ...bareRows]),
    ...(warnings.length ? ['', 'Run warnings:', ...new Set(warnings)] : []),
  ].join('\n');
}

function loadRow(name: string, r: LoadResult, next: LoadResult, file: LoadResult): Cell[] {
  const served = `${r.bodyBytes === undefined ? '—' : kb(r.bodyBytes)} / ${r.cacheHeader ?? '—'}`;
  return [name, r.url, round(r.rps), formatRatio(r.rps, next.rps), formatRatio(r.rps, file.rps), round(r.p50Ms, 1), round(r.p99Ms, 1), formatRatio(r.p99Ms, next.p99Ms), r.errors + r.non2xx, served];
}

function serveSection(m: Measurements): string | null {
  if (!m.serve) return null;
  const { site, bare, static: file } = m.serve;
  return [
    '## Serving a pre-rendered page',
    `autocannon on loopback, ${site.connections} connections, ${site.seconds} s each, no compression requested.`,
    '',
    table(
      ['server', 'url', 'req/s', 'vs bare Next', 'vs static file', 'p50 ms', 'p99 ms', 'p99 vs bare Next', 'errors + non-2xx', 'body KB / x-nextjs-cache'],
      [
        loadRow('site (next start)', site, bare, file),
        loadRow('bare Next', bare, bare, file),
        ...(m.serve.bareSameSize ? [loadRow('bare Next, page of the same size', m.serve.bareSameSize, bare, file)] : []),
        loadRow('static file (node:http)', file, bare, file),
      ],
    ),
    ...(m.serve.bareSameSize
      ? ['', `Site vs the bare page of the same size: ×${round(m.serve.site.rps / m.serve.bareSameSize.rps, 2)} req/s (what the site's own code costs per request, bytes aside).`]
      : []),
  ].join('\n');
}

function searchSection(m: Measurements): string | null {
  if (!m.search) return null;
  const s = m.search;
  return [
    '## Search',
    `\`GET /api/search?q=…&lang=en\`, ${s.samples} sequential requests with varied terms, content server at CMS_SCALE=${s.scale} (the site's index rebuilt from it first). Baseline: the ${budgetLimits.searchP95Ms} ms budget.`,
    ...(s.indexGzipBytes ? [`Index files as served, gzipped: English ${round(s.indexGzipBytes.en / 1024, 1)} KB, French ${round(s.indexGzipBytes.fr / 1024, 1)} KB.`] : []),
    '',
    table(['p50 ms', 'p95 ms', 'max ms', 'p95 / budget', 'failed'], [[round(s.p50Ms, 1), round(s.p95Ms, 1), round(s.maxMs, 1), formatRatio(s.p95Ms, budgetLimits.searchP95Ms), s.failures]]),
  ].join('\n');
}

function freshSection(m: Measurements): string | null {
  if (!m.fresh) return null;
  const f = m.fresh;
  return [
    '## Freshness',
    `Content edit (the content server calls the webhook before answering) → new title served on ${f.pages.join(', ')}. Baseline: the 2 s budget.`,
    '',
    table(
      ['samples', 'median s', 'worst s', 'worst / budget', 'edit + webhook call ms (median)'],
      [[f.samplesMs.map((v) => round(v / 1000, 2)).join(', '), round(f.medianMs / 1000, 2), round(f.maxMs / 1000, 2), formatRatio(f.maxMs, 2000), round(f.webhookCallMs)]],
    ),
  ].join('\n');
}

export function renderMarkdown(report: BenchReport): string {
  const env = report.environment;
  const budgets = table(
    ['budget', 'figure', 'verdict'],
    report.budgets.map((b) => [b.budget, b.figure, b.status === 'met' ? 'met' : b.status === 'missed' ? '**missed**' : 'not measured']),
  );
  const m = report.measurements;
  const sections = [buildSection, jsSection, lighthouseSection, serveSection, searchSection, freshSection]
    .map((render) => render(m))
    .concat(renderObserved(m.observed, m.lighthouse), renderTaps(m.taps))
    .filter((s): s is string => s !== null);
  const errors = report.errors.map((e) => `- ${e.stage}: ${e.message}`);
  const pageBudgets = renderPageBudgets(report.measurements.lighthouse, report.measurements.js);
  return [
    `# Benchmark report (${report.mode})`,
    '',
    `Started ${report.startedAt}, finished ${report.finishedAt}. Stages: ${report.stages.join(', ')}.`,
    `Node ${env.node}, Next ${env.next}, React ${env.react}, ${env.cpus} CPUs, ${env.memoryGb} GB, Chromium ${env.chromium ?? 'not found'}.`,
    'Baseline: a bare Next.js app with the same Next/React versions (one static page per route, no data), built and served the same way.',
    '',
    '## Budgets',
    '',
    budgets,
    ...(pageBudgets ? ['', pageBudgets] : []),
    ...(errors.length ? ['', '## Stages that failed', '', ...errors] : []),
    ...sections.flatMap((s) => ['', s]),
    ...(report.notes.length ? ['', '## Notes', '', ...report.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
}

/** Writes `report.md` and `report.json` into `dir`; returns their paths. */
export function writeReport(dir: string, report: BenchReport): { markdown: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const markdown = path.join(dir, 'report.md');
  const json = path.join(dir, 'report.json');
  writeFileSync(markdown, renderMarkdown(report));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown, json };
}


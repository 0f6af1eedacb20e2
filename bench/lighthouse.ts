/** Lighthouse runs (CLI, JSON output) of site pages and the bare page, interleaved so machine noise hits both. */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { systemChromium } from './browser';
import { capture } from './capture';
import { median } from './stats';
import type { FormFactor, LighthouseResult } from './types';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  warnings: string[];
  lcpElement?: string;
  lcpSubpartsMs?: Record<string, number>;
}

interface LhrDetailsItem {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  items?: Array<{ subpart?: string; label?: string; duration?: number }>;
}

interface Lhr {
  categories?: Record<string, { score?: number | null; auditRefs?: Array<{ id: string; weight?: number }> } | undefined>;
  audits?: Record<string, { numericValue?: number; score?: number | null; details?: { items?: LhrDetailsItem[] } } | undefined>;
  runWarnings?: string[];
  runtimeError?: { message?: string };
}

/** The figures of one Lighthouse JSON report; throws when a category has no score. */
export function parseLighthouseReport(json: string): LighthouseRun {
  const lhr = JSON.parse(json) as Lhr;
  if (lhr.runtimeError?.message) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories?.[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse: no ${id} score`);
    return Math.round(value * 100);
  };
  const audit = (id: string) => lhr.audits?.[id]?.numericValue ?? Number.NaN;
  // The scored audits that cost points outside performance: what to fix for a 100.
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories?.[category]?.auditRefs ?? [])
      .filter((ref) => (ref.weight ?? 0) > 0 && typeof lhr.audits?.[ref.id]?.score === 'number' && lhr.audits[ref.id]!.score! < 1)
      .map((ref) => `${category} audit failed: ${ref.id}`),
  );
  // The LCP element and its subparts (time to first byte, load delay, load time, render delay),
  // as the trace measured them: what the simulated LCP is made of.
  const breakdown = lhr.audits?.['lcp-breakdown-insight']?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === 'node');
  const subparts = breakdown.find((item) => item.type === 'table')?.items ?? [];
  const lcpSubpartsMs = Object.fromEntries(
    subparts.filter((row) => typeof row.duration === 'number').map((row) => [row.label ?? row.subpart ?? '?', Math.round(row.duration!)]),
  );
  return {
    ...(node ? { lcpElement: `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim().slice(0, 160) } : {}),
    ...(subparts.length ? { lcpSubpartsMs } : {}),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    warnings: [...(lhr.runWarnings ?? []), ...failed],
  };
}

/** Medians of several runs of one page and form factor. */
export function summarizeRuns(name: string, pagePath: string, formFactor: FormFactor, runs: readonly LighthouseRun[]): LighthouseResult {
  const med = (pick: (r: LighthouseRun) => number) => median(runs.map(pick)) ?? Number.NaN;
  return {
    name,
    path: pagePath,
    formFactor,
    runs: runs.length,
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    seo: med((r) => r.seo),
    lcpMs: med((r) => r.lcpMs),
    tbtMs: med((r) => r.tbtMs),
    cls: med((r) => r.cls),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    ...lcpDetails(runs),
  };
}

/** The LCP element of the run nearest the median LCP, and the median of each subpart over the runs. */
function lcpDetails(runs: readonly LighthouseRun[]): Pick<LighthouseResult, 'lcpElement' | 'lcpSubpartsMs'> {
  const medianLcp = median(runs.map((r) => r.lcpMs));
  if (medianLcp === null) return {};
  const nearest = runs.reduce((a, b) => (Math.abs(b.lcpMs - medianLcp) < Math.abs(a.lcpMs - medianLcp) ? b : a));
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.lcpSubpartsMs ?? {})))];
  const lcpSubpartsMs = Object.fromEntries(
    names.map((name) => [name, median(runs.map((r) => r.lcpSubpartsMs?.[name]).filter((v): v is number => v !== undefined)) ?? 0]),
  );
  return { ...(nearest.lcpElement ? { lcpElement: nearest.lcpElement } : {}), ...(names.length ? { lcpSubpartsMs } : {}) };
}

export async function runLighthouse(repoRoot: string, url: string, formFactor: FormFactor, outFile: string): Promise<LighthouseRun> {
  const args = [
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await capture(path.join(repoRoot, 'node_modules/.bin/lighthouse'), args, {
      cwd: repoRoot,
      env: systemChromium ? { CHROME_PATH: systemChromium } : {},
      timeoutMs: 150_000,
    });
    return parseLighthouseReport(readFileSync(outFile, 'utf8'));
  } finally {
    rmSync(outFile, { force: true });
  }
}

export interface LighthouseTarget {
  name: string;
  origin: string;
  path: string;
}

/** Image URLs a page's HTML may load: `src`, every `srcset` candidate and preloads' `imagesrcset`. */
export function imageUrlsOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const decode = (value: string) => value.replace(/&amp;/g, '&');
  for (const [, value] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) urls.add(decode(value!));
  for (const [, value] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of decode(value!).split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  return [...urls].flatMap((url) => {
    try {
      return [new URL(url, pageUrl).href];
    } catch {
      return [];
    }
  });
}

/**
 * The content server stands in for an image CDN and resizes on first request, which a real CDN
 * has long cached: every image a measured page can ask for is fetched once before Lighthouse
 * runs, in the formats browsers negotiate, so a cold resize is not reported as the page's LCP.
 */
export async function warmImages(targets: readonly LighthouseTarget[]): Promise<number> {
  let warmed = 0;
  for (const target of targets) {
    const pageUrl = `${target.origin}${target.path}`;
    const html = await (await fetch(pageUrl, { signal: AbortSignal.timeout(20_000) })).text();
    for (const url of imageUrlsOf(html, pageUrl)) {
      for (const accept of ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/webp,image/*,*/*;q=0.8']) {
        const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(30_000) }).catch(() => null);
        await response?.arrayBuffer();
      }
      warmed += 1;
    }
  }
  return warmed;
}

/** `runs` rounds; in each, every form factor and every target (the bare page first) once. */
export async function measureLighthouse(
  repoRoot: string,
  targets: readonly LighthouseTarget[],
  formFactors: readonly FormFactor[],
  runs: number,
  tmpDir: string,
): Promise<LighthouseResult[]> {
  const collected = new Map<string, LighthouseRun[]>();
  await warmImages(targets);
  for (let round = 0; round < runs; round += 1) {
    for (const formFactor of formFactors) {
      for (const target of targets) {
        const run = await runLighthouse(repoRoot, `${target.origin}${target.path}`, formFactor, path.join(tmpDir, `lighthouse-${round}.json`));
        const key = `${target.name}\u0000${formFactor}`;
        collected.set(key, [...(collected.get(key) ?? []), run]);
      }
    }
  }
  return targets.flatMap((target) =>
    formFactors.map((formFactor) => summarizeRuns(target.name, target.path, formFactor, collected.get(`${target.name}\u0000${formFactor}`) ?? [])),
  );
}

import { describe, expect, it } from 'vitest';
import { bareBuildEnv, bareFixedPages, barePageShares, fillerCharsFor } from '@/bench/baseline-app';
import { countHtmlRoutes } from '@/bench/build';
import { parseLighthouseReport, summarizeRuns } from '@/bench/lighthouse';
import { searchTerms } from '@/bench/search';
import { parseAutocannon } from '@/bench/serve';
import { operationNames } from '@/bench/servers';
import { copyFilter } from '@/bench/workspace';
import { imageUrlsOf } from '@/bench/lighthouse';

describe('barePageShares', () => {
  it('spreads the pages over the item routes so the total matches', () => {
    expect(barePageShares(1003)).toEqual([250, 250, 250, 250]);
    expect(barePageShares(1003).reduce((a, b) => a + b, 0) + bareFixedPages.length).toBe(1003);
    expect(barePageShares(0)).toEqual([1, 1, 1, 1]);
  });
});

describe('countHtmlRoutes', () => {
  const page = (p: string) => ({ dataRoute: `${p}.rsc` });
  it('counts pages, not route handlers, files or error pages', () => {
    const routes = {
      '/en': page('/en'),
      '/fr/event/x': page('/fr/event/x'),
      '/en/event/x/ics': { dataRoute: null },
      '/robots.txt': { dataRoute: null },
      '/sitemap.xml': {},
      '/_not-found': page('/_not-found'),
      '/en/_not-found': page('/en/_not-found'),
      '/_global-error': page('/_global-error'),
    };
    expect(countHtmlRoutes(routes)).toBe(2);
  });

  it('falls back to the paths when no route has a data route', () => {
    expect(countHtmlRoutes({ '/en': {}, '/fr': {}, '/robots.txt': {} })).toBe(2);
  });
});

describe('parseLighthouseReport', () => {
  const lhr = {
    categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2100.5 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0 },
    },
    runWarnings: ['slow CPU'],
  };

  it('reads the scores (0–100) and the metrics', () => {
    expect(parseLighthouseReport(JSON.stringify(lhr))).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2100.5,
      tbtMs: 120,
      cls: 0,
      warnings: ['slow CPU'],
    });
  });

  it('names the scored audits that cost accessibility, best-practices or SEO points', () => {
    const failing = {
      ...lhr,
      categories: { ...lhr.categories, seo: { score: 0.92, auditRefs: [{ id: 'canonical', weight: 1 }, { id: 'hreflang', weight: 1 }, { id: 'manual', weight: 0 }] } },
      audits: { ...lhr.audits, canonical: { score: 0 }, hreflang: { score: 1 }, manual: { score: 0 } },
    };
    expect(parseLighthouseReport(JSON.stringify(failing)).warnings).toEqual(['slow CPU', 'seo audit failed: canonical']);
  });

  it('fails on a run without scores or with a runtime error', () => {
    expect(() => parseLighthouseReport(JSON.stringify({ ...lhr, categories: { ...lhr.categories, seo: { score: null } } }))).toThrow(/seo/);
    expect(() => parseLighthouseReport(JSON.stringify({ runtimeError: { message: 'NO_FCP' } }))).toThrow(/NO_FCP/);
  });

  it("reads the LCP element and its subparts, and keeps the element of the run nearest the median", () => {
    const withLcp = (lcpMs: number, label: string, renderDelay: number) => ({
      ...lhr,
      audits: {
        ...lhr.audits,
        'largest-contentful-paint': { numericValue: lcpMs },
        'lcp-breakdown-insight': {
          details: {
            items: [
              { type: 'table', items: [{ subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 20.4 }, { subpart: 'elementRenderDelay', label: 'Element render delay', duration: renderDelay }] },
              { type: 'node', snippet: '<h1 class="page-title">', nodeLabel: label },
            ],
          },
        },
      },
    });
    const run = parseLighthouseReport(JSON.stringify(withLcp(1500, 'CALENDAR', 180)));
    expect(run.lcpElement).toBe('<h1 class="page-title"> CALENDAR');
    expect(run.lcpSubpartsMs).toEqual({ 'Time to first byte': 20, 'Element render delay': 180 });
    const runs = [run, parseLighthouseReport(JSON.stringify(withLcp(3000, 'BANNER', 1200))), parseLighthouseReport(JSON.stringify(withLcp(1600, 'DAY', 200)))];
    const summary = summarizeRuns('day', '/', 'mobile', runs);
    expect(summary.lcpElement).toBe('<h1 class="page-title"> DAY');
    expect(summary.lcpSubpartsMs).toEqual({ 'Time to first byte': 20, 'Element render delay': 200 });
  });

  it('summarizes runs by their medians', () => {
    const run = parseLighthouseReport(JSON.stringify(lhr));
    const summary = summarizeRuns('home', '/', 'mobile', [run, { ...run, performance: 80 }, { ...run, performance: 90 }]);
    expect(summary.performance).toBe(90);
    expect(summary.runs).toBe(3);
    expect(summary.warnings).toEqual(['slow CPU']);
  });
});

describe('parseAutocannon', () => {
  it('reads requests per second, latency percentiles and failures', () => {
    const json = JSON.stringify({ requests: { average: 812.4 }, latency: { p50: 11, p99: 35 }, errors: 1, timeouts: 2, non2xx: 3 });
    expect(parseAutocannon(json, 'http://127.0.0.1:3900/', 5, 10)).toEqual({
      url: 'http://127.0.0.1:3900/',
      rps: 812.4,
      p99Ms: 35,
      p50Ms: 11,
      errors: 3,
      non2xx: 3,
      seconds: 5,
      connections: 10,
    });
  });

  it('fails without the figures', () => {
    expect(() => parseAutocannon('{}', 'u', 5, 10)).toThrow(/autocannon/);
  });
});

describe('operationNames', () => {
  it('names each operation of a body or a batch', () => {
    expect(operationNames(JSON.stringify({ operationName: 'EventBySlug', query: 'query EventBySlug { x }' }))).toEqual(['EventBySlug']);
    expect(operationNames(JSON.stringify([{ query: 'query Shell { x }' }, { query: '{ x }' }]))).toEqual(['Shell', 'anonymous']);
    expect(operationNames('not json')).toEqual(['unparsed']);
  });
});

describe('searchTerms', () => {
  it('gives distinct terms', () => {
    const terms = searchTerms(300);
    expect(terms).toHaveLength(300);
    expect(new Set(terms).size).toBe(300);
  });
});

describe('copyFilter', () => {
  it('leaves out builds, dependencies, history and results', () => {
    const keep = copyFilter('/repo');
    expect(keep('/repo')).toBe(true);
    expect(keep('/repo/app/page.tsx')).toBe(true);
    expect(keep('/repo/bench/run.ts')).toBe(true);
    for (const skipped of ['/repo/.next', '/repo/node_modules', '/repo/.git', '/repo/bench/results', '/repo/cms/.data', '/repo/test-results']) {
      expect(keep(skipped)).toBe(false);
    }
  });
});

describe('bareBuildEnv', () => {
  it('tells each item route of the bare app its share of the pages', () => {
    expect(bareBuildEnv(11)).toEqual({
      BARE_PAGES_EVENT: '2',
      BARE_PAGES_ARTIST: '2',
      BARE_PAGES_NEWS: '2',
      BARE_PAGES_PAGE: '2',
      BARE_FILLER_CHARS: '0',
    });
  });

  it('pads the same-size page so its HTML weighs about what the site page does', () => {
    expect(bareBuildEnv(11, fillerCharsFor(155_000)).BARE_FILLER_CHARS).toBe('75000');
    expect(fillerCharsFor(1_000)).toBe(0);
  });
});

describe('imageUrlsOf', () => {
  it('lists every image a page may load: src, srcset candidates and preloads, absolute and decoded', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="https://cdn.example/a.jpg?w=258&amp;q=75 258w, https://cdn.example/a.jpg?w=384&amp;q=75 384w"/>' +
      '<img alt="" srcSet="https://cdn.example/a.jpg?w=258&amp;q=75 258w, https://cdn.example/a.jpg?w=384&amp;q=75 384w" src="https://cdn.example/a.jpg?w=384&amp;q=75"/>' +
      '<img alt="" src="/placeholder.svg"/>';
    expect(imageUrlsOf(html, 'http://localhost:3900/calendar').sort()).toEqual([
      'http://localhost:3900/placeholder.svg',
      'https://cdn.example/a.jpg?w=258&q=75',
      'https://cdn.example/a.jpg?w=384&q=75',
    ]);
  });
});

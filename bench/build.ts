/** Build measurements: `next build` of the site at a content scale and of the bare app with as many pages. */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { bareBuildEnv, fillerCharsFor } from './baseline-app';
import { runMeasured } from './proc';
import { ports, siteEnv, startContentServer, startCountingProxy } from './servers';
import type { BuildResult } from './types';
import type { Workspace } from './workspace';

export interface PrerenderedRoute {
  /** The RSC payload of an app page; null for a route handler (robots.txt, .ics files). */
  dataRoute?: string | null;
}

/**
 * Pre-rendered HTML pages among a prerender manifest's routes: no route handlers (they have no
 * RSC data route), no files (`/robots.txt`), no error pages.
 */
export function countHtmlRoutes(routes: Readonly<Record<string, PrerenderedRoute>>): number {
  const entries = Object.entries(routes);
  const withData = entries.some(([, route]) => typeof route.dataRoute === 'string');
  return entries.filter(([pathname, route]) => {
    const last = pathname.split('/').pop() ?? '';
    if (last.includes('.') || /(^|\/)_(not-found|global-error)$/.test(pathname)) return false;
    return !withData || typeof route.dataRoute === 'string';
  }).length;
}

export function countPrerenderedPages(dir: string): number {
  const file = path.join(dir, '.next/prerender-manifest.json');
  if (!existsSync(file)) throw new Error(`no ${file}: did the build finish?`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, PrerenderedRoute> };
  return countHtmlRoutes(manifest.routes ?? {});
}

export interface BuiltApp {
  seconds: number;
  peakRssMb: number;
  pages: number;
}

export async function buildApp(name: string, dir: string, env: Record<string, string>, logsDir: string, timeoutMs: number): Promise<BuiltApp> {
  // A cold build each time: no .next, so no fetch cache or compiler cache is reused.
  rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  const log = path.join(logsDir, `build-${name.replace(/\W+/g, '-')}.log`);
  const run = await runMeasured(`build ${name}`, path.join(dir, 'node_modules/.bin/next'), ['build'], { cwd: dir, env, log, timeoutMs });
  if (run.code !== 0) throw new Error(`${name}: next build failed (exit ${run.code ?? 'killed'}; log ${log})`);
  return { seconds: run.seconds, peakRssMb: run.peakRssBytes / 1024 / 1024, pages: countPrerenderedPages(dir) };
}

interface CountedBuild {
  site: BuiltApp;
  requests: number;
  operations: Array<{ name: string; count: number }>;
}

/** The site's build from a content server at `scale`, behind a proxy that counts its GraphQL requests. */
async function buildSiteCounted(ws: Workspace, scale: number, timeoutMs: number, revalidateSecret: string): Promise<CountedBuild> {
  const cms = await startContentServer(ws.siteDir, scale, ws.logsDir, path.join(ws.root, `cms-data-build-${scale}`));
  try {
    const proxy = await startCountingProxy(ports.cmsCounter, ports.cms);
    try {
      const site = await buildApp(`site-scale-${scale}`, ws.siteDir, siteEnv(`${proxy.url}/graphql/`, revalidateSecret), ws.logsDir, timeoutMs);
      return { site, requests: proxy.requests(), operations: proxy.operations() };
    } finally {
      await proxy.close();
    }
  } finally {
    await cms.stop();
  }
}

/** Bytes of the site's pre-rendered English home page (the page the serving stage loads). */
function siteHomeHtmlBytes(siteDir: string): number {
  const file = path.join(siteDir, '.next/server/app/en.html');
  return existsSync(file) ? statSync(file).size : 0;
}

/** Builds the site from a content server at `scale` (GraphQL requests counted), then the bare app with as many pages. */
export async function measureBuild(ws: Workspace, scale: number, timeoutMs: number, revalidateSecret: string): Promise<BuildResult> {
  const { site, requests, operations } = await buildSiteCounted(ws, scale, timeoutMs, revalidateSecret);
  const fillerChars = fillerCharsFor(siteHomeHtmlBytes(ws.siteDir));
  const bare = await buildApp(`bare-${site.pages}-pages`, ws.bareDir, bareBuildEnv(site.pages, fillerChars), ws.logsDir, timeoutMs);
  return {
    scale,
    pages: site.pages,
    seconds: site.seconds,
    peakRssMb: site.peakRssMb,
    cmsRequests: requests,
    operations,
    bare: { pages: bare.pages, seconds: bare.seconds, peakRssMb: bare.peakRssMb },
  };
}

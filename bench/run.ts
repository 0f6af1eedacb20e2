/**
 * `npm run bench [-- --quick] [--observed] [--only=build,js,lighthouse,serve,search,fresh,observed,taps] [--keep]`
 *
 * Builds the site (in a temporary copy: the repo's .next is never touched) and a bare Next.js
 * baseline, serves both on loopback ports, measures, and writes bench/results/report.md and
 * report.json. Every server is stopped in `finally`; every loop and wait is bounded. With
 * `--site=ORIGIN` the observed stages measure a build already running there instead.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareSameSizePath, barePaths } from './baseline-app';
import { systemChromium } from './browser';
import { evaluateBudgets } from './budgets';
import { measureBuild } from './build';
import { comparisons } from './comparisons';
import { measureFreshness } from './fresh';
import { launchBrowser, measurePageJs } from './js';
import { measureLighthouse, type LighthouseTarget } from './lighthouse';
import { measureObservedPages, measureTaps } from './observed-stages';
import { observedVerdicts, tapVerdicts } from './observed-report';
import { parseOptions, planFor } from './options';
import { renderPageBudgets } from './page-budgets';
import { killAllStarted, type RunningProcess } from './proc';
import { writeReport } from './report';
import { budgetPages, discoverSamplePages, lighthouseOrder, type Locale, type SamplePage } from './routes';
import { redisServerPath, measureScaling, scalingNotes } from './scaling';
import { measureSearch } from './search';
import { measureLoad } from './serve';
import { bareUrl, cmsUrl, ports, siteEnv, siteUrl, startContentServer, startNext, startStaticServer } from './servers';
import type { BenchReport, BuildResult, Measurements, StageError, StageId } from './types';
import { createWorkspace, type Workspace } from './workspace';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(repoRoot, 'bench/results');

function versionOf(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function chromiumVersion(): string | null {
  if (!systemChromium) return null;
  try {
    return execFileSync(systemChromium, ['--version'], { timeout: 10_000 }).toString().trim();
  } catch {
    return systemChromium;
  }
}

function lighthousePages(samples: SamplePage[], count: number, locale: Locale): SamplePage[] {
  return lighthouseOrder(locale)
    .map((key) => samples.find((s) => `${s.kind}:${s.locale}` === key))
    .filter((s): s is SamplePage => s !== undefined)
    .slice(0, count);
}

/** Names of the comparison build's Lighthouse targets while they run. */
const beforePrefix = 'before: ';

function log(line: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const modePlan = planFor(options.quick);
  const plan = options.runs ? { ...modePlan, lighthouse: { ...modePlan.lighthouse, runs: options.runs }, observedRuns: options.runs } : modePlan;
  const stages = new Set<StageId>(options.stages);
  const startedAt = new Date().toISOString();
  const measurements: Measurements = {};
  const errors: StageError[] = [];
  const notes: string[] = [];
  const secrets = { adminToken: randomBytes(16).toString('hex'), revalidateSecret: randomBytes(16).toString('hex') };

  async function stage(id: StageId, work: () => Promise<void>): Promise<void> {
    if (!stages.has(id)) return;
    log(`${id}: start`);
    const started = performance.now();
    try {
      await work();
      log(`${id}: done in ${Math.round((performance.now() - started) / 1000)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ stage: id, message });
      log(`${id}: FAILED ${message}`);
    }
  }

  const running: RunningProcess[] = [];
  const closers: Array<() => Promise<void>> = [];
  let ws = null as Workspace | null;
  let stopCms: () => Promise<void> = () => Promise.resolve();
  log(`mode ${options.quick ? 'quick' : 'full'}, stages ${[...stages].join(', ')}${options.siteOrigin ? `, the site at ${options.siteOrigin}` : ''}${options.compareOrigin ? `, compared with ${options.compareOrigin}` : ''}`);

  /** The observed stages, against the site at `site` (built by this run, or already running). */
  async function observedStages(site: string, samples: SamplePage[]): Promise<void> {
    const common = { siteUrl: site, compareOrigin: options.compareOrigin, log };
    await stage('observed', async () => {
      measurements.observed = await measureObservedPages({ ...common, pages: budgetPages(samples, options.locale), runs: plan.observedRuns });
    });
    await stage('taps', async () => {
      measurements.taps = await measureTaps({ ...common, locale: options.locale, loads: options.tapLoads, controls: options.tapControls });
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping every server and build this run started`);
      killAllStarted();
      if (ws && !options.keep) ws.remove();
      process.exit(130);
    });
  }
  /** Builds the site and the bare app in a temporary folder, serves them, and runs the stages asked for. */
  async function measureBuiltSite(): Promise<void> {
    ws = createWorkspace(repoRoot, path.join(resultsDir, 'logs'));
    log(`workspace ${ws.root}`);
    const workspace = ws;
    let servedBuildReady = false;
    await stage('build', async () => {
      const builds: BuildResult[] = [];
      measurements.builds = builds;
      const failed: string[] = [];
      for (const [index, scale] of plan.buildScales.entries()) {
        log(`build: site at CMS_SCALE=${scale}, then the bare app with as many pages`);
        try {
          const result = await measureBuild(workspace, scale, plan.buildTimeoutMs, secrets.revalidateSecret);
          builds.push(result);
          builds.sort((a, b) => a.scale - b.scale);
          servedBuildReady = scale === 0 && index === plan.buildScales.length - 1;
          log(`build: scale ${scale}: ${result.pages} pages in ${result.seconds.toFixed(1)} s (bare ${result.bare.seconds.toFixed(1)} s), ${result.cmsRequests} content requests`);
        } catch (error) {
          failed.push(`scale ${scale}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (failed.length > 0) throw new Error(failed.join('; '));
    });

    const runtime = (['js', 'lighthouse', 'serve', 'search', 'fresh', 'observed', 'taps'] as const).filter((s) => stages.has(s));
    if (runtime.length > 0) {
      if (!servedBuildReady) {
        log('building the site (seed content) and the bare app for the serving stages');
        await measureBuild(workspace, 0, plan.buildTimeoutMs, secrets.revalidateSecret);
      }
      // The seed's content server, with editing (freshness) and the site's webhook.
      log('starting the content server (seed), the site and the bare app');
      let cms: RunningProcess | null = await startContentServer(workspace.siteDir, 0, workspace.logsDir, '', {
        token: secrets.adminToken,
        revalidateSecret: secrets.revalidateSecret,
        dataDir: path.join(workspace.root, 'cms-data-runtime'),
      });
      stopCms = () => cms?.stop() ?? Promise.resolve();
      running.push(await startNext('site', workspace.siteDir, ports.site, siteEnv(undefined, secrets.revalidateSecret), workspace.logsDir));
      running.push(await startNext('bare', workspace.bareDir, ports.bare, {}, workspace.logsDir));
      const samples = await discoverSamplePages(siteUrl);
      notes.push(`Pages measured: ${samples.map((s) => `${s.name} ${s.path}`).join(', ')}.`);

      await stage('js', async () => {
        const browser = await launchBrowser();
        try {
          const bare = await measurePageJs(browser, bareUrl, 'bare home', barePaths.home);
          const pages = [];
          for (const sample of samples) pages.push(await measurePageJs(browser, siteUrl, sample.name, sample.path));
          measurements.js = { pages, bare };
          if (options.compareOrigin) {
            const before = [];
            for (const sample of samples) before.push(await measurePageJs(browser, options.compareOrigin, sample.name, sample.path));
            measurements.js.before = before;
          }
        } finally {
          await browser.close();
        }
      });

      await stage('serve', async () => {
        const home = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(10_000) });
        const staticServer = await startStaticServer(await home.text(), ports.staticFile);
        closers.push(staticServer.close);
        const { seconds, connections } = plan.serve;
        const site = await measureLoad(repoRoot, `${siteUrl}/`, seconds, connections);
        const bare = await measureLoad(repoRoot, `${bareUrl}/`, seconds, connections);
        const bareSameSize = await measureLoad(repoRoot, `${bareUrl}${bareSameSizePath}`, seconds, connections);
        const file = await measureLoad(repoRoot, staticServer.url, seconds, connections);
        measurements.serve = { site, bare, bareSameSize, static: file };
        // Two instances sharing their cache through Redis (bench/scaling.ts): report lines only.
        if (redisServerPath) {
          const scaling = await measureScaling({ repoRoot, siteDir: workspace.siteDir, logsDir: workspace.logsDir, env: siteEnv(undefined, secrets.revalidateSecret), seconds, connections });
          notes.push(...scalingNotes(scaling));
        } else notes.push('Two-instance figure not measured: redis-server is not installed.');
      });

      await stage('lighthouse', async () => {
        const pages = lighthousePages(samples, plan.lighthouse.pages, options.locale);
        const compare = options.compareOrigin;
        // With a comparison build, each page of it right after the same page of the site: machine
        // noise hits both alike.
        const targets: LighthouseTarget[] = [
          { name: 'bare', origin: bareUrl, path: barePaths.home },
          ...pages.flatMap((p) => [
            { name: p.name, origin: siteUrl, path: p.path },
            ...(compare ? [{ name: `${beforePrefix}${p.name}`, origin: compare, path: p.path }] : []),
          ]),
        ];
        const results = await measureLighthouse(repoRoot, targets, plan.lighthouse.formFactors, plan.lighthouse.runs, workspace.root);
        const isBefore = (r: { name: string }) => r.name.startsWith(beforePrefix);
        measurements.lighthouse = {
          site: results.filter((r) => r.name !== 'bare' && !isBefore(r)),
          bare: results.filter((r) => r.name === 'bare'),
          ...(compare ? { before: results.filter(isBefore).map((r) => ({ ...r, name: r.name.slice(beforePrefix.length) })) } : {}),
        };
        const budgets = renderPageBudgets(measurements.lighthouse, measurements.js);
        if (budgets) console.log(budgets);
      });

      await stage('fresh', async () => {
        notes.push(
          process.env.CMS_ANSWER_TIME
            ? `Freshness measured with the content server answering as a real WordPress (CMS_ANSWER_TIME=${process.env.CMS_ANSWER_TIME}).`
            : 'Freshness measured against the embedded content server at its own speed (CMS_ANSWER_TIME unset).',
        );
        const event = samples.find((s) => s.kind === 'event' && s.locale === 'en');
        if (!event) throw new Error('no English event page in the sitemap');
        measurements.fresh = await measureFreshness({
          siteUrl,
          cmsUrl,
          adminToken: secrets.adminToken,
          eventPath: event.path,
          samples: plan.freshSamples,
        });
      });

      await observedStages(siteUrl, samples);

      // Search runs live against the content server: restart it with ~5,000 pages (the pre-rendered
      // pages stay as built; the seed's items keep their ids and slugs at any scale).
      await stage('search', async () => {
        await cms?.stop();
        cms = null;
        log(`search: content server restarted at CMS_SCALE=${plan.searchScale}`);
        cms = await startContentServer(workspace.siteDir, plan.searchScale, workspace.logsDir, path.join(workspace.root, 'cms-data-search'));
        measurements.search = await measureSearch(siteUrl, plan.searchSamples, plan.searchScale, secrets.revalidateSecret);
      });
    }
  }

  try {
    if (options.siteOrigin) await observedStages(options.siteOrigin, await discoverSamplePages(options.siteOrigin));
    else await measureBuiltSite();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    errors.push({ stage: 'setup', message });
    log(`FAILED ${message}`);
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    for (const proc of running.reverse()) await proc.stop();
    await stopCms();
    if (ws && options.keep) log(`kept ${ws.root}`);
    else ws?.remove();
  }

  const report: BenchReport = {
    mode: options.quick ? 'quick' : 'full',
    stages: [...stages],
    startedAt,
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      next: versionOf('next'),
      react: versionOf('react'),
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      chromium: chromiumVersion(),
    },
    measurements,
    comparisons: comparisons(measurements),
    budgets: [...evaluateBudgets(measurements), ...observedVerdicts(measurements.observed), ...tapVerdicts(measurements.taps)],
    errors,
    notes,
  };
  const written = writeReport(resultsDir, report);
  log(`report: ${written.markdown} and ${written.json}`);
  return errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);

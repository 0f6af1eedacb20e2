/**
 * The CLI of `npm run bench`: `--quick`, `--only=build,js,…`, `--keep` (keep the temporary
 * folder), `--runs=N` (Lighthouse runs, and observed loads, per page, whatever the mode),
 * `--compare=ORIGIN` (another running build beside the site), `--locale=fr` (the budget pages in
 * French instead of English), `--observed` (the pages and taps on the slow phone, as painted),
 * `--site=ORIGIN` (measure a running build instead of building one: observed stages only),
 * `--taps=N` (loads per control of the tap check), `--controls=menu,star` (which controls).
 */
import { defaultStageIds, stageIds, tapControlKeys, type StageId, type TapControlKey } from './types';

export interface BenchOptions {
  quick: boolean;
  stages: StageId[];
  keep: boolean;
  /** Lighthouse runs per page and form factor, and observed loads per page, instead of the mode's; null keeps the mode's. */
  runs: number | null;
  /** Origin of a running build to measure beside the site (JS, Lighthouse, observed, taps), or null. */
  compareOrigin: string | null;
  /** The language of the budget pages. */
  locale: 'en' | 'fr';
  /** Origin of a running build measured as the site (nothing built or started), or null. */
  siteOrigin: string | null;
  /** Loads per control in the tap check. */
  tapLoads: number;
  tapControls: TapControlKey[];
}

/** What the observed stages can measure without a build of their own (`--site`). */
const runningBuildStages: readonly StageId[] = ['observed', 'taps'];

export interface ModePlan {
  /** Content scales built, in build order: the last one is the build the other stages serve. */
  buildScales: number[];
  buildTimeoutMs: number;
  lighthouse: { pages: number; formFactors: Array<'mobile' | 'desktop'>; runs: number };
  /** Loads per page on the slow phone (medians). */
  observedRuns: number;
  serve: { seconds: number; connections: number };
  searchScale: number;
  searchSamples: number;
  freshSamples: number;
}

function wholeNumber(arg: string, name: string, max: number): number {
  const value = Number(arg.slice(name.length + 3));
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} takes a whole number from 1 to ${max}; got "${arg}"`);
  return value;
}

function origin(arg: string, name: string): string {
  let url: URL | null = null;
  try {
    url = new URL(arg.slice(name.length + 3));
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/') {
    throw new Error(`--${name} takes the origin of a running build, e.g. http://localhost:3956; got "${arg}"`);
  }
  return url.origin;
}

function list<T extends string>(arg: string, name: string, allowed: readonly T[]): T[] {
  const wanted = arg.slice(name.length + 3).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((s) => !(allowed as readonly string[]).includes(s));
  if (unknown.length > 0 || wanted.length === 0) throw new Error(`--${name} takes a list of ${allowed.join(', ')}; got "${arg}"`);
  return allowed.filter((s) => wanted.includes(s));
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let quick = false;
  let keep = false;
  let observed = false;
  let only: StageId[] | null = null;
  let runs: number | null = null;
  let compareOrigin: string | null = null;
  let siteOrigin: string | null = null;
  let locale: 'en' | 'fr' = 'en';
  let tapLoads = 20;
  let tapControls: TapControlKey[] = [...tapControlKeys];
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--keep') keep = true;
    else if (arg === '--observed') observed = true;
    // One load of a phone is noisy on a shared machine: medians need several.
    else if (arg.startsWith('--runs=')) runs = wholeNumber(arg, 'runs', 15);
    else if (arg.startsWith('--taps=')) tapLoads = wholeNumber(arg, 'taps', 100);
    else if (arg.startsWith('--compare=')) compareOrigin = origin(arg, 'compare');
    else if (arg.startsWith('--site=')) siteOrigin = origin(arg, 'site');
    else if (arg.startsWith('--locale=')) {
      const wanted = arg.slice('--locale='.length);
      if (wanted !== 'en' && wanted !== 'fr') throw new Error(`--locale takes en or fr; got "${arg}"`);
      locale = wanted;
    } else if (arg.startsWith('--only=')) only = list(arg, 'only', stageIds);
    else if (arg.startsWith('--controls=')) tapControls = list(arg, 'controls', tapControlKeys);
    else {
      throw new Error(
        `unknown option ${arg}: use --quick, --observed, --only=${stageIds.join(',')}, --keep, --runs=N, --compare=ORIGIN, --site=ORIGIN, --locale=en|fr, --taps=N, --controls=${tapControlKeys.join(',')}`,
      );
    }
  }
  const stages = only ?? (observed || siteOrigin ? [...runningBuildStages] : [...defaultStageIds]);
  if (siteOrigin) {
    const needBuild = stages.filter((s) => !runningBuildStages.includes(s));
    if (needBuild.length > 0) throw new Error(`--site measures a running build: only ${runningBuildStages.join(', ')}, not ${needBuild.join(', ')}`);
  }
  // The observed mode measures the seed's build, as the quick mode does (or a running one).
  return { quick: quick || observed || siteOrigin !== null, stages, keep, runs, compareOrigin, locale, siteOrigin, tapLoads, tapControls };
}

export function planFor(quick: boolean): ModePlan {
  return quick
    ? {
        buildScales: [0],
        buildTimeoutMs: 8 * 60_000,
        // The eight pages of the LCP budget: home, an event, an artist, the calendar, a calendar
        // day, the timetable, My schedule, a venue.
        lighthouse: { pages: 8, formFactors: ['mobile'], runs: 1 },
        observedRuns: 5,
        serve: { seconds: 5, connections: 10 },
        searchScale: 2500,
        searchSamples: 60,
        freshSamples: 2,
      }
    : {
        // Largest first, so the build left for the other stages is the seed's.
        buildScales: [2500, 500, 0],
        buildTimeoutMs: 20 * 60_000,
        lighthouse: { pages: 11, formFactors: ['mobile', 'desktop'], runs: 3 },
        observedRuns: 5,
        serve: { seconds: 15, connections: 10 },
        searchScale: 2500,
        searchSamples: 300,
        freshSamples: 6,
      };
}

/**
 * The CLI of `npm run bench`: `--quick`, `--only=build,js,…`, `--keep` (keep the temporary
 * folder), `--runs=N` (Lighthouse runs per page and form factor, whatever the mode),
 * `--compare=ORIGIN` (another running build beside the site), `--locale=fr` (the budget pages
 * Lighthouse measures in French instead of English).
 */
import { stageIds, type StageId } from './types';

export interface BenchOptions {
  quick: boolean;
  stages: StageId[];
  keep: boolean;
  /** Lighthouse runs per page and form factor instead of the mode's; null keeps the mode's. */
  lighthouseRuns: number | null;
  /** Origin of a running build to measure beside the site (JS and Lighthouse), or null. */
  compareOrigin: string | null;
  /** The language of the budget pages Lighthouse measures first. */
  locale: 'en' | 'fr';
}

export interface ModePlan {
  /** Content scales built, in build order: the last one is the build the other stages serve. */
  buildScales: number[];
  buildTimeoutMs: number;
  lighthouse: { pages: number; formFactors: Array<'mobile' | 'desktop'>; runs: number };
  serve: { seconds: number; connections: number };
  searchScale: number;
  searchSamples: number;
  freshSamples: number;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let quick = false;
  let keep = false;
  let stages: StageId[] = [...stageIds];
  let lighthouseRuns: number | null = null;
  let compareOrigin: string | null = null;
  let locale: 'en' | 'fr' = 'en';
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--keep') keep = true;
    else if (arg.startsWith('--runs=')) {
      // One run of a simulated mobile load is noisy on a shared machine: medians need several.
      const runs = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error(`--runs takes a whole number from 1 to 15; got "${arg}"`);
      lighthouseRuns = runs;
    }
    else if (arg.startsWith('--compare=')) {
      let url: URL | null = null;
      try {
        url = new URL(arg.slice('--compare='.length));
      } catch {
        url = null;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/') {
        throw new Error(`--compare takes the origin of a running build, e.g. http://localhost:3956; got "${arg}"`);
      }
      compareOrigin = url.origin;
    } else if (arg.startsWith('--locale=')) {
      const wanted = arg.slice('--locale='.length);
      if (wanted !== 'en' && wanted !== 'fr') throw new Error(`--locale takes en or fr; got "${arg}"`);
      locale = wanted;
    } else if (arg.startsWith('--only=')) {
      const wanted = arg.slice('--only='.length).split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = wanted.filter((s) => !(stageIds as readonly string[]).includes(s));
      if (unknown.length > 0 || wanted.length === 0) throw new Error(`--only takes a list of ${stageIds.join(', ')}; got "${arg}"`);
      stages = stageIds.filter((s) => wanted.includes(s));
    } else throw new Error(`unknown option ${arg}: use --quick, --only=${stageIds.join(',')}, --keep, --runs=N, --compare=ORIGIN, --locale=en|fr`);
  }
  return { quick, stages, keep, lighthouseRuns, compareOrigin, locale };
}

export function planFor(quick: boolean): ModePlan {
  return quick
    ? {
        buildScales: [0],
        buildTimeoutMs: 8 * 60_000,
        // The eight pages of the LCP budget: home, an event, an artist, the calendar, a calendar
        // day, the timetable, My schedule, a venue.
        lighthouse: { pages: 8, formFactors: ['mobile'], runs: 1 },
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
        serve: { seconds: 15, connections: 10 },
        searchScale: 2500,
        searchSamples: 300,
        freshSamples: 6,
      };
}

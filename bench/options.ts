/** The CLI of `npm run bench`: `--quick`, `--only=build,js,…`, `--keep` (keep the temporary folder). */
import { stageIds, type StageId } from './types';

export interface BenchOptions {
  quick: boolean;
  stages: StageId[];
  keep: boolean;
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
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--keep') keep = true;
    else if (arg.startsWith('--only=')) {
      const wanted = arg.slice('--only='.length).split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = wanted.filter((s) => !(stageIds as readonly string[]).includes(s));
      if (unknown.length > 0 || wanted.length === 0) throw new Error(`--only takes a list of ${stageIds.join(', ')}; got "${arg}"`);
      stages = stageIds.filter((s) => wanted.includes(s));
    } else throw new Error(`unknown option ${arg}: use --quick, --only=${stageIds.join(',')}, --keep`);
  }
  return { quick, stages, keep };
}

export function planFor(quick: boolean): ModePlan {
  return quick
    ? {
        buildScales: [0],
        buildTimeoutMs: 8 * 60_000,
        lighthouse: { pages: 4, formFactors: ['mobile'], runs: 1 },
        serve: { seconds: 5, connections: 10 },
        searchScale: 2500,
        searchSamples: 60,
        freshSamples: 2,
      }
    : {
        // Largest first, so the build left for the other stages is the seed's.
        buildScales: [2500, 500, 0],
        buildTimeoutMs: 20 * 60_000,
        lighthouse: { pages: 9, formFactors: ['mobile', 'desktop'], runs: 3 },
        serve: { seconds: 15, connections: 10 },
        searchScale: 2500,
        searchSamples: 300,
        freshSamples: 6,
      };
}

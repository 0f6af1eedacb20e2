/** What each measurement hands to the report (bench/report.ts) and the budgets (bench/budgets.ts). */

export const stageIds = ['build', 'js', 'lighthouse', 'serve', 'search', 'fresh', 'observed', 'taps'] as const;
export type StageId = (typeof stageIds)[number];
/** What a run without `--only` or `--observed` measures: the observed stages are asked for. */
export const defaultStageIds: readonly StageId[] = ['build', 'js', 'lighthouse', 'serve', 'search', 'fresh'];

export interface BuildResult {
  /** CMS_SCALE of the content server the site was built from. */
  scale: number;
  /** HTML pages pre-rendered (prerender manifest), both languages. */
  pages: number;
  seconds: number;
  peakRssMb: number;
  /** GraphQL requests the content server received during the build (a batch counts once). */
  cmsRequests: number;
  /** Requests per operation name, the biggest first. */
  operations: Array<{ name: string; count: number }>;
  bare: { pages: number; seconds: number; peakRssMb: number };
}

export interface JsPageResult {
  /** e.g. `event (en)`. */
  name: string;
  path: string;
  /** Sum of the encoded (wire, gzip) body sizes of the script responses. */
  bytes: number;
  /** The same scripts gzipped here (level 6), whatever the server sent. */
  gzipBytes: number;
  scripts: number;
  /** The page's HTML document (with its RSC payload): bytes, and gzipped here. */
  htmlBytes?: number;
  htmlGzipBytes?: number;
}

export interface JsResult {
  pages: JsPageResult[];
  bare: JsPageResult;
  /** The same pages from the comparison build (`--compare=ORIGIN`), measured in the same run. */
  before?: JsPageResult[];
}

export type FormFactor = 'mobile' | 'desktop';

/** Medians over `runs` Lighthouse runs; scores 0–100. */
export interface LighthouseResult {
  name: string;
  path: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  warnings: string[];
  /** The LCP element of the run nearest the median LCP (its HTML snippet and text). */
  lcpElement?: string;
  /** Medians of the LCP subparts Lighthouse reports (time to first byte, load delay, load time, render delay), ms. */
  lcpSubpartsMs?: Record<string, number>;
}

export interface LighthouseSummary {
  site: LighthouseResult[];
  bare: LighthouseResult[];
  /** The same pages from the comparison build (`--compare=ORIGIN`), interleaved with the site's runs. */
  before?: LighthouseResult[];
}

/** One load on the slow phone, as painted (bench/observed.ts); ms since the navigation started. */
export interface ObservedLoad {
  firstPaintMs: number | null;
  lcpMs: number | null;
  /** React's commit that ended hydration (bench/page-probe.ts). */
  scriptsDoneMs: number | null;
  /** The load event of the last of Next's scripts. */
  lastScriptMs: number | null;
  lcpElement: string | null;
}

/** Medians of one page's observed loads. */
export interface ObservedPageResult {
  name: string;
  path: string;
  /** Loads measured (failed ones left out). */
  runs: number;
  firstPaintMs: number | null;
  lcpMs: number | null;
  scriptsDoneMs: number | null;
  lastScriptMs: number | null;
  /** The LCP element of the load nearest the median LCP. */
  lcpElement: string | null;
}

export interface ObservedResult {
  site: ObservedPageResult[];
  /** The same pages from the comparison build (`--compare=ORIGIN`), interleaved load by load. */
  before?: ObservedPageResult[];
  errors: string[];
}

/** The controls of the tap check (bench/taps.ts), as `--controls=` names them. */
export const tapControlKeys = ['menu', 'submenu', 'banner', 'star', 'play', 'share'] as const;
export type TapControlKey = (typeof tapControlKeys)[number];

/** A native control (the platform acts on the tap) or one whose tap is carried out once the scripts are done. */
export type TapControlKind = 'native' | 'replayed';

/** One load of the tap check; ms since the navigation started. */
export interface TapLoad {
  visibleMs: number;
  tapMs: number;
  /** Null: the tap was lost (nothing happened by the time the check gave up). */
  effectMs: number | null;
  scriptsDoneMs: number | null;
  /** The control the page saw the tap on. */
  target: string | null;
}

export interface TapControlResult {
  control: string;
  kind: TapControlKind;
  page: string;
  loads: TapLoad[];
}

export interface TapsResult {
  site: TapControlResult[];
  before?: TapControlResult[];
  errors: string[];
}

export interface LoadResult {
  url: string;
  rps: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  seconds: number;
  connections: number;
  /** Size of the page's body as served (no compression requested). */
  bodyBytes?: number;
  /** `x-nextjs-cache` of the last warm-up answer (HIT: served from the pre-rendered cache). */
  cacheHeader?: string | null;
}

export interface ServeResult {
  site: LoadResult;
  bare: LoadResult;
  /** The bare app's page padded to the site page's size (see bench/baseline-app.ts). */
  bareSameSize?: LoadResult;
  static: LoadResult;
}

export interface SearchResult {
  scale: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Answers other than 200. */
  failures: number;
  /** Each language's index file as served, gzipped. */
  indexGzipBytes?: Record<'en' | 'fr', number>;
}

export interface FreshResult {
  /** Edit call (which calls the webhook) to the new title served on every watched page, per sample. */
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
  /** How long the edit call (the webhook included) took, median. */
  webhookCallMs: number;
  pages: string[];
}

export interface Measurements {
  builds?: BuildResult[];
  js?: JsResult;
  lighthouse?: LighthouseSummary;
  serve?: ServeResult;
  search?: SearchResult;
  fresh?: FreshResult;
  observed?: ObservedResult;
  taps?: TapsResult;
}

export type BudgetStatus = 'met' | 'missed' | 'not measured';

export interface BudgetVerdict {
  budget: string;
  figure: string;
  status: BudgetStatus;
}

/** One figure beside the baseline it is compared to, for the JSON report. */
export interface Comparison {
  stage: StageId;
  figure: string;
  unit: string;
  value: number;
  baseline: number;
  /** What the baseline is: `bare Next`, `static file`, `budget`. */
  baselineName: string;
  ratio: number | null;
}

export interface StageError {
  /** `setup`: the workspace, a build or a server the stages needed. */
  stage: StageId | 'setup';
  message: string;
}

export interface BenchReport {
  mode: 'quick' | 'full';
  stages: StageId[];
  startedAt: string;
  finishedAt: string;
  environment: { node: string; next: string; react: string; cpus: number; memoryGb: number; chromium: string | null };
  measurements: Measurements;
  comparisons: Comparison[];
  budgets: BudgetVerdict[];
  errors: StageError[];
  notes: string[];
}

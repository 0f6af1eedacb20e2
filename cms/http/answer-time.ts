import { cpuWorkers } from './cpu-workers';

/**
 * How long a real WordPress takes to answer, for tests and benchmarks that must not mistake the
 * embedded server's speed for production's. OFF by default. Two models:
 *
 * - `CMS_ANSWER_TIME=wordpress` (or `<ms per query>+<ms per node>`): the answer is HELD that long
 *   (measured from when the request was read); the CPU is not used meanwhile.
 * - `CMS_ANSWER_TIME=wordpress-cpu` (or `cpu:<ms per query>+<ms per node>`): the answer costs that
 *   much CPU, spent by one of a pool of worker threads in this process (./cpu-workers.ts, six, as
 *   PHP-FPM's workers on the measured host), so it competes for the machine's cores with the site
 *   as PHP does: quiet, the figures are the answer time; while the site renders, both slow down.
 *
 * The cost of a WPGraphQL answer is WordPress's bootstrap per request (plugins, Polylang, ACF
 * field groups, the schema) plus a cost per object resolved (its model, its meta, ACF fields,
 * terms, translations). The figures and how they were derived: docs/freshness.md, "The embedded
 * content server's answer time".
 */
export interface AnswerTimeModel {
  perQueryMs: number;
  perNodeMs: number;
  /** `cpu`: the time is CPU burnt by one of `workers` threads; otherwise a wait. */
  spends?: 'cpu';
  workers?: number;
}

/** WordPress 6 + WPGraphQL 2 + Polylang + ACF, uncached, as a wait (see docs/freshness.md for the derivation). */
export const wordpressAnswerTime: AnswerTimeModel = { perQueryMs: 180, perNodeMs: 1.2 };

/**
 * The same WordPress as CPU, calibrated on the quiet host's answers to the site's own queries
 * (issue 41): a 100-event list with the site's fields (2,054 nodes) 0.45–0.50 s, one event
 * (`EventBySlug`, 20 nodes) 55–70 ms, the menus (`SiteShell`, 152 nodes) 70–90 ms. Two unknowns,
 * three figures: 58 ms + 0.2 ms a node gives 469 ms, 62 ms and 88 ms
 * (tests/unit/cms/answer-time-cpu.test.ts checks them against the site's documents).
 */
export const wordpressCpuAnswerTime: AnswerTimeModel = { perQueryMs: 58, perNodeMs: 0.2, spends: 'cpu', workers: 6 };

const figures = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/;

/** The model CMS_ANSWER_TIME names; null when unset, empty or `off`. A malformed value throws (a typo must not pass for "off"). */
export function answerTimeFromEnv(value: string | undefined): AnswerTimeModel | null {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'off') return null;
  if (setting === 'wordpress') return wordpressAnswerTime;
  if (setting === 'wordpress-cpu') return wordpressCpuAnswerTime;
  const cpu = setting.startsWith('cpu:');
  const match = figures.exec(cpu ? setting.slice(4) : setting);
  if (!match) {
    throw new Error(`CMS_ANSWER_TIME must be "wordpress", "wordpress-cpu", "off", "<ms per query>+<ms per node>" or "cpu:<ms per query>+<ms per node>", got "${value}"`);
  }
  const model = { perQueryMs: Number(match[1]), perNodeMs: Number(match[2]) };
  return cpu ? { ...model, spends: 'cpu', workers: wordpressCpuAnswerTime.workers } : model;
}

/** The objects an answer's `data` holds (each post, term, image, connection, ACF group…), the root aside. */
export function countNodes(data: unknown): number {
  const count = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + count(item), 0);
    if (typeof value !== 'object' || value === null) return 0;
    return Object.values(value).reduce((sum: number, field) => sum + count(field), 1);
  };
  return Math.max(0, count(data) - (typeof data === 'object' && data !== null && !Array.isArray(data) ? 1 : 0));
}

/** How long the model holds this answer. */
export function answerTimeMs(model: AnswerTimeModel, data: unknown): number {
  return Math.round(model.perQueryMs + model.perNodeMs * countNodes(data));
}

/** Waits what is left of the answer's time, counted from `startedAt`; or spends its CPU (`spends: 'cpu'`). */
export async function holdAnswer(model: AnswerTimeModel | null, data: unknown, startedAt: number): Promise<void> {
  if (!model) return;
  if (model.spends === 'cpu') return cpuWorkers(model.workers ?? 1).burn(answerTimeMs(model, data));
  const left = startedAt + answerTimeMs(model, data) - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

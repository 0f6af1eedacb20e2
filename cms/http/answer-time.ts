/**
 * How long a real WordPress takes to answer, for tests and benchmarks that must not mistake the
 * embedded server's speed for production's. OFF by default; `CMS_ANSWER_TIME=wordpress` turns it
 * on (or `CMS_ANSWER_TIME=<ms per query>+<ms per node>` for other figures).
 *
 * The cost of a WPGraphQL answer is WordPress's bootstrap per request (plugins, Polylang, ACF
 * field groups, the schema) plus a cost per object resolved (its model, its meta, ACF fields,
 * terms, translations). The answer is held that long (measured from when the request was read);
 * the CPU is not used meanwhile, as PHP-FPM workers answer in parallel on the database server.
 * The figures and how they were derived: README, "The embedded content server's answer time".
 */
export interface AnswerTimeModel {
  perQueryMs: number;
  perNodeMs: number;
}

/** WordPress 6 + WPGraphQL 2 + Polylang + ACF, uncached (see the README for the derivation). */
export const wordpressAnswerTime: AnswerTimeModel = { perQueryMs: 180, perNodeMs: 1.2 };

/** The model CMS_ANSWER_TIME names; null when unset, empty or `off`. A malformed value throws (a typo must not pass for "off"). */
export function answerTimeFromEnv(value: string | undefined): AnswerTimeModel | null {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'off') return null;
  if (setting === 'wordpress') return wordpressAnswerTime;
  const match = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(setting);
  if (!match) throw new Error(`CMS_ANSWER_TIME must be "wordpress", "off" or "<ms per query>+<ms per node>", got "${value}"`);
  return { perQueryMs: Number(match[1]), perNodeMs: Number(match[2]) };
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

/** Waits what is left of the answer's time, counted from `startedAt`. */
export async function holdAnswer(model: AnswerTimeModel | null, data: unknown, startedAt: number): Promise<void> {
  if (!model) return;
  const left = startedAt + answerTimeMs(model, data) - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Identical searches at the origin: concurrent ones share ONE content-server call, and an answer
 * is kept a few seconds for the repeats that follow (a CDN in front keeps it a minute; this is
 * for what reaches the origin anyway: a cold CDN, one CDN node per region, no CDN at all).
 * Bounded: the oldest answer goes first past `maxEntries`.
 *
 * Hand-written rather than lru-cache: an answer that failed must reach the requests that waited
 * for it but must not be kept, which lru-cache's fetchMethod cannot say (it keeps what it returns,
 * or returns nothing to the waiters).
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { answer: Promise<T>; settledAt: number | null }>();

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** Whether a settled answer may be kept (a failure is only shared with those who waited). */
      keep: (answer: T) => boolean;
      now?: () => number;
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(key);
    if (entry && (entry.settledAt === null || now - entry.settledAt < this.options.ttlMs)) return entry.answer;
    if (entry) this.entries.delete(key);

    const answer = load();
    const record = { answer, settledAt: null as number | null };
    this.entries.set(key, record);
    const forget = () => {
      if (this.entries.get(key) === record) this.entries.delete(key);
    };
    answer.then(
      (value) => {
        if (this.options.keep(value)) record.settledAt = this.options.now?.() ?? Date.now();
        else forget();
      },
      forget,
    );
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return answer;
  }
}

/**
 * What the content server can bear of searches from this instance: at most `concurrency` of its
 * search calls at once, then a short queue (at most `queue` waiting, each `waitMs` at most);
 * past that a search is refused at once ("busy"), so a crowd neither piles up requests in memory
 * nor takes WordPress down with it. Identical searches never get this far (they share one call,
 * and an answer is kept 1.5 s: ./answer-cache.ts), so the cap counts distinct searches only.
 *
 * A few lines rather than a library (p-limit has no bound on its queue nor a wait limit).
 */
export class SearchSlots {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: ReturnType<typeof setTimeout> }> = [];

  constructor(private readonly options: { concurrency: number; queue: number; waitMs: number }) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs the call in a slot; `busy` when none frees in time (or the queue is full). */
  async run<T>(call: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) return { busy: true };
      const started = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            clearTimeout(entry.timer);
            resolve(true);
          },
          timer: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(entry), 1);
            resolve(false);
          }, this.options.waitMs),
        };
        this.waiting.push(entry);
      });
      if (!started) return { busy: true };
    } else {
      this.running += 1;
    }
    try {
      return { busy: false, value: await call() };
    } finally {
      // The slot passes straight to the next waiting call (the count stays), or is given back.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }
}

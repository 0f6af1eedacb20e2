import { headProbe, type Probe, renderOne, type WarmReport, type WarmSettings } from './warm';

type Outcome = true | false | Error;

/** Ranks of pages asked for `last` start this far above the others (no webhook lists as many pages). */
const behindEveryList = 1_000_000;
/** Ranks of `background` pages start this far up: behind every page asked for without it, `last` ones included. */
const inTheBackground = 2 * behindEveryList;
/**
 * Background pages rendered at once: one. They are every page of a menu or settings save (a few
 * hundred); more at once took the cores from the pages of the next save and from visitors (under
 * a WordPress that costs CPU on the same host, a settings save's first pages missed their bound
 * behind a menu save's background).
 */
const backgroundAtOnce = 1;

/** Marks the path's data stale again before its next render (see `RenderScheduler.render`). */
export type Remark = (path: string) => void | Promise<void>;

interface Waiter {
  started?: (path: string) => void;
  /** Told each page's outcome as its render ends (rendered, or given up on). */
  rendered?: (path: string, rendered: boolean) => void;
  remark?: Remark;
  done: (path: string, outcome: Outcome) => void;
}

/**
 * The renders of one instance after webhooks, in ONE queue for every webhook: WordPress saves a
 * post, its fields and its terms within milliseconds, each with a webhook, and an editor may
 * save ten times in a few seconds. Each webhook's own pass would render every page once per
 * save, all at the same time, on a server that renders on one thread: ten quick saves took
 * longer than the 2 s goal. Here a page waiting to be rendered is rendered once for every
 * webhook that asks for it meanwhile; a page being rendered is queued again (that render may
 * read the content from before the newest save).
 */
export class RenderScheduler {
  /**
   * Waiting paths, each with its rank (its place in the most-visited-first list of a webhook
   * that asked for it; the lowest wins) and those who wait for its next render.
   */
  private readonly waiting = new Map<string, { rank: number; waiters: Waiter[] }>();
  /** Paths being rendered now: a path is not rendered twice at once (the second would only wait for the first). */
  private readonly rendering = new Set<string>();
  private renderers = 0;
  /** Background pages being rendered now. */
  private backgroundRenders = 0;

  constructor(
    private readonly settings: WarmSettings,
    private readonly probe: Probe = headProbe,
  ) {}

  /**
   * Renders these paths, most visited first: each takes its place in the list among the pages
   * already waiting (a new save's item page goes before an earlier save's timetable) or, with
   * `last`, after every page asked for without it (in their own order among themselves: the
   * item's page before the timetable again), or with `background` behind those too. Resolves once each has been rendered (or given up on)
   * at least once from now on.
   *
   * A path being rendered when it is asked for again gets `remark` called once that render is
   * over, before the next: that render began before the newest save and may have read the
   * content from before it, yet it is stored after the save's mark, so Next.js takes it for
   * fresh and would not render the page again.
   */
  render(
    paths: readonly string[],
    {
      last = false,
      background = false,
      started,
      rendered,
      remark,
    }: { last?: boolean; background?: boolean; started?: (path: string) => void; rendered?: (path: string, rendered: boolean) => void; remark?: Remark } = {},
  ): Promise<WarmReport> {
    const since = Date.now();
    const unique = [...new Set(paths)];
    if (!this.settings.origin || unique.length === 0) return Promise.resolve({ rendered: 0, notRendered: this.settings.origin ? [] : unique, ms: 0 });
    return new Promise((resolve) => {
      const report: WarmReport = { rendered: 0, notRendered: [], ms: 0 };
      let left = unique.length;
      const waiter: Waiter = {
        started,
        rendered,
        done: (path, outcome) => {
          if (outcome === true) report.rendered += 1;
          else {
            report.notRendered.push(path);
            if (outcome instanceof Error) report.failure ??= `${this.settings.origin}${path}: ${outcome.message}`;
          }
          left -= 1;
          if (left === 0) resolve({ ...report, ms: Date.now() - since });
        },
      };
      unique.forEach((path, index) => {
        const rank = index + (background ? inTheBackground : last ? behindEveryList : 0);
        const asked = this.rendering.has(path) && remark ? { ...waiter, remark } : waiter;
        const entry = this.waiting.get(path);
        if (entry) {
          entry.rank = Math.min(entry.rank, rank);
          entry.waiters.push(asked);
        } else this.waiting.set(path, { rank, waiters: [asked] });
      });
      this.fill();
    });
  }

  /**
   * A visitor waits for this page (server/fresh-renders.mjs): it is rendered now, beside the pages
   * being rendered (one more at once, for it alone), or next if it is being rendered already.
   * Returns whether it was waiting here.
   */
  promote(matches: (path: string) => boolean): boolean {
    let found = false;
    for (const [path, entry] of this.waiting) {
      if (!matches(path)) continue;
      entry.rank = Math.min(entry.rank, -1);
      found = true;
      if (!this.rendering.has(path)) void this.renderer({ once: true });
    }
    return found;
  }

  /** Starts renderers for the paths that can be taken now (a background one only while none is rendered). */
  private fill(): void {
    const backgroundFull = this.backgroundRenders >= backgroundAtOnce;
    let takeable = 0;
    let backgroundTakeable = false;
    for (const [path, entry] of this.waiting) {
      if (this.rendering.has(path)) continue;
      if (entry.rank < inTheBackground) takeable += 1;
      else if (!backgroundFull) backgroundTakeable = true;
    }
    if (backgroundTakeable) takeable += 1;
    for (let i = Math.min(takeable, Math.max(1, this.settings.concurrency) - this.renderers); i > 0; i -= 1) void this.renderer();
  }

  private async renderer({ once = false } = {}): Promise<void> {
    if (!once) this.renderers += 1;
    try {
      for (let next = this.take(); next; next = once ? undefined : this.take()) {
        const [path, waiters, inBackground] = next;
        if (inBackground) this.backgroundRenders += 1;
        this.rendering.add(path);
        await Promise.all(waiters.map((waiter) => waiter.remark?.(path)));
        waiters.forEach((waiter) => waiter.started?.(path));
        const outcome = await renderOne(`${this.settings.origin}${path}`, Date.now() + this.settings.deadlineMs, this.probe, this.settings.headers);
        this.rendering.delete(path);
        if (inBackground) this.backgroundRenders -= 1;
        waiters.forEach((waiter) => waiter.rendered?.(path, outcome === true));
        waiters.forEach((waiter) => waiter.done(path, outcome));
      }
    } finally {
      if (!once) this.renderers -= 1;
    }
    this.fill();
  }

  /** The best-ranked waiting path not being rendered now (the earliest asked for among equals); a background one only while none is rendered. */
  private take(): [string, Waiter[], boolean] | undefined {
    let best: [string, { rank: number; waiters: Waiter[] }] | undefined;
    const backgroundFull = this.backgroundRenders >= backgroundAtOnce;
    for (const entry of this.waiting) {
      if (this.rendering.has(entry[0]) || (backgroundFull && entry[1].rank >= inTheBackground)) continue;
      if (!best || entry[1].rank < best[1].rank) best = entry;
    }
    if (!best) return undefined;
    this.waiting.delete(best[0]);
    return [best[0], best[1].waiters, best[1].rank >= inTheBackground];
  }

}

const shared = new Map<string, RenderScheduler>();

/** This instance's scheduler for these settings (one per process, shared by every webhook). */
export function sharedRenderScheduler(settings: WarmSettings): RenderScheduler {
  const key = JSON.stringify(settings);
  let scheduler = shared.get(key);
  if (!scheduler) shared.set(key, (scheduler = new RenderScheduler(settings)));
  return scheduler;
}

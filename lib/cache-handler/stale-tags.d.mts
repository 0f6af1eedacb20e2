/** The few Redis commands the marks need (node-redis v5 names). */
export interface TagStore {
  readonly isReady: boolean;
  hSet(key: string, values: Record<string, string>): Promise<unknown>;
  hmGet(key: string, fields: string[]): Promise<Array<string | null>>;
}

export interface StaleTags {
  /** Marks the tags stale now (in Redis when it answers, always in this process). */
  mark(tags: string[]): Promise<void>;
  /** The latest mark on any of the tags, in ms (0 when none). */
  latest(tags: string[]): Promise<number>;
  /** Writes the marks made while Redis was down. */
  flush(): Promise<void>;
  /** How many tags wait for Redis. */
  pending(): number;
}

export function createStaleTags(options: { client: TagStore | null; key: string; localLimit?: number; now?: () => number }): StaleTags;

export function withStaleness<Entry extends { lastModified: number; lifespan?: { revalidate?: number | false } | null; value?: unknown }>(
  entry: Entry | null,
  markedAt: number,
  at?: number,
): Entry | null;

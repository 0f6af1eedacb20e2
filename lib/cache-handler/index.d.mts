/** The Next.js cache handler class (see index.mjs). Typed loosely: Next.js calls it, tests drive it. */
export default class FestivalCacheHandler {
  constructor(context: { serverDistDir: string; dev?: boolean; [key: string]: unknown });
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export interface CacheEntry {
  lastModified: number;
  tags: readonly string[];
  lifespan: { revalidate: number | false; expireAt: number } | null;
  value: { kind: string; [key: string]: unknown } | null;
  cacheControl?: { revalidate: number; expire: number };
}

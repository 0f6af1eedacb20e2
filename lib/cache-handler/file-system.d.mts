/** Next.js's file-system cache handler with the not-found rule (see file-system.mjs). */
export default class FestivalFileSystemCache {
  constructor(context: Record<string, unknown>);
  get(key: string, ctx?: Record<string, unknown>): Promise<unknown>;
  set(key: string, value: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

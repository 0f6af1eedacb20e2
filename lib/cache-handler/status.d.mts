export type RedisState = 'not configured' | 'connecting' | 'ready' | 'down';

export interface CacheStatus {
  redis: RedisState;
  /** When `redis` last changed (ISO time). */
  since: string;
  /** The last connection error while down. */
  lastError: string | null;
  /** The Redis key prefix of this build (`festival:<build id>:`). */
  keyPrefix: string | null;
}

export function cacheStatus(): CacheStatus;
export function updateCacheStatus(patch: Partial<CacheStatus>): void;

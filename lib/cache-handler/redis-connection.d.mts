import type { createClient } from 'redis';

export function reconnectDelay(retries: number, random?: () => number): number;
export function redactUrl(url: string): string;
export function connectRedis(options: {
  url: string;
  log?: Pick<Console, 'info' | 'error'>;
  create?: typeof createClient;
}): ReturnType<typeof createClient>;

import { createClient } from 'redis';
import { updateCacheStatus } from './status.mjs';

/** Reconnect back-off: 100 ms doubling to 5 s, with jitter so instances do not retry in step. */
export function reconnectDelay(retries, random = Math.random) {
  return Math.min(100 * 2 ** retries, 5000) + Math.floor(random() * 100);
}

/** The URL without its password, for logs. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/**
 * A node-redis client that never gives up: it retries with back-off forever, fails commands at
 * once while disconnected (no offline queue, so a request never waits on a dead Redis), and
 * logs a fault once when it starts and once when it ends, not on every retry.
 *
 * @param {{ url: string, log?: Pick<Console, 'info' | 'error'>, create?: typeof createClient }} options
 */
export function connectRedis({ url, log = console, create = createClient }) {
  const where = redactUrl(url);
  const client = create({
    url,
    disableOfflineQueue: true,
    // Finds a connection that died silently (a host gone, a firewall dropping packets).
    pingInterval: 5000,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => reconnectDelay(retries) },
  });
  let faultLogged = false;
  let everReady = false;
  updateCacheStatus({ redis: 'connecting', since: new Date().toISOString(), lastError: null });

  client.on('ready', () => {
    if (faultLogged) log.info(`[cache] Redis at ${where} is back: the cache is shared again`);
    else if (!everReady) log.info(`[cache] sharing the cache through Redis at ${where}`);
    faultLogged = false;
    everReady = true;
    updateCacheStatus({ redis: 'ready', since: new Date().toISOString(), lastError: null });
  });
  client.on('error', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!faultLogged) {
      faultLogged = true;
      log.error(`[cache] Redis at ${where} is unavailable (${message}): serving from this instance's memory until it returns`);
      updateCacheStatus({ redis: 'down', since: new Date().toISOString(), lastError: message });
    } else {
      updateCacheStatus({ lastError: message });
    }
  });
  // Resolves on the first connection; until then (and after any later drop) the client retries.
  client.connect().catch(() => {});
  return client;
}

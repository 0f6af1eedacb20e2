// @ts-check
import { createClient } from 'redis';
import { reconnectDelay } from '../lib/cache-handler/redis-connection.mjs';
import { receiveBroadcast, setBroadcast } from './fresh-renders.mjs';

/**
 * Several instances sharing Redis: the pages one instance's webhook expects to render, and each
 * render as it is done, published on a Redis channel to every instance, so a visitor of another
 * instance waits for the page too (and gets it from the shared cache once it is stored).
 *
 * Publish/subscribe is fire-and-forget: an instance whose subscription is down (Redis away, just
 * started) does not hold its visitors, and serves the last page as it would without this. An
 * instance that misses a `done` lets its visitors go at the bound (3 s).
 *
 * @param {{ url: string, channel: string, log?: Pick<Console, 'error'> }} options
 */
export function shareFreshRendersThroughRedis({ url, channel, log = console }) {
  const sender = process.pid + Math.random().toString(36).slice(2);
  const options = { url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (/** @type {number} */ retries) => reconnectDelay(retries) } };
  const publisher = createClient(options);
  const subscriber = publisher.duplicate();
  let faultLogged = false;
  const onError = (/** @type {Error} */ error) => {
    if (faultLogged) return;
    faultLogged = true;
    log.error(`fresh render: Redis unavailable (${error.message}): visitors of other instances do not wait for this one's renders until it returns`);
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', onError);
    client.on('ready', () => {
      faultLogged = false;
    });
    client.connect().catch(() => {});
  }
  const listener = (/** @type {string} */ text) => {
    try {
      const message = JSON.parse(text);
      if (message && typeof message === 'object' && message.from !== sender) receiveBroadcast(message);
    } catch {
      // Not one of ours.
    }
  };
  // Once: node-redis subscribes again by itself after a reconnection.
  subscriber.once('ready', () => void subscriber.subscribe(channel, listener).catch(onError));
  setBroadcast({
    publish(message) {
      if (!publisher.isReady) return;
      publisher.publish(channel, JSON.stringify({ ...message, from: sender })).catch(() => {});
    },
  });
  return {
    async close() {
      setBroadcast(null);
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

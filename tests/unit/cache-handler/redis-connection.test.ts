import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { connectRedis, reconnectDelay, redactUrl } from '@/lib/cache-handler/redis-connection.mjs';
import { cacheStatus } from '@/lib/cache-handler/status.mjs';

class FakeClient extends EventEmitter {
  options: unknown;
  constructor(options: unknown) {
    super();
    this.options = options;
  }
  connect() {
    return new Promise(() => {});
  }
}

function connectFake() {
  const log = { info: vi.fn(), error: vi.fn() };
  let client: FakeClient | undefined;
  const create = ((options: unknown) => (client = new FakeClient(options))) as never;
  connectRedis({ url: 'redis://user:secret@127.0.0.1:6390', log, create });
  return { log, client: client! };
}

describe('the Redis connection', () => {
  it('backs off from 100 ms to at most 5 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(100);
    expect(reconnectDelay(3, () => 0)).toBe(800);
    expect(reconnectDelay(30, () => 0)).toBe(5000);
    expect(reconnectDelay(30, () => 0.99)).toBeLessThan(5100);
  });

  it('never fails commands by queueing them while disconnected, and retries forever', () => {
    const { client } = connectFake();
    const options = client.options as { disableOfflineQueue: boolean; socket: { reconnectStrategy: (n: number) => number } };
    expect(options.disableOfflineQueue).toBe(true);
    expect(typeof options.socket.reconnectStrategy(1000)).toBe('number');
  });

  it('logs a fault once however many retries fail, and its end once', () => {
    const { log, client } = connectFake();
    client.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 25; i += 1) client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6390'));
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatch(/unavailable \(connect ECONNREFUSED/);
    expect(log.error.mock.calls[0]![0]).not.toContain('secret');
    expect(cacheStatus()).toMatchObject({ redis: 'down', lastError: 'connect ECONNREFUSED 127.0.0.1:6390' });
    client.emit('ready');
    client.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.info.mock.calls[1]![0]).toMatch(/is back/);
    expect(cacheStatus()).toMatchObject({ redis: 'ready', lastError: null });
  });

  it('hides the password in logged URLs', () => {
    expect(redactUrl('redis://default:hunter2@cache.internal:6379/0')).toBe('redis://default:***@cache.internal:6379/0');
    expect(redactUrl('redis://127.0.0.1:6390')).toBe('redis://127.0.0.1:6390');
  });
});

// @ts-check
/**
 * Per-client token buckets with bounded memory: each client may spend `burst` tokens at once and
 * gets `perSecond` back every second. At most `maxClients` buckets are kept; the client seen
 * least recently is forgotten first (a forgotten client starts again with a full bucket, so an
 * attacker rotating addresses gains nothing over a fresh client). Dependency-free: it runs in the
 * request gate, before Next.js and outside its bundle.
 */
export class TokenBuckets {
  /** @param {{ burst: number, perSecond: number, maxClients: number, now?: () => number }} options */
  constructor({ burst, perSecond, maxClients, now = () => Date.now() }) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.maxClients = maxClients;
    this.now = now;
    /** Insertion order is recency order: a client is re-inserted whenever it is seen. @type {Map<string, { tokens: number, at: number }>} */
    this.buckets = new Map();
  }

  get size() {
    return this.buckets.size;
  }

  /**
   * Spends one token of `client`'s bucket. `retryAfterSeconds` (when refused) is how long until
   * a token is back.
   * @param {string} client
   * @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }}
   */
  take(client) {
    const now = this.now();
    const previous = this.buckets.get(client);
    const elapsedSeconds = previous ? Math.max(0, now - previous.at) / 1000 : 0;
    const tokens = previous ? Math.min(this.burst, previous.tokens + elapsedSeconds * this.perSecond) : this.burst;
    this.buckets.delete(client);
    if (tokens >= 1) {
      this.remember(client, { tokens: tokens - 1, at: now });
      return { allowed: true };
    }
    this.remember(client, { tokens, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.perSecond)) };
  }

  /** @param {string} client @param {{ tokens: number, at: number }} bucket */
  remember(client, bucket) {
    this.buckets.set(client, bucket);
    while (this.buckets.size > this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
  }
}

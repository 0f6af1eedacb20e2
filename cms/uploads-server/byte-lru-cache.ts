/**
 * A least-recently-used cache bounded by total bytes, for transformed images. A `Map` keeps
 * insertion order: re-inserting on read moves an entry to the young end, eviction takes the old end.
 */
export interface SizedValue {
  byteLength: number;
}

export class ByteLruCache<V extends SizedValue> {
  private readonly entries = new Map<string, V>();
  private totalBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    // Values larger than the whole budget are served but never cached.
    if (value.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.totalBytes += value.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.totalBytes -= oldest.byteLength;
    }
  }

  delete(key: string): void {
    const existing = this.entries.get(key);
    if (existing === undefined) return;
    this.entries.delete(key);
    this.totalBytes -= existing.byteLength;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }
}

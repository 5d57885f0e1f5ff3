// A bounded in-memory map with the time each value was stored. Expiry is the caller's decision
// (fresh, stale or too old), so the last good answer stays available while Instagram is failing.
export interface Stored<V> {
  value: V;
  storedAt: number;
}

export class BoundedCache<V> {
  readonly #entries = new Map<string, Stored<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): Stored<V> | undefined {
    return this.#entries.get(key);
  }

  /** Re-inserting moves the key to the end, so the oldest write is evicted first. */
  set(key: string, value: V, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

// A bounded in-memory map with the time each value was stored. Expiry is the caller's decision
// (fresh, stale or too old), so the last good answer stays available while Instagram is failing.
export interface Stored<V> {
  value: V;
  storedAt: number;
}

export class BoundedCache<V> {
  readonly #entries = new Map<string, Stored<V>>();

  constructor(
    private readonly maxEntries: number,
    /** Keys that are never evicted: other keys make room among themselves. */
    private readonly pinned: ReadonlySet<string> = new Set(),
  ) {}

  get(key: string): Stored<V> | undefined {
    return this.#entries.get(key);
  }

  /** Re-inserting moves the key to the end, so the oldest write (not pinned) is evicted first. */
  set(key: string, value: V, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now });
    if (this.#entries.size <= this.maxEntries) return;
    for (const candidate of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      if (!this.pinned.has(candidate) && candidate !== key) this.#entries.delete(candidate);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

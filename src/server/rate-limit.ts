// A fixed-window counter per client, for the Instagram proxy and the booking API. Fixed windows let a
// client burst up to twice the limit across a window edge; that is acceptable for both, and it costs one
// small record per client.
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  count: number;
}

export class FixedWindowLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly max: number,
    // Bounds memory when many addresses show up (a scan or a botnet); see sweep().
    private readonly maxClients = 10_000,
  ) {}

  hit(client: string, now: number): RateVerdict {
    let window = this.#windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.#windows.delete(client);
      this.#windows.set(client, window);
      if (this.#windows.size > this.maxClients) this.#sweep(now);
    }
    window.count += 1;
    if (window.count <= this.max) return { allowed: true };
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    return { allowed: false, retryAfterSeconds };
  }

  /** Drops finished windows; if every window is live, drops the oldest ones (they restart at zero). */
  #sweep(now: number): void {
    for (const [client, window] of this.#windows) {
      if (now - window.start >= this.windowMs) this.#windows.delete(client);
    }
    for (const client of this.#windows.keys()) {
      if (this.#windows.size <= this.maxClients) break;
      this.#windows.delete(client);
    }
  }
}

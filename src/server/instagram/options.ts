// Options of the Instagram proxy and their defaults. Secrets arrive here from the server entry
// (process.env on Node, the platform's env bindings elsewhere) and are never read from globals.
export interface InstagramProxyOptions {
  accessToken?: string;
  igUserId?: string;
  /** Default 'https://graph.facebook.com/v23.0'. */
  graphBaseUrl?: string;
  /** Per Graph API call, body included. Default 8000. */
  timeoutMs?: number;
  /** How long an answer is served from memory. Default 10 minutes. */
  cacheTtlMs?: number;
  /** Per client. Default 60 requests per minute. */
  rateLimit?: { windowMs: number; max: number };
  now?: () => number;
  fetchImpl?: typeof fetch;
  log?: (...args: unknown[]) => void;
  /**
   * Behind a reverse proxy every request comes from the proxy's address, so the client is read from
   * X-Forwarded-For instead: `true` trusts one proxy (the last entry), a number trusts that many.
   */
  trustProxy?: boolean | number;
  /** Posts per answer. Default 12. */
  maxPosts?: number;
  /** Distinct queries kept in memory. Default 200. */
  cacheMaxEntries?: number;
  /** Oldest answer still served (as stale) while Instagram fails. Default 12 hours. */
  maxStaleMs?: number;
  /** After a failure, Instagram is not asked again for the same query for this long. Default 30 s. */
  retryAfterFailureMs?: number;
}

export type ResolvedOptions = Required<Omit<InstagramProxyOptions, 'accessToken' | 'igUserId'>> & {
  accessToken: string;
  igUserId: string;
  trustedProxies: number;
};

export function resolveOptions(opts: InstagramProxyOptions): ResolvedOptions {
  const trustProxy = opts.trustProxy ?? false;
  return {
    accessToken: opts.accessToken?.trim() ?? '',
    igUserId: opts.igUserId?.trim() ?? '',
    graphBaseUrl: (opts.graphBaseUrl ?? 'https://graph.facebook.com/v23.0').replace(/\/+$/, ''),
    timeoutMs: opts.timeoutMs ?? 8000,
    // 10 minutes is far below the life of Instagram's signed CDN image URLs (a day or more), so a
    // cached answer never hands out image links that have already expired.
    cacheTtlMs: opts.cacheTtlMs ?? 10 * 60_000,
    rateLimit: opts.rateLimit ?? { windowMs: 60_000, max: 60 },
    now: opts.now ?? Date.now,
    fetchImpl: opts.fetchImpl ?? ((input, init) => fetch(input, init)),
    log: opts.log ?? ((...args: unknown[]) => console.error(...args)),
    trustProxy,
    trustedProxies: trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, trustProxy),
    maxPosts: opts.maxPosts ?? 12,
    cacheMaxEntries: opts.cacheMaxEntries ?? 200,
    // Stale answers carry signed image URLs too; past about half a day some may have expired.
    maxStaleMs: opts.maxStaleMs ?? 12 * 60 * 60_000,
    retryAfterFailureMs: opts.retryAfterFailureMs ?? 30_000,
  };
}

// Options of the Instagram proxy and their defaults. Secrets arrive here from the server entry
// (process.env on Node, the platform's env bindings elsewhere) and are never read from globals.
import { toTrustProxy, type TrustProxy } from '../client-address.ts';

export interface InstagramProxyOptions {
  accessToken?: string;
  igUserId?: string;
  /**
   * The accounts whose posts may be asked for (the site's own, and any the owner adds). Every other
   * username is answered 403 without calling Instagram: each new name would spend the token's budget.
   * The first is the site's own account: its feed is never pushed out of the cache by other queries.
   */
  allowedUsernames: readonly string[];
  /**
   * Whether a hashtag alone (no username) may be searched. Default false: each new hashtag uses one of
   * the 30 hashtag searches Meta allows per 7 days, and needs the Public Content Access feature.
   */
  hashtagSearch?: boolean;
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
   * X-Forwarded-For instead: `true` trusts one proxy (the last entry), a number trusts that many, and a
   * parsed TRUST_PROXY (see client-address.ts) may also name the proxies' addresses.
   */
  trustProxy?: TrustProxy | boolean | number;
  /** Posts per answer. Default 12. */
  maxPosts?: number;
  /** Distinct queries kept in memory. Default 200. */
  cacheMaxEntries?: number;
  /** Oldest answer still served (as stale) while Instagram fails. Default 12 hours. */
  maxStaleMs?: number;
  /** After a failure, Instagram is not asked again for the same query for this long. Default 30 s. */
  retryAfterFailureMs?: number;
}

export type ResolvedOptions = Required<Omit<InstagramProxyOptions, 'accessToken' | 'igUserId' | 'trustProxy' | 'allowedUsernames'>> & {
  accessToken: string;
  igUserId: string;
  trustProxy: TrustProxy;
  /** Lower-cased, as validateQuery lower-cases the query. */
  allowedUsernames: ReadonlySet<string>;
};

export function resolveOptions(opts: InstagramProxyOptions): ResolvedOptions {
  return {
    accessToken: opts.accessToken?.trim() ?? '',
    igUserId: opts.igUserId?.trim() ?? '',
    allowedUsernames: new Set(opts.allowedUsernames.map((name) => name.toLowerCase())),
    hashtagSearch: opts.hashtagSearch ?? false,
    graphBaseUrl: (opts.graphBaseUrl ?? 'https://graph.facebook.com/v23.0').replace(/\/+$/, ''),
    timeoutMs: opts.timeoutMs ?? 8000,
    // 10 minutes is far below the life of Instagram's signed CDN image URLs (a day or more), so a
    // cached answer never hands out image links that have already expired.
    cacheTtlMs: opts.cacheTtlMs ?? 10 * 60_000,
    rateLimit: opts.rateLimit ?? { windowMs: 60_000, max: 60 },
    now: opts.now ?? Date.now,
    fetchImpl: opts.fetchImpl ?? ((input, init) => fetch(input, init)),
    log: opts.log ?? ((...args: unknown[]) => console.error(...args)),
    trustProxy: toTrustProxy(opts.trustProxy),
    maxPosts: opts.maxPosts ?? 12,
    cacheMaxEntries: opts.cacheMaxEntries ?? 200,
    // Stale answers carry signed image URLs too; past about half a day some may have expired.
    maxStaleMs: opts.maxStaleMs ?? 12 * 60 * 60_000,
    retryAfterFailureMs: opts.retryAfterFailureMs ?? 30_000,
  };
}

// Answers a validated query from memory when it can and from Instagram when it must. Concurrent
// misses for one query share a single upstream call; a failed query is not retried upstream for a
// short while (Graph throttles callers that keep hammering it); while Instagram fails, the last
// good answer is served as stale until it is too old for its signed image URLs to still work.
import type { InstagramPost } from '../../data/instagram/types.ts';
import { BoundedCache } from './cache.ts';

export type CacheStatus = 'hit' | 'miss' | 'stale';
export type FeedOutcome = { ok: true; posts: InstagramPost[]; cache: CacheStatus } | { ok: false };

export interface FeedServiceConfig<Q> {
  load: (query: Q) => Promise<InstagramPost[]>;
  now: () => number;
  ttlMs: number;
  maxStaleMs: number;
  retryAfterFailureMs: number;
  maxEntries: number;
  /** Keys never evicted by others (the site's own feed). */
  pinned?: ReadonlySet<string>;
  onFailure: (query: Q, error: unknown) => void;
}

export function createFeedService<Q>(cfg: FeedServiceConfig<Q>) {
  const answers = new BoundedCache<InstagramPost[]>(cfg.maxEntries, cfg.pinned);
  const failures = new BoundedCache<true>(cfg.maxEntries, cfg.pinned);
  const inFlight = new Map<string, Promise<InstagramPost[] | undefined>>();

  /** Resolves to undefined on failure; the failure is reported once, however many callers wait. */
  function loadOnce(key: string, query: Q): Promise<InstagramPost[] | undefined> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = cfg
      .load(query)
      .then(
        (posts) => {
          answers.set(key, posts, cfg.now());
          failures.delete(key);
          return posts;
        },
        (error: unknown) => {
          failures.set(key, true, cfg.now());
          cfg.onFailure(query, error);
          return undefined;
        },
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return async function answer(key: string, query: Q): Promise<FeedOutcome> {
    const now = cfg.now();
    const stored = answers.get(key);
    if (stored && now - stored.storedAt < cfg.ttlMs) return { ok: true, posts: stored.value, cache: 'hit' };
    const failedAt = failures.get(key)?.storedAt;
    if (failedAt === undefined || now - failedAt >= cfg.retryAfterFailureMs) {
      const posts = await loadOnce(key, query);
      if (posts) return { ok: true, posts, cache: 'miss' };
    }
    if (stored && cfg.now() - stored.storedAt < cfg.maxStaleMs) {
      return { ok: true, posts: stored.value, cache: 'stale' };
    }
    return { ok: false };
  };
}

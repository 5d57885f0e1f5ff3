// GET /instagram?username=...[&hashtag=...] -> JSON list of posts. Web-standard (Hono), so the same
// handler runs in the Node server and as a serverless or edge function.
//
// What the query means:
//   username            the account's newest posts (business_discovery: Business or Creator accounts)
//   username + hashtag  that account's newest posts whose caption carries #hashtag (case-insensitive,
//                       whole tag), filtered from the account's cached feed: one Graph call per account
//                       per refresh, whatever the hashtag. Hashtag search cannot be limited to one
//                       account (its media have no owner field), and filtering spends none of the
//                       30-hashtags-a-week budget.
//   hashtag alone       public posts tagged #hashtag in the last 24 hours (ig_hashtag_search, then
//                       recent_media; needs the Instagram Public Content Access feature)
//
// The token is the owner's, and Graph counts every call against it: only the usernames the owner lists
// are asked for, and a hashtag alone only when the owner turns it on. Anything else gets a 403 that
// says so, without calling Instagram.
import { Hono, type Context } from 'hono';
// One definition of the "unavailable" answers: the browser client recognises them.
import { NOT_CONFIGURED_BODY, type UnavailableAnswer } from '../../data/instagram/errors.ts';
import type { InstagramPost } from '../../data/instagram/types.ts';
import { clientAddress } from '../client-address.ts';
import { createFeedService } from './feed-service.ts';
import { createGraphClient, type GraphClient } from './graph-client.ts';
import { captionHasHashtag, mapMediaList } from './map-media.ts';
import { resolveOptions, type InstagramProxyOptions } from './options.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { redactingLogger } from './redact.ts';
import { validateQuery, type FeedQuery } from './validate.ts';

const UPSTREAM_FAILED = 'Instagram is unavailable right now. Please try again later.';
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
const INTERNAL = 'Something went wrong on our side.';
const HASHTAG_ONLY_OFF = 'Searching by hashtag alone is turned off on this site. Add an Instagram username.';
/** The 403 for a username the owner has not listed: names the accounts that can be shown. */
function notAllowed(allowed: ReadonlySet<string>): string {
  const names = [...allowed].map((name) => `@${name}`).join(', ');
  return `This site shows Instagram posts from ${names || 'no account'} only.`;
}
// Captions are filtered after fetching, so more media are read to still fill a page of posts.
const FILTER_SCAN = 50;
const HASHTAG_SCAN = 30;

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Instagram not configured, or down with no copy: said in a 200 (see UnavailableAnswer), never an error status. */
const said = (unavailable: UnavailableAnswer['unavailable'], error: string): UnavailableAnswer => ({ unavailable, error });
const NOT_CONFIGURED_LOG =
  '[instagram] not configured: the feed shows example posts. Set INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_USER_ID ' +
  'in the server environment and restart (docs/deploy.md, "Instagram").';

function describeQuery(q: FeedQuery): string {
  return [q.username && `@${q.username}`, q.hashtag && `#${q.hashtag}`].filter(Boolean).join(' ');
}

/**
 * What is fetched and cached for a query: an account's feed (the same for every hashtag asked of it, so
 * new hashtags cannot multiply Graph calls or fill the cache) or, for a hashtag alone, its recent media.
 */
function sourceOf(q: FeedQuery): { key: string; query: FeedQuery } {
  return q.username !== undefined ? { key: `@${q.username}`, query: { username: q.username } } : { key: `#${q.hashtag ?? ''}`, query: q };
}

function postLoader(graph: GraphClient, maxPosts: number) {
  return async (q: FeedQuery): Promise<InstagramPost[]> => {
    if (q.username !== undefined) return mapMediaList(await graph.accountMedia(q.username, FILTER_SCAN), FILTER_SCAN);
    return mapMediaList(await graph.hashtagMedia(q.hashtag ?? '', HASHTAG_SCAN), maxPosts);
  };
}

/** The posts of an answer: an account's feed filtered by the hashtag asked for, if any. */
function postsFor(q: FeedQuery, cached: readonly InstagramPost[], maxPosts: number): InstagramPost[] {
  const tag = q.username !== undefined ? q.hashtag : undefined;
  const kept = tag === undefined ? cached : cached.filter((post) => captionHasHashtag(post.caption, tag));
  return kept.slice(0, maxPosts);
}

export function createInstagramProxy(opts: InstagramProxyOptions): Hono {
  const cfg = resolveOptions(opts);
  const say = redactingLogger(cfg.log, [cfg.accessToken]);
  const limiter = new FixedWindowLimiter(cfg.rateLimit.windowMs, cfg.rateLimit.max);
  const configured = cfg.accessToken !== '' && cfg.igUserId !== '';
  // Visitors only read that the posts are examples; the owner finds what to do here and in docs/deploy.md.
  if (!configured) say(NOT_CONFIGURED_LOG);
  const graph = createGraphClient({
    baseUrl: cfg.graphBaseUrl,
    accessToken: cfg.accessToken,
    igUserId: cfg.igUserId,
    timeoutMs: cfg.timeoutMs,
    fetchImpl: cfg.fetchImpl,
  });
  const answer = createFeedService<FeedQuery>({
    load: postLoader(graph, cfg.maxPosts),
    now: cfg.now,
    ttlMs: cfg.cacheTtlMs,
    maxStaleMs: cfg.maxStaleMs,
    retryAfterFailureMs: cfg.retryAfterFailureMs,
    maxEntries: cfg.cacheMaxEntries,
    // The site's own account (listed first) stays cached whatever else is asked for, so it can be served
    // stale while Instagram fails.
    pinned: new Set([...cfg.allowedUsernames].slice(0, 1).map((name) => sourceOf({ username: name }).key)),
    onFailure: (q, error) => say(`[instagram] upstream failed for ${describeQuery(q)}:`, error),
  });

  async function handle(c: Context): Promise<Response> {
    // Counted before anything else: cache hits and bad requests use the server too.
    const verdict = limiter.hit(clientAddress(c, cfg.trustProxy), cfg.now());
    if (!verdict.allowed) {
      return c.json({ error: TOO_MANY }, 429, { ...NO_STORE, 'Retry-After': String(verdict.retryAfterSeconds) });
    }
    if (!configured) return c.json(said('not-configured', NOT_CONFIGURED_BODY), 200, NO_STORE);
    const checked = validateQuery({ username: c.req.query('username'), hashtag: c.req.query('hashtag') });
    if (!checked.ok) return c.json({ error: checked.error }, 400, NO_STORE);
    const { username } = checked.query;
    if (username === undefined && !cfg.hashtagSearch) return c.json({ error: HASHTAG_ONLY_OFF }, 403, NO_STORE);
    if (username !== undefined && !cfg.allowedUsernames.has(username)) {
      return c.json({ error: notAllowed(cfg.allowedUsernames) }, 403, NO_STORE);
    }
    const source = sourceOf(checked.query);
    const outcome = await answer(source.key, source.query);
    if (!outcome.ok) return c.json(said('instagram', UPSTREAM_FAILED), 200, NO_STORE);
    return c.json(postsFor(checked.query, outcome.posts, cfg.maxPosts), 200, { 'Cache-Control': 'public, max-age=60', 'X-Cache': outcome.cache });
  }

  const app = new Hono();
  app.get('/instagram', async (c) => {
    try {
      return await handle(c);
    } catch (error) {
      // A bug, not an upstream failure; caught here because a mounting app's error page could echo it.
      say('[instagram] unexpected error:', error);
      return c.json({ error: INTERNAL }, 500, NO_STORE);
    }
  });
  return app;
}

// The proxy's guards: configuration, input rules, cache (fresh, stale, back-off) and rate limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createInstagramProxy } from './handler.ts';
import type { InstagramProxyOptions } from './options.ts';
import { discoveryAnswer, graphImage, startFakeGraph, type FakeGraph } from '../../../tests/support/fake-graph-server.ts';

const TOKEN = 'EAAGlimitsSECRET456';
let graph: FakeGraph;
let clock: number;
let logs: string[];

beforeEach(async () => {
  graph = await startFakeGraph(() => ({ json: discoveryAnswer([graphImage(1)]) }));
  clock = 1_000_000;
  logs = [];
});
afterEach(() => graph.close());

function proxy(extra: Partial<InstagramProxyOptions> = {}) {
  return createInstagramProxy({
    accessToken: TOKEN,
    igUserId: '178414',
    graphBaseUrl: graph.baseUrl,
    allowedUsernames: ['glowandgo', 'g', 'a'.repeat(30), 'a1', 'a2', 'a3'],
    hashtagSearch: true,
    now: () => clock,
    log: (...args) => logs.push(args.map(String).join(' ')),
    ...extra,
  });
}

describe('configuration', () => {
  it.each([
    ['no token', { accessToken: undefined }],
    ['no user ID', { igUserId: '' }],
    ['blank token', { accessToken: '   ' }],
  ])('%s: a 200 that says so (no browser logs an error), Instagram never asked', async (_n, extra) => {
    const res = await proxy(extra).request('/instagram?username=glowandgo');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('{"unavailable":"not-configured","error":"Instagram is not configured"}');
    expect(graph.requests).toHaveLength(0);
    // The setup is told once, in the server's log (visitors see a plain note instead).
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/not configured.*INSTAGRAM_ACCESS_TOKEN.*INSTAGRAM_USER_ID/);
  });

  it('a configured proxy logs nothing at start', () => {
    proxy();
    expect(logs).toEqual([]);
  });
});

describe('input rules', () => {
  it.each([
    ['empty username', 'username='],
    ['no parameters', ''],
    ['username too long', `username=${'a'.repeat(31)}`],
    ['username with a space', 'username=glow%20go'],
    ['username with a slash', 'username=glow%2Fgo'],
    ['username with a brace (field injection)', 'username=a)%7Bfollowers_count%7D'],
    ['hashtag with a space', 'username=glowandgo&hashtag=tooth%20gems'],
    ['hashtag with an emoji', 'username=glowandgo&hashtag=%F0%9F%98%80'],
    ['hashtag that is only #', 'username=glowandgo&hashtag=%23'],
    ['hashtag too long', `username=glowandgo&hashtag=${'t'.repeat(101)}`],
  ])('%s: 400 saying what is allowed', async (_n, query) => {
    const res = await proxy().request(`/instagram?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/(username must be 1-30 letters, digits, "\." or "_")|(hashtag must be 1-100 letters, digits or "_")/);
    expect(graph.requests).toHaveLength(0);
  });

  it('accepts the limits: 30-character usernames and 100-character hashtags', async () => {
    const res = await proxy().request(`/instagram?username=${'a'.repeat(30)}&hashtag=${'t'.repeat(100)}`);
    expect(res.status).toBe(200);
  });
});

describe('who may be asked for: the token is spent only on the owner\'s accounts', () => {
  const guarded = (extra: Partial<InstagramProxyOptions> = {}) =>
    proxy({ allowedUsernames: ['GlowAndGo.Mobile'], hashtagSearch: undefined, ...extra });

  it('answers the configured username (any case) and its hashtag filter', async () => {
    const app = guarded();
    expect((await app.request('/instagram?username=glowandgo.mobile')).status).toBe(200);
    expect((await app.request('/instagram?username=GLOWANDGO.MOBILE&hashtag=toothgems')).status).toBe(200);
    // The hashtag is filtered from the account's cached feed: no second call.
    expect(graph.requests).toHaveLength(1);
  });

  it('refuses any other username with a 403 that names the allowed account, without asking Instagram', async () => {
    const res = await guarded().request('/instagram?username=someone.else');
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'This site shows Instagram posts from @glowandgo.mobile only.' });
    expect(graph.requests).toHaveLength(0);
  });

  it('answers the usernames the owner adds, and still refuses the rest', async () => {
    const app = guarded({ allowedUsernames: ['glowandgo.mobile', 'Partner_Salon'] });
    expect((await app.request('/instagram?username=partner_salon')).status).toBe(200);
    const refused = await app.request('/instagram?username=stranger');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This site shows Instagram posts from @glowandgo.mobile, @partner_salon only.' });
    expect(graph.requests).toHaveLength(1);
  });

  it('refuses a hashtag alone unless hashtag search is turned on', async () => {
    const off = await guarded().request('/instagram?hashtag=toothgems');
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ error: expect.stringMatching(/hashtag alone is turned off/) });
    expect(graph.requests).toHaveLength(0);
    graph.setRoute(() => ({ json: { data: [] } }));
    const on = await guarded({ hashtagSearch: true }).request('/instagram?hashtag=toothgems');
    expect(on.status).toBe(200);
    expect(graph.requests.map((u) => u.pathname)).toEqual(['/v23.0/ig_hashtag_search']);
  });

  it('a refused username still counts against the rate limit', async () => {
    const app = guarded({ rateLimit: { windowMs: 10_000, max: 2 } });
    const statuses = [];
    for (const name of ['x1', 'x2', 'glowandgo.mobile']) statuses.push((await app.request(`/instagram?username=${name}`)).status);
    expect(statuses).toEqual([403, 403, 429]);
    expect(graph.requests).toHaveLength(0);
  });
});

describe('cache', () => {
  it('serves a repeated query from memory, case-insensitively', async () => {
    const app = proxy();
    const first = await app.request('/instagram?username=glowandgo');
    const second = await app.request('/instagram?username=GlowAndGo');
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await second.json()).toEqual(await first.json());
    expect(graph.requests).toHaveLength(1);
  });

  it('shares one upstream call between concurrent misses', async () => {
    const app = proxy();
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.request('/instagram?username=glowandgo')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(graph.requests).toHaveLength(1);
  });

  it('after the TTL, serves the last good answer as stale while Instagram fails, then recovers', async () => {
    const app = proxy({ cacheTtlMs: 60_000, retryAfterFailureMs: 10_000 });
    const good = await (await app.request('/instagram?username=glowandgo')).json();
    graph.setRoute(() => ({ status: 500, text: 'down' }));
    clock += 61_000;
    const stale = await app.request('/instagram?username=glowandgo');
    expect([stale.status, stale.headers.get('x-cache')]).toEqual([200, 'stale']);
    expect(await stale.json()).toEqual(good);
    clock += 5_000; // within the back-off: Instagram is not asked again
    expect((await app.request('/instagram?username=glowandgo')).headers.get('x-cache')).toBe('stale');
    expect(graph.requests).toHaveLength(2);
    graph.setRoute(() => ({ json: discoveryAnswer([graphImage(9)]) }));
    clock += 10_000;
    const fresh = await app.request('/instagram?username=glowandgo');
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(await fresh.json()).toEqual([expect.objectContaining({ id: '17899' })]);
  });

  it('stops serving a stale answer once it is older than maxStaleMs', async () => {
    const app = proxy({ cacheTtlMs: 1000, maxStaleMs: 5000 });
    await app.request('/instagram?username=glowandgo');
    graph.setRoute(() => ({ status: 500, text: 'down' }));
    clock += 6000;
    expect(await (await app.request('/instagram?username=glowandgo')).json()).toMatchObject({ unavailable: 'instagram' });
  });

  it('evicts the oldest query beyond cacheMaxEntries', async () => {
    const app = proxy({ cacheMaxEntries: 2 });
    for (const u of ['a1', 'a2', 'a3', 'a1']) await app.request(`/instagram?username=${u}`);
    expect(graph.requests).toHaveLength(4);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit (cache hits count) and resets with the window', async () => {
    const app = proxy({ rateLimit: { windowMs: 10_000, max: 3 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.request('/instagram?username=glowandgo')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock += 4_000;
    const limited = await app.request('/instagram?username=glowandgo');
    expect(limited.headers.get('retry-after')).toBe('6');
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/too many requests/i) });
    clock += 6_000;
    expect((await app.request('/instagram?username=glowandgo')).status).toBe(200);
  });

  it('keys clients by X-Forwarded-For only when trustProxy is set (rightmost hop)', async () => {
    const trusted = proxy({ rateLimit: { windowMs: 10_000, max: 1 }, trustProxy: true });
    const from = (xff: string) => trusted.request('/instagram?username=g', { headers: { 'x-forwarded-for': xff } });
    // The trusted proxy appends the address it saw, so the rightmost entry is the real client.
    expect((await from('1.1.1.1, 203.0.113.7')).status).toBe(200);
    expect((await from('9.9.9.9, 203.0.113.7')).status).toBe(429); // forged left part, same client
    expect((await from('203.0.113.8')).status).toBe(200);
    const untrusted = proxy({ rateLimit: { windowMs: 10_000, max: 1 } });
    await untrusted.request('/instagram?username=g', { headers: { 'x-forwarded-for': '1.1.1.1' } });
    const other = await untrusted.request('/instagram?username=g', { headers: { 'x-forwarded-for': '2.2.2.2' } });
    expect(other.status).toBe(429);
  });

  it('keys clients by socket address under @hono/node-server', async () => {
    const app = proxy({ rateLimit: { windowMs: 10_000, max: 1 } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const get = () => fetch(`http://127.0.0.1:${port}/instagram?username=glowandgo`);
    expect([(await get()).status, (await get()).status]).toEqual([200, 429]);
    await new Promise((resolve) => server.close(resolve));
  });
});

it('never puts the token in any answer or log line', async () => {
  // Time for the stand-in's refusal to arrive on a busy machine, so each answer is made from it.
  const app = proxy({ timeoutMs: 5000, rateLimit: { windowMs: 1000, max: 100 } });
  graph.setRoute(() => ({ status: 400, json: { error: { message: `bad token ${TOKEN} in https://x/?access_token=${TOKEN}` } } }));
  const queries = ['username=glowandgo', 'username=%%', 'hashtag=x', 'username=glowandgo&hashtag=y'];
  for (const q of queries) {
    const res = await app.request(`/instagram?${q}`);
    expect(await res.text()).not.toContain(TOKEN);
    expect(JSON.stringify([...res.headers])).not.toContain(TOKEN);
  }
  expect(logs.length).toBeGreaterThan(0);
  for (const line of logs) expect(line).not.toContain(TOKEN);
});

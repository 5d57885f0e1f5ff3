// The proxy's cache against a visitor who varies the query to get past it: hashtags are filtered from the
// account's cached feed (one Graph call per account per refresh), and the site's own feed stays cached
// whatever else is asked for, so it is served stale when Instagram fails. Against the stand-in Graph API.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createInstagramProxy } from './handler.ts';
import { discoveryAnswer, graphImage, startFakeGraph, type FakeGraph } from '../../../tests/support/fake-graph-server.ts';

let graph: FakeGraph;
let clock: number;
const TAGS = ['glowandgo', 'toothgems', 'whitening', 'sparkle'];
const CAPTIONS = TAGS.map((tag, i) => `Look ${i} #${tag}`);

beforeEach(async () => {
  graph = await startFakeGraph((url) => {
    if (url.pathname.endsWith('/ig_hashtag_search')) return { json: { data: [{ id: String(1000 + graph.requests.length) }] } };
    if (url.pathname.endsWith('/recent_media')) return { json: { data: [graphImage(90)] } };
    return { json: discoveryAnswer(CAPTIONS.map((caption, i) => graphImage(i + 1, { caption }))) };
  });
  clock = 1_000_000;
});
afterEach(() => graph.close());

const proxy = () =>
  createInstagramProxy({
    accessToken: 'EAAGfloodSECRET',
    igUserId: '178414',
    graphBaseUrl: graph.baseUrl,
    allowedUsernames: ['glowandgo.mobile', 'partner'],
    hashtagSearch: true,
    now: () => clock,
    log: () => {},
    // Four visitors' worth of requests; the limit is tested elsewhere.
    rateLimit: { windowMs: 60_000, max: 10_000 },
  });

it('answers 40 different hashtag searches of an account with one call to Instagram', async () => {
  const app = proxy();
  for (let i = 0; i < 40; i++) {
    const tag = i < TAGS.length ? TAGS[i]! : `tag${i}`;
    const res = await app.request(`/instagram?username=glowandgo.mobile&hashtag=${tag}`);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { id: string }[]).map((p) => p.id);
    // Each answer is still that hashtag's posts only.
    expect(ids).toEqual(i < TAGS.length ? [`1789${i + 1}`] : []);
  }
  expect(graph.requests.length).toBeLessThanOrEqual(2);
  // The plain feed comes from the same cached copy, and the refresh after the TTL is one more call.
  expect(((await (await app.request('/instagram?username=glowandgo.mobile')).json()) as unknown[]).length).toBe(TAGS.length);
  expect(graph.requests).toHaveLength(1);
  clock += 11 * 60_000;
  await app.request('/instagram?username=glowandgo.mobile&hashtag=another');
  expect(graph.requests).toHaveLength(2);
});

it('keeps the site\'s feed through 220 varied requests and serves it stale, not 502, when Instagram fails', async () => {
  const app = proxy();
  const feed = await (await app.request('/instagram?username=glowandgo.mobile')).json();
  for (let i = 0; i < 220; i++) {
    // Mostly hashtags alone, each a new cache entry (more than the cache holds), and other accounts.
    const query = i % 20 === 0 ? [`username=partner&hashtag=x${i}`, `username=someone${i}`][(i / 20) % 2] : `hashtag=flood${i}`;
    await app.request(`/instagram?${query}`, { headers: { 'x-forwarded-for': `203.0.113.${i % 4}` } });
  }
  graph.setRoute(() => ({ status: 500, text: 'down' }));
  clock += 11 * 60_000;
  const res = await app.request('/instagram?username=glowandgo.mobile');
  expect(res.status).toBe(200);
  expect(res.headers.get('x-cache')).toBe('stale');
  expect(await res.json()).toEqual(feed);
  // A hashtag of the site's feed is served stale from the same copy.
  const tagged = await app.request('/instagram?username=glowandgo.mobile&hashtag=toothgems');
  expect([tagged.status, tagged.headers.get('x-cache')]).toEqual([200, 'stale']);
}, 60_000);

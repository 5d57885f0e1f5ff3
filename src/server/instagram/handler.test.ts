// The proxy against a fake Graph API on 127.0.0.1: query building, mapping and upstream failures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInstagramProxy } from './handler.ts';
import type { InstagramProxyOptions } from './options.ts';
import { discoveryAnswer, graphImage, startFakeGraph, type FakeGraph } from '../../../tests/support/fake-graph-server.ts';

const TOKEN = 'EAAGtestSECRETtoken123';
let graph: FakeGraph;
let logs: string[];

beforeEach(async () => {
  graph = await startFakeGraph(() => ({ json: discoveryAnswer([graphImage(1), graphImage(2)]) }));
  logs = [];
});
afterEach(() => graph.close());

function proxy(extra: Partial<InstagramProxyOptions> = {}) {
  return createInstagramProxy({
    accessToken: TOKEN,
    igUserId: '17841400000000000',
    graphBaseUrl: graph.baseUrl,
    allowedUsernames: ['GlowAndGo.Mobile', 'glowandgo'],
    hashtagSearch: true,
    log: (...args) => logs.push(args.map(String).join(' ')),
    ...extra,
  });
}

async function ask(app: ReturnType<typeof proxy>, query: string) {
  const res = await app.request(`/instagram?${query}`);
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as unknown };
}

describe('username path', () => {
  it('asks business_discovery for the account and answers mapped posts', async () => {
    const { res, body } = await ask(proxy(), 'username=GlowAndGo.Mobile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual([
      {
        id: '17891',
        mediaUrl: 'https://scontent.cdninstagram.com/v/t51/1.jpg?oe=68000000',
        permalink: 'https://www.instagram.com/p/POST1/',
        caption: 'Post 1 #glowandgo',
        timestamp: '2026-01-05T18:10:00.000Z',
        mediaType: 'IMAGE',
      },
      expect.objectContaining({ id: '17892' }),
    ]);
    const url = graph.requests[0];
    expect(url?.pathname).toBe('/v23.0/17841400000000000');
    expect(url?.searchParams.get('access_token')).toBe(TOKEN);
    expect(url?.searchParams.get('fields')).toMatch(
      /^business_discovery\.username\(glowandgo\.mobile\)\{media\.limit\(50\)\{id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,children\{media_type,media_url,thumbnail_url\}\}\}$/,
    );
  });

  it('maps videos to their thumbnail and albums to their first picture; drops unusable items', async () => {
    graph.setRoute(() => ({
      json: discoveryAnswer([
        graphImage(1, {
          media_type: 'VIDEO',
          media_url: 'https://cdn.example/v.mp4',
          thumbnail_url: 'https://cdn.example/t.jpg',
        }),
        graphImage(2, {
          media_type: 'CAROUSEL_ALBUM',
          media_url: undefined,
          children: {
            data: [
              { media_type: 'VIDEO', media_url: 'https://cdn.example/c.mp4', thumbnail_url: 'https://cdn.example/ct.jpg' },
              { media_type: 'IMAGE', media_url: 'https://cdn.example/c2.jpg' },
            ],
          },
        }),
        graphImage(3, { media_type: 'VIDEO', thumbnail_url: undefined }),
        graphImage(4, { permalink: 'http://www.instagram.com/p/x/' }),
        graphImage(5, { media_url: 'javascript:alert(1)' }),
      ]),
    }));
    const { body } = await ask(proxy(), 'username=glowandgo');
    expect(body).toEqual([
      expect.objectContaining({ id: '17891', mediaType: 'VIDEO', mediaUrl: 'https://cdn.example/t.jpg' }),
      expect.objectContaining({ id: '17892', mediaType: 'CAROUSEL_ALBUM', mediaUrl: 'https://cdn.example/ct.jpg' }),
    ]);
  });

  it('with a hashtag, keeps only the account posts whose caption carries that whole tag', async () => {
    graph.setRoute(() => ({
      json: discoveryAnswer([
        graphImage(1, { caption: 'Sparkle! #ToothGems' }),
        graphImage(2, { caption: 'Nope #toothgemsparty' }),
        graphImage(3, { caption: '#toothgems, booked out' }),
      ]),
    }));
    const { body } = await ask(proxy(), 'username=glowandgo&hashtag=%23toothGems');
    expect((body as { id: string }[]).map((p) => p.id)).toEqual(['17891', '17893']);
    expect(graph.requests[0]?.searchParams.get('fields')).toContain('media.limit(50)');
  });
});

describe('hashtag path', () => {
  it('searches the hashtag ID, then reads its recent media (IDs are remembered)', async () => {
    graph.setRoute((url) => {
      if (url.pathname.endsWith('/ig_hashtag_search')) return { json: { data: [{ id: '17843857450040591' }] } };
      if (url.pathname.endsWith('/17843857450040591/recent_media')) {
        return { json: { data: [graphImage(7), graphImage(8, { media_type: 'VIDEO', media_url: 'https://cdn.example/v.mp4' })] } };
      }
      return { status: 404, json: { error: { message: 'unknown path' } } };
    });
    const app = proxy({ cacheTtlMs: 0 });
    const { res, body } = await ask(app, 'hashtag=quincea%C3%B1era');
    expect(res.status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ id: '17897' })]);
    const [search, recent] = graph.requests;
    expect(search?.searchParams.get('q')).toBe('quinceañera');
    expect(search?.searchParams.get('user_id')).toBe('17841400000000000');
    expect(recent?.searchParams.get('fields')).not.toContain('thumbnail_url');
    await ask(app, 'hashtag=Quinceañera');
    expect(graph.requests.filter((u) => u.pathname.endsWith('/ig_hashtag_search'))).toHaveLength(1);
  });

  it('answers an empty list for a hashtag Instagram does not know', async () => {
    graph.setRoute(() => ({ json: { data: [] } }));
    const { res, body } = await ask(proxy(), 'hashtag=nosuchtag');
    expect([res.status, body]).toEqual([200, []]);
  });
});

describe('upstream failures become a generic "unavailable" answer and are logged without the token', () => {
  const cases: [string, Parameters<FakeGraph['setRoute']>[0], RegExp][] = [
    ['HTTP 500', () => ({ status: 500, text: 'Internal Server Error' }), /HTTP 500/],
    [
      'Graph error JSON',
      () => ({
        status: 400,
        json: {
          error: {
            message: `Invalid OAuth access token - ${TOKEN}`,
            type: 'OAuthException',
            code: 190,
            error_subcode: 460,
            fbtrace_id: 'AbC',
          },
        },
      }),
      /Invalid OAuth access token.*code=190 error_subcode=460 fbtrace_id=AbC/,
    ],
    ['Graph error in a 200', () => ({ json: { error: { message: 'Unsupported get request', code: 100 } } }), /Unsupported get request/],
    ['malformed JSON', () => ({ text: '{"business_discovery": ' }), /not JSON/],
    ['unexpected shape', () => ({ json: { id: '1' } }), /business_discovery is missing/],
    ['timeout', () => 'hang', /timed out after 100 ms/],
    [
      'redirect (not followed: the URL carries the token)',
      (url) =>
        url.pathname === '/elsewhere'
          ? { json: discoveryAnswer([]) }
          : { status: 302, text: '', headers: { location: '/elsewhere' } },
      /HTTP 302/,
    ],
  ];
  it.each(cases)('%s', async (_name, route, logged) => {
    graph.setRoute(route);
    // Only the hanging upstream waits out the timeout; the others get time to answer on a busy machine.
    const { res, text } = await ask(proxy({ timeoutMs: route(new URL('http://x/')) === 'hang' ? 100 : 5000 }), 'username=glowandgo');
    // A 200 that says so: the page shows it, and no browser logs a failed request.
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(JSON.parse(text)).toEqual({ unavailable: 'instagram', error: 'Instagram is unavailable right now. Please try again later.' });
    expect(logs.join('\n')).toMatch(logged);
    const headers = JSON.stringify([...res.headers]);
    for (const where of [text, headers, ...logs]) expect(where).not.toContain(TOKEN);
    expect(logs.join('\n')).not.toMatch(/access_token=(?!\[redacted\])/);
    expect(graph.requests.some((u) => u.pathname === '/elsewhere')).toBe(false);
  });
});

// The browser client with a stubbed fetch: URL building, answer checks and the failure contract.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FETCH_FAILED, InstagramFetchError, NotConfiguredError } from './errors.ts';
import { fetchInstagramPosts, type FetchInstagramPostsOptions } from './fetch-posts.ts';
import type { InstagramPost } from './types.ts';

const post = (n: number, extra: Partial<InstagramPost> = {}): InstagramPost => ({
  id: String(n),
  mediaUrl: `https://cdn.example/${n}.jpg`,
  permalink: `https://www.instagram.com/p/${n}/`,
  caption: `Post ${n}`,
  timestamp: '2026-01-05T18:10:00.000Z',
  mediaType: 'IMAGE',
  ...extra,
});

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

function stub(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn<typeof fetch>(async () => new Response(text, { status }));
}

function call(fetchImpl: typeof fetch, extra: Partial<FetchInstagramPostsOptions> = {}) {
  return fetchInstagramPosts({ proxyUrl: '/api', username: 'glowandgo', timeoutMs: 1000, fetchImpl, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<InstagramFetchError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(InstagramFetchError);
  expect((error as Error).message).toBe(FETCH_FAILED);
  return error as InstagramFetchError;
}

describe('request URL', () => {
  it.each([
    [{}, '/api/instagram?username=glowandgo'],
    [{ hashtag: '' }, '/api/instagram?username=glowandgo'],
    [{ hashtag: '  ' }, '/api/instagram?username=glowandgo'],
    [{ hashtag: '#ToothGems' }, '/api/instagram?username=glowandgo&hashtag=ToothGems'],
    [{ hashtag: 'quinceañera' }, '/api/instagram?username=glowandgo&hashtag=quincea%C3%B1era'],
    [{ username: ' @glow.and_go ' }, '/api/instagram?username=glow.and_go'],
    [{ username: 'a&b=c', hashtag: 'x y#z' }, '/api/instagram?username=a%26b%3Dc&hashtag=x%20y%23z'],
    [{ proxyUrl: 'https://ig.example.workers.dev/api/' }, 'https://ig.example.workers.dev/api/instagram?username=glowandgo'],
  ])('%j -> %s', async (extra, url) => {
    const fetchImpl = stub(200, []);
    await call(fetchImpl, extra);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(url);
  });
});

describe('answers', () => {
  it('returns the posts, dropping any whose image or link is not https', async () => {
    const answer = [
      post(1),
      post(2, { mediaUrl: 'http://cdn.example/2.jpg' }),
      post(3, { permalink: 'javascript:alert(1)' }),
      post(4, { mediaUrl: 'data:image/png;base64,AAAA' }),
      post(5, { permalink: '//evil.example/p' }),
      post(6, { mediaType: 'VIDEO' }),
    ];
    const posts = await call(stub(200, answer));
    expect(posts.map((p) => p.id)).toEqual(['1', '6']);
    expect(await call(stub(200, [{ ...post(1), like_count: 3, caption_html: '<b>x</b>' }]))).toEqual([post(1)]);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['an object', { posts: [] }],
    ['a post missing its caption', [{ ...post(1), caption: undefined }]],
    ['a numeric id', [{ ...post(1), id: 1 }]],
    ['an unknown media type', [post(1, { mediaType: 'REEL' as InstagramPost['mediaType'] })]],
    ['null', null],
    ['a list of lists', [[post(1)]]],
    ['a list with a hole', [post(1), , post(2)]],
    ['a text post', [JSON.stringify(post(1))]],
    ['HTML', '<!doctype html><title>Home</title>'],
  ])('refuses %s', async (_n, body) => {
    const error = await failure(call(stub(200, body)));
    expect(error.reason).toBe('bad-response');
    expect(error.cause).toBeDefined();
    expect(errors).toHaveBeenCalledOnce();
  });
});

describe('failures', () => {
  it('tells "not configured" apart by class and reason, and logs no error: the page shows it', async () => {
    const error = await failure(call(stub(200, { unavailable: 'not-configured', error: 'Instagram is not configured' })));
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect([error.reason, error.status]).toEqual(['not-configured', 200]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the 503 of a proxy that says "not configured" the older way', async () => {
    const error = await failure(call(stub(503, { error: 'Instagram is not configured' })));
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect([error.reason, error.status]).toEqual(['not-configured', 503]);
  });

  it('the proxy saying Instagram is down: reason "unavailable", a warning and no error in the console', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await failure(call(stub(200, { unavailable: 'instagram', error: 'Instagram is unavailable right now.' })));
    expect(error).not.toBeInstanceOf(NotConfiguredError);
    expect([error.reason, error.status]).toEqual(['unavailable', 200]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledOnce();
  });

  it.each([
    [503, 'Service Unavailable', 'http'],
    [502, { error: 'Instagram is unavailable right now.' }, 'http'],
    [500, '', 'http'],
    [404, '<html>Not found</html>', 'http'],
    [429, { error: 'Too many requests.' }, 'rate-limited'],
    [400, { error: 'username must be ...' }, 'bad-request'],
    [403, { error: 'This site shows Instagram posts from @glowandgo.mobile only.' }, 'not-allowed'],
  ])('HTTP %i -> reason %s', async (status, body, reason) => {
    const error = await failure(call(stub(status, body)));
    expect(error).not.toBeInstanceOf(NotConfiguredError);
    expect([error.reason, error.status]).toEqual([reason, status]);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('network errors keep their cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failure(call(vi.fn<typeof fetch>(async () => Promise.reject(cause))));
    expect([error.reason, error.cause]).toEqual(['network', cause]);
  });

  it('times out a proxy that never answers', async () => {
    const hang = vi.fn<typeof fetch>((_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const error = await failure(call(hang, { timeoutMs: 20 }));
    expect(error.reason).toBe('timeout');
    expect(errors).toHaveBeenCalledOnce();
  });

  it('times out a body that stalls after the headers', async () => {
    const stalled = vi.fn<typeof fetch>(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    });
    expect((await failure(call(stalled, { timeoutMs: 20 }))).reason).toBe('timeout');
  });

  it('a cancelled request is not logged as an error', async () => {
    const controller = new AbortController();
    controller.abort();
    const hang = vi.fn<typeof fetch>((_url, init) =>
      init?.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : new Promise(() => undefined),
    );
    expect((await failure(call(hang, { signal: controller.signal }))).reason).toBe('aborted');
    expect(errors).not.toHaveBeenCalled();
  });
});

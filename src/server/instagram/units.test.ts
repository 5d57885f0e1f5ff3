// Pure parts of the proxy: input rules, media mapping, redaction, the limiter and the cache.
import { describe, expect, it } from 'vitest';
import { BoundedCache } from './cache.ts';
import { captionHasHashtag, mapMedia, normaliseTimestamp } from './map-media.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { redact } from './redact.ts';
import { validateQuery } from './validate.ts';
import { graphImage } from '../../../tests/support/fake-graph-server.ts';

describe('validateQuery', () => {
  it.each([
    [{ username: 'Glow.And_Go1' }, { username: 'glow.and_go1' }, 'glow.and_go1#'],
    [{ username: 'g', hashtag: '#ToothGems' }, { username: 'g', hashtag: 'toothgems' }, 'g#toothgems'],
    [{ username: 'g', hashtag: '' }, { username: 'g' }, 'g#'],
    [{ hashtag: 'Quinceañera' }, { hashtag: 'quinceañera' }, '#quinceañera'],
    // Decomposed ñ (n + combining tilde) is the same tag once normalised.
    [{ hashtag: 'quincean\u0303era' }, { hashtag: 'quinceañera' }, '#quinceañera'],
  ])('%j is accepted as %j', (raw, query, key) => {
    expect(validateQuery(raw)).toEqual({ ok: true, query, key });
  });

  it.each([{}, { username: '' }, { username: 'a-b' }, { username: 'ä' }, { hashtag: '##x' }, { hashtag: 'a-b' }, { hashtag: 'a b' }])(
    '%j is refused',
    (raw) => expect(validateQuery(raw).ok).toBe(false),
  );
});

describe('mapMedia', () => {
  it.each([
    ['no id', { id: undefined }],
    ['numeric id', { id: 42 }],
    ['unknown media type', { media_type: 'STORY' }],
    ['http image', { media_url: 'http://cdn.example/a.jpg' }],
    ['data: image', { media_url: 'data:image/png;base64,AAAA' }],
    ['relative permalink', { permalink: '/p/abc/' }],
    ['javascript: permalink', { permalink: 'javascript:alert(1)' }],
    ['bad timestamp', { timestamp: 'yesterday' }],
    ['album without any usable child', { media_type: 'CAROUSEL_ALBUM', media_url: undefined, children: { data: [{ media_type: 'VIDEO' }] } }],
  ])('drops an item with %s', (_n, overrides) => {
    expect(mapMedia(graphImage(1, overrides))).toBeNull();
  });

  it('keeps a missing caption as empty text and never interprets it', () => {
    expect(mapMedia(graphImage(1, { caption: undefined }))?.caption).toBe('');
    expect(mapMedia(graphImage(1, { caption: '<img src=x onerror=alert(1)>' }))?.caption).toBe('<img src=x onerror=alert(1)>');
  });

  it('takes the first album child, whatever its type', () => {
    const album = graphImage(1, {
      media_type: 'CAROUSEL_ALBUM',
      children: { data: [{ media_type: 'IMAGE', media_url: 'https://cdn.example/1.jpg' }, { media_type: 'IMAGE', media_url: 'https://cdn.example/2.jpg' }] },
    });
    expect(mapMedia(album)?.mediaUrl).toBe('https://cdn.example/1.jpg');
  });

  it.each(['not an object', null, [], 7])('drops %j', (raw) => expect(mapMedia(raw)).toBeNull());
});

it('normaliseTimestamp accepts Graph offsets and ISO', () => {
  expect(normaliseTimestamp('2026-01-05T18:10:00+0000')).toBe('2026-01-05T18:10:00.000Z');
  expect(normaliseTimestamp('2026-01-05T18:10:00-0600')).toBe('2026-01-06T00:10:00.000Z');
  expect(normaliseTimestamp('2026-01-05T18:10:00Z')).toBe('2026-01-05T18:10:00.000Z');
  expect(normaliseTimestamp('')).toBeUndefined();
});

it('captionHasHashtag matches whole tags, case-insensitively', () => {
  expect(captionHasHashtag('Love it #GlowAndGo!', 'glowandgo')).toBe(true);
  expect(captionHasHashtag('#glowandgotx', 'glowandgo')).toBe(false);
  expect(captionHasHashtag('glowandgo', 'glowandgo')).toBe(false);
  expect(captionHasHashtag('#QUINCEAÑERA', 'quinceañera')).toBe(true);
});

it('redact removes access_token values and the literal secret, raw or URL-encoded', () => {
  const secret = 'abc+/=def';
  const text = `GET https://g/x?fields=a&access_token=${encodeURIComponent(secret)}&b=1 and ${secret}`;
  expect(redact(text, [secret])).toBe('GET https://g/x?fields=a&access_token=[redacted]&b=1 and [redacted]');
  expect(redact('ACCESS_TOKEN=zzz', [])).toBe('ACCESS_TOKEN=[redacted]');
});

it('FixedWindowLimiter counts per client and forgets old clients beyond its bound', () => {
  const limiter = new FixedWindowLimiter(1000, 1, 2);
  expect(limiter.hit('a', 0)).toEqual({ allowed: true });
  expect(limiter.hit('a', 500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  expect(limiter.hit('b', 600)).toEqual({ allowed: true });
  expect(limiter.hit('c', 700)).toEqual({ allowed: true }); // evicts 'a', the oldest live window
  expect(limiter.hit('a', 800)).toEqual({ allowed: true });
});

it('BoundedCache evicts the oldest write', () => {
  const cache = new BoundedCache<number>(2);
  cache.set('a', 1, 0);
  cache.set('b', 2, 0);
  cache.set('a', 3, 1);
  cache.set('c', 4, 2);
  expect([cache.get('a')?.value, cache.get('b'), cache.get('c')?.value]).toEqual([3, undefined, 4]);
});

import { describe, expect, it } from 'vitest';
import { formatPostDate, instagramMessages } from './messages.ts';
import { placeholderPosts } from './placeholders.ts';
import { asInstagramPost } from './types.ts';
import { isTransient, InstagramFetchError, NotConfiguredError } from './errors.ts';

describe('formatPostDate', () => {
  it.each([
    ['2026-01-05T18:10:00.000Z', 'January 5, 2026'],
    ['2026-01-05T18:10:00+00:00', 'January 5, 2026'],
    // 9 PM in Greenville is still January 5 there, although it is January 6 in UTC.
    ['2026-01-06T03:00:00Z', 'January 5, 2026'],
    ['2025-12-31T12:00:00Z', 'December 31, 2025'],
    ['', ''],
    ['not a date', ''],
    ['2026-13-45T00:00:00Z', ''],
  ])('%s -> %j', (iso, expected) => expect(formatPostDate(iso)).toBe(expected));
});

it('has the feature strings the spec names', () => {
  expect(instagramMessages.postsHeading('glowandgo.mobile')).toBe("glowandgo.mobile's Posts");
  expect(instagramMessages.hashtagTag('#gems')).toBe('#gems');
  // The note beside the placeholder posts, in words for visitors: what they see and where the real posts are,
  // no server settings and no API.
  expect(`${instagramMessages.setupNote} ${instagramMessages.setupLink}`).toBe('These are example posts. See our latest posts on Instagram');
  expect(`${instagramMessages.setupNote} ${instagramMessages.setupLink}`).not.toMatch(/[A-Z]+_[A-Z_]+|\bAPI\b|Graph|set up/);
});

it('has three placeholder posts of the post shape', () => {
  expect(placeholderPosts).toHaveLength(3);
  for (const p of placeholderPosts) expect(asInstagramPost(p)).toEqual(p);
  expect(new Set(placeholderPosts.map((p) => p.id)).size).toBe(3);
});

it('retries only failures that may pass', () => {
  expect(isTransient(new InstagramFetchError('timeout'))).toBe(true);
  expect(isTransient(new InstagramFetchError('http', { status: 502 }))).toBe(true);
  expect(isTransient(new NotConfiguredError())).toBe(false);
  expect(isTransient(new InstagramFetchError('rate-limited'))).toBe(false);
  expect(isTransient(new Error('x'))).toBe(false);
});

it('names the accounts the page can show when a username is refused', () => {
  expect(instagramMessages.notAllowed('someone', ['glowandgo.mobile'])).toBe(
    "Posts from @someone can't be shown here. This page shows Instagram posts from @glowandgo.mobile only.",
  );
  expect(instagramMessages.notAllowed('x', ['a', 'b', 'c'])).toMatch(/from @a, @b and @c only\.$/);
  expect(instagramMessages.showAllowed('glowandgo.mobile')).toBe("Show @glowandgo.mobile's posts");
});

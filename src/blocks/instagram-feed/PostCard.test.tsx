// @vitest-environment happy-dom
// The card's own guard: whatever reaches it, only https URLs become links or images. (The client drops
// such posts before they get here; the card must hold even if that ever changes.)
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { InstagramPost } from '../../data/instagram/index.ts';
import { InstagramClassNames } from './classes.ts';
import { PostCard as Card } from './PostCard.tsx';
import { instagramStyles, type InstagramClasses } from './styles.ts';

// The island's root gives its parts their class names (from the server); here each style's own name.
const classes = Object.fromEntries(Object.keys(instagramStyles).map((k) => [k, k])) as InstagramClasses;
const PostCard = (props: Parameters<typeof Card>[0]) => (
  <InstagramClassNames value={classes}>
    <Card {...props} />
  </InstagramClassNames>
);

afterEach(cleanup);

const post = (extra: Partial<InstagramPost>): InstagramPost => ({
  id: '1',
  mediaUrl: 'https://cdn.example/1.jpg',
  permalink: 'https://www.instagram.com/p/1/',
  caption: 'Fresh gems <b>today</b> #toothgems',
  timestamp: '2026-01-06T03:00:00Z',
  mediaType: 'IMAGE',
  ...extra,
});

it('links the image and "View on Instagram" to the permalink in a new tab', () => {
  const { container, getByRole } = render(<PostCard post={post({})} />);
  const anchors = [...container.querySelectorAll('a')];
  expect(anchors).toHaveLength(2);
  for (const a of anchors) {
    expect(a.getAttribute('href')).toBe('https://www.instagram.com/p/1/');
    expect([a.target, a.rel]).toEqual(['_blank', 'noopener noreferrer']);
  }
  expect(getByRole('link').textContent).toContain('View on Instagram');
  const img = container.querySelector('img')!;
  expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1080', '1080', 'lazy']);
  expect(img.alt).toBe('Fresh gems <b>today</b> #toothgems');
  // Text, never HTML; the date is the day in Greenville.
  expect(container.querySelector('b')).toBeNull();
  expect(container.textContent).toContain('January 5, 2026');
});

it.each(['javascript:alert(1)', 'http://www.instagram.com/p/1/', '//evil.example/p', ''])('no link for permalink %j', (permalink) => {
  const { container } = render(<PostCard post={post({ permalink })} />);
  expect(container.querySelectorAll('a')).toHaveLength(0);
  expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/1.jpg');
});

it.each(['http://cdn.example/1.jpg', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])('no image for mediaUrl %j', (mediaUrl) => {
  const { container, getByRole } = render(<PostCard post={post({ mediaUrl, caption: '' })} />);
  expect(container.querySelector('img')).toBeNull();
  // A neutral tile stands in, named like the image would be.
  expect(getByRole('img', { hidden: true, name: 'Instagram post' })).toBeTruthy();
});

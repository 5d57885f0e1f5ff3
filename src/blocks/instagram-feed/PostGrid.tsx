import { css } from '@emotion/react';
import { instagramMessages as m, placeholderPosts, type InstagramPost } from '../../data/instagram/index.ts';
import { mq, space } from '../../theme.ts';
import { PlaceholderCard, PostCard } from './PostCard.tsx';

// One column on phones, two from sm, three from lg.
const gridCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[5],
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[6] },
});

export function PostGrid({ posts }: { posts: readonly InstagramPost[] }) {
  return (
    <ul css={gridCss} aria-label={m.postsListLabel}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export function PlaceholderGrid() {
  return (
    <ul css={gridCss} aria-label={m.postsListLabel}>
      {placeholderPosts.map((post) => (
        <li key={post.id}>
          <PlaceholderCard post={post} />
        </li>
      ))}
    </ul>
  );
}

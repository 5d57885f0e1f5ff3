/** @jsxImportSource react */
import { instagramMessages as m, placeholderPosts, type InstagramPost } from '../../data/instagram/index.ts';
import { useInstagramClasses } from './classes.ts';
import { PlaceholderCard, PostCard } from './PostCard.tsx';

export function PostGrid({ posts }: { posts: readonly InstagramPost[] }) {
  const c = useInstagramClasses();
  return (
    <ul className={c.grid} aria-label={m.postsListLabel}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export function PlaceholderGrid() {
  const c = useInstagramClasses();
  return (
    <ul className={c.grid} aria-label={m.postsListLabel}>
      {placeholderPosts.map((post) => (
        <li key={post.id}>
          <PlaceholderCard post={post} />
        </li>
      ))}
    </ul>
  );
}

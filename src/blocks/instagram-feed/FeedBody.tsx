// What sits under the heading, for each state of the feed. Until real posts arrive (loading, an
// error, or a proxy without credentials) three placeholder posts and the setup note stand in.
import { css, keyframes } from '@emotion/react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import {
  NotConfiguredError,
  instagramMessages as m,
  useInstagramPosts,
  type InstagramClientConfig,
  type InstagramPost,
} from '../../data/instagram/index.ts';
import { colors, motion } from '../../theme.ts';
import type { FeedQuery } from './feed-query.ts';
import { PlaceholderGrid, PostGrid } from './PostGrid.tsx';
import { SetupNote } from './SetupNote.tsx';
import { statusCss } from './styles.ts';

export type FeedState =
  | { kind: 'loading' }
  | { kind: 'not-configured' }
  | { kind: 'error' }
  | { kind: 'loaded'; posts: readonly InstagramPost[] };

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const spinCss = css({ animation: `${spin} 1s linear infinite`, [motion.reduce]: { animation: 'none' } });
const icon = { size: 20, 'aria-hidden': true, focusable: false } as const;

export function FeedBody({ state, profileUrl }: { state: FeedState; profileUrl: string }) {
  const posts = state.kind === 'loaded' ? state.posts : undefined;
  return (
    <>
      {/* Always present, so screen readers announce the text put into it. */}
      <div role="status">
        {state.kind === 'loading' && (
          <p css={[statusCss, css({ background: colors.blush, color: colors.plum })]}>
            <LoaderCircle {...icon} css={spinCss} />
            {m.loading}
          </p>
        )}
        {posts?.length === 0 && <p css={[statusCss, css({ background: colors.blush, color: colors.plum })]}>{m.empty}</p>}
      </div>
      {state.kind === 'error' && (
        <p role="alert" css={[statusCss, css({ background: colors.white, color: colors.danger, border: `1px solid ${colors.danger}` })]}>
          <CircleAlert {...icon} />
          {m.error}
        </p>
      )}
      {posts ? (
        posts.length > 0 && <PostGrid posts={posts} />
      ) : (
        <>
          <SetupNote profileUrl={profileUrl} />
          <PlaceholderGrid />
        </>
      )}
    </>
  );
}

/** The feed for a query, from the proxy. Rendered only after hydration: the server knows no query. */
export function LiveFeed({ config, query, profileUrl }: { config: InstagramClientConfig; query: FeedQuery; profileUrl: string }) {
  const result = useInstagramPosts(config, query);
  // Posts already shown stay, even if a later background refresh fails.
  const state: FeedState = result.data
    ? { kind: 'loaded', posts: result.data }
    : result.isError
      ? { kind: result.error instanceof NotConfiguredError ? 'not-configured' : 'error' }
      : { kind: 'loading' };
  return <FeedBody state={state} profileUrl={profileUrl} />;
}

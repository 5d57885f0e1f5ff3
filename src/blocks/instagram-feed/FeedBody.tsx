/** @jsxImportSource react */
// What sits under the heading, for each state of the feed. Until real posts arrive (loading, an
// error, or a proxy without credentials) three placeholder posts and the setup note stand in. A
// username the proxy refuses (403) gets its own explanation instead: no example posts, no error.
import CircleAlert from 'lucide-react/icons/circle-alert';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import {
  NotConfiguredError,
  instagramMessages as m,
  useInstagramPosts,
  type InstagramClientConfig,
  type InstagramFetchError,
  type InstagramPost,
} from '../../data/instagram/index.ts';
import type { FeedQuery } from './feed-query.ts';
import { NotAllowedNote, ShowDefaultButton } from './NotAllowedNote.tsx';
import { PlaceholderGrid, PostGrid } from './PostGrid.tsx';
import { SetupNote } from './SetupNote.tsx';
import { useInstagramClasses } from './classes.ts';

export type FeedState =
  | { kind: 'loading' }
  | { kind: 'not-configured' }
  | { kind: 'error' }
  /** The proxy shows only `allowed` (the site's own account first). */
  | { kind: 'not-allowed'; username: string; allowed: readonly string[] }
  | { kind: 'loaded'; posts: readonly InstagramPost[] };

const icon = { size: 20, 'aria-hidden': true, focusable: false } as const;

export function FeedBody({ state, profileUrl, onShowDefault }: { state: FeedState; profileUrl: string; onShowDefault?: () => void }) {
  const c = useInstagramClasses();
  const posts = state.kind === 'loaded' ? state.posts : undefined;
  const refused = state.kind === 'not-allowed' ? state : undefined;
  return (
    <>
      {/* Always present, so screen readers announce the text put into it. */}
      <div role="status">
        {state.kind === 'loading' && (
          <p className={c.status}>
            <LoaderCircle {...icon} className={c.spinner} />
            {m.loading}
          </p>
        )}
        {posts?.length === 0 && <p className={c.status}>{m.empty}</p>}
        {refused && <NotAllowedNote username={refused.username} allowedUsernames={refused.allowed} />}
      </div>
      {refused?.allowed[0] !== undefined && onShowDefault && <ShowDefaultButton username={refused.allowed[0]} onClick={onShowDefault} />}
      {state.kind === 'error' && (
        <p role="alert" className={c.error}>
          <CircleAlert {...icon} />
          {m.error}
        </p>
      )}
      {posts ? (
        posts.length > 0 && <PostGrid posts={posts} />
      ) : refused ? null : (
        <>
          <SetupNote profileUrl={profileUrl} />
          <PlaceholderGrid />
        </>
      )}
    </>
  );
}

function failedState(error: InstagramFetchError, query: FeedQuery, allowed: readonly string[]): FeedState {
  if (error instanceof NotConfiguredError) return { kind: 'not-configured' };
  if (error.reason === 'not-allowed') return { kind: 'not-allowed', username: query.username, allowed };
  return { kind: 'error' };
}

interface LiveFeedProps {
  config: InstagramClientConfig;
  query: FeedQuery;
  /** The accounts the proxy answers for, the site's own first. */
  allowedUsernames: readonly string[];
  onShowDefault: () => void;
  /** The business's Instagram profile, linked from the note shown with example posts. */
  profileUrl: string;
}

/** The feed for a query, from the proxy. Rendered only after hydration: the server knows no query. */
export function LiveFeed({ config, query, allowedUsernames, onShowDefault, profileUrl }: LiveFeedProps) {
  const result = useInstagramPosts(config, query);
  const state: FeedState =
    result.status === 'success'
      ? { kind: 'loaded', posts: result.data }
      : result.status === 'error'
        ? failedState(result.error, query, allowedUsernames)
        : { kind: 'loading' };
  return <FeedBody state={state} onShowDefault={onShowDefault} profileUrl={profileUrl} />;
}

/** @jsxImportSource react */
// The Instagram feed page body: search form, heading, and the posts (or their loading, empty, error and
// placeholder states). The query lives in the URL (?username=...&hashtag=...), so it survives reload and
// the back button. The prerendered HTML has no query: it shows the default username and the loading
// state, and the URL is read only once the page has hydrated, so hydration never mismatches.
// Its class names come from the server (styles.ts), so it runs with React alone.
import { useCallback } from 'react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import type { BlockProps } from '../types.ts';
import type { resolveInstagramFeed } from './resolve.ts';
import { feedSearchParams, readFeedQuery, sameFeedQuery, toFeedQuery, type FeedQuery } from './feed-query.ts';
import { FeedBody, LiveFeed } from './FeedBody.tsx';
import { InstagramClassNames } from './classes.ts';
import { SearchForm } from './SearchForm.tsx';
import type { InstagramClasses } from './styles.ts';
import { useHydrated } from './use-hydrated.ts';

export function InstagramFeed({ block, classes: c }: { block: BlockProps<typeof resolveInstagramFeed>['block'] & { headingId: string }; classes: InstagramClasses }) {
  const { feed: instagram, profileUrl } = block;
  const hydrated = useHydrated();
  const [params, setParams] = useUrlSearch();
  const query = hydrated ? readFeedQuery(params, instagram.defaultUsername) : toFeedQuery(null, null, instagram.defaultUsername);

  const search = useCallback(
    (next: FeedQuery) => {
      // A new history entry per search, so the back button returns to the previous one.
      if (!sameFeedQuery(next, readFeedQuery(params, instagram.defaultUsername)) || !params.has('username')) {
        setParams(feedSearchParams(next));
      }
    },
    [params, setParams, instagram.defaultUsername],
  );

  return (
    <InstagramClassNames value={c}>
      <SearchForm query={query} defaultUsername={instagram.defaultUsername} onSearch={search} />
      <header className={c.header}>
        <h2 id={block.headingId} className={c.heading}>
          {m.postsHeading(query.username)}
          {query.hashtag && <span className={c.tag}> {m.hashtagTag(query.hashtag)}</span>}
        </h2>
        <p className={c.subheading}>{m.subheading}</p>
      </header>
      {hydrated ? (
        <LiveFeed
          config={instagram}
          query={query}
          allowedUsernames={[instagram.defaultUsername, ...instagram.allowedUsernames]}
          onShowDefault={() => search({ username: instagram.defaultUsername, hashtag: query.hashtag })}
          profileUrl={profileUrl}
        />
      ) : (
        <FeedBody state={{ kind: 'loading' }} profileUrl={profileUrl} />
      )}
    </InstagramClassNames>
  );
}

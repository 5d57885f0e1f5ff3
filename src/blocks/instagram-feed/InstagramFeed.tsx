// The Instagram feed page body: search form, heading, and the posts (or their loading, empty, error and
// placeholder states). The query lives in the URL (?username=...&hashtag=...), so it survives reload and
// the back button. The prerendered HTML has no query: it shows the default username and the loading
// state, and the URL is read only once the page has hydrated, so hydration never mismatches.
import { useCallback, useId } from 'react';
import { css } from '@emotion/react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { colors, fontSize, space } from '../../theme.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Section, h2Css } from '../../ui/layout.tsx';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import type { BlockProps } from '../types.ts';
import type { resolveInstagramFeed } from './resolve.ts';
import { feedSearchParams, readFeedQuery, sameFeedQuery, toFeedQuery, type FeedQuery } from './feed-query.ts';
import { FeedBody, LiveFeed } from './FeedBody.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useHydrated } from './use-hydrated.ts';

const introCss = css({ margin: `0 auto ${space[6]}`, maxWidth: '46rem', textAlign: 'center', color: colors.muted, fontSize: fontSize.lg });
const headerCss = css({ marginBottom: space[5] });
const tagCss = css({ color: colors.rose, overflowWrap: 'anywhere' });

export function InstagramFeed({ block }: BlockProps<typeof resolveInstagramFeed>) {
  const { feed: instagram, profileUrl } = block;
  const hydrated = useHydrated();
  const [params, setParams] = useUrlSearch();
  const query = hydrated ? readFeedQuery(params, instagram.defaultUsername) : toFeedQuery(null, null, instagram.defaultUsername);
  const headingId = useId();

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
    <Section labelledBy={headingId}>
      {block.intro && <p css={introCss}>{block.intro}</p>}
      <SearchForm query={query} defaultUsername={instagram.defaultUsername} onSearch={search} />
      <header css={headerCss}>
        <h2 id={headingId} css={[h2Css, css({ marginBottom: space[2], overflowWrap: 'anywhere' })]}>
          {m.postsHeading(query.username)}
          {query.hashtag && <span css={tagCss}> {m.hashtagTag(query.hashtag)}</span>}
        </h2>
        <p css={css({ margin: 0, color: colors.muted })}>{m.subheading}</p>
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
      {block.followLabel && (
        <div css={css({ marginTop: space[7], textAlign: 'center' })}>
          <ButtonLink href={profileUrl} variant="secondary">
            {block.followLabel}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}

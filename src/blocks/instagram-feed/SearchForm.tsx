// The username and hashtag search. A GET form with the same parameter names as the page URL, so a
// search made before the page has hydrated still works (the browser loads ?username=...&hashtag=...).
import { useEffect, useId, useState } from 'react';
import { css } from '@emotion/react';
import { Search } from 'lucide-react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { colors, fontSize, mq, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { toFeedQuery, type FeedQuery } from './feed-query.ts';
import { cardCss } from './styles.ts';
import { controlCss, labelCss, optionalCss } from '../../ui/form.ts';

const formCss = css(cardCss, {
  display: 'grid',
  gap: space[4],
  padding: space[5],
  marginBottom: space[7],
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'start', padding: space[6] },
});
const hintCss = css({ margin: `${space[1]} 0 0`, color: colors.muted, fontSize: fontSize.sm });
// The '#' drawn in the field says "no need to type it".
const hashCss = css({
  position: 'absolute',
  left: space[4],
  top: '50%',
  transform: 'translateY(-50%)',
  color: colors.muted,
  pointerEvents: 'none',
});
const buttonRowCss = css({ [mq.md]: { paddingTop: `calc(${fontSize.base} * 1.5 + ${space[2]})` } });

interface Props {
  query: FeedQuery;
  defaultUsername: string;
  onSearch: (query: FeedQuery) => void;
}

export function SearchForm({ query, defaultUsername, onSearch }: Props) {
  const [username, setUsername] = useState(query.username);
  const [hashtag, setHashtag] = useState(query.hashtag);
  // The fields follow the URL: after a reload with a query, and on back and forward.
  useEffect(() => {
    setUsername(query.username);
    setHashtag(query.hashtag);
  }, [query.username, query.hashtag]);
  const id = useId();

  return (
    <form
      method="get"
      role="search"
      aria-label={m.searchFormLabel}
      css={formCss}
      onSubmit={(event) => {
        event.preventDefault();
        const next = toFeedQuery(username, hashtag, defaultUsername);
        setUsername(next.username);
        setHashtag(next.hashtag);
        onSearch(next);
      }}
    >
      <div>
        <label htmlFor={`${id}-username`} css={labelCss}>
          {m.usernameLabel}
        </label>
        <input
          id={`${id}-username`}
          name="username"
          type="text"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          css={controlCss}
        />
      </div>
      <div>
        <label htmlFor={`${id}-hashtag`} css={labelCss}>
          {m.hashtagLabel} <span css={optionalCss}>{m.optional}</span>
        </label>
        <div css={css({ position: 'relative' })}>
          <span aria-hidden="true" css={hashCss}>
            #
          </span>
          <input
            id={`${id}-hashtag`}
            name="hashtag"
            type="text"
            value={hashtag}
            onChange={(e) => setHashtag(e.target.value)}
            aria-describedby={`${id}-hashtag-hint`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            css={[controlCss, css({ paddingLeft: space[6] })]}
          />
        </div>
        <p id={`${id}-hashtag-hint`} css={hintCss}>
          {m.hashtagHint}
        </p>
      </div>
      <div css={buttonRowCss}>
        <button type="submit" css={[buttonCss.primary, css({ width: '100%', minHeight: 48 })]}>
          <Search size={18} aria-hidden="true" focusable="false" />
          {m.searchButton}
        </button>
      </div>
    </form>
  );
}

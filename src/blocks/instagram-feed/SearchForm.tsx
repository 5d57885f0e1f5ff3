/** @jsxImportSource react */
// The username and hashtag search. A GET form with the same parameter names as the page URL, so a
// search made before the page has hydrated still works (the browser loads ?username=...&hashtag=...).
import { useEffect, useId, useState } from 'react';
import Search from 'lucide-react/icons/search';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { toFeedQuery, type FeedQuery } from './feed-query.ts';
import { useInstagramClasses } from './classes.ts';

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
  const c = useInstagramClasses();

  return (
    <form
      method="get"
      role="search"
      aria-label={m.searchFormLabel}
      className={c.form}
      onSubmit={(event) => {
        event.preventDefault();
        const next = toFeedQuery(username, hashtag, defaultUsername);
        setUsername(next.username);
        setHashtag(next.hashtag);
        onSearch(next);
      }}
    >
      <div>
        <label htmlFor={`${id}-username`} className={c.label}>
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
          className={c.control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-hashtag`} className={c.label}>
          {m.hashtagLabel} <span className={c.optional}>{m.optional}</span>
        </label>
        <div className={c.hashField}>
          <span aria-hidden="true" className={c.hash}>
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
            className={c.hashControl}
          />
        </div>
        <p id={`${id}-hashtag-hint`} className={c.hint}>
          {m.hashtagHint}
        </p>
      </div>
      <div className={c.buttonRow}>
        <button type="submit" className={c.submit}>
          <Search size={18} aria-hidden="true" focusable="false" />
          {m.searchButton}
        </button>
      </div>
    </form>
  );
}

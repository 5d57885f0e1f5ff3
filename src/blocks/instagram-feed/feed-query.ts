// The feed's query as it lives in the page URL (?username=...&hashtag=...), so a search survives a
// reload and the back button. Pure functions: the component only wires them to the URL.
import { normaliseHashtag, normaliseUsername } from '../../data/instagram/index.ts';

export interface FeedQuery {
  username: string;
  /** '' when none. */
  hashtag: string;
}

/** What the visitor typed (or the URL holds), tidied; an empty username means the site's default. */
export function toFeedQuery(username: string | null, hashtag: string | null, defaultUsername: string): FeedQuery {
  return { username: normaliseUsername(username ?? '') || defaultUsername, hashtag: normaliseHashtag(hashtag ?? '') };
}

export function readFeedQuery(params: URLSearchParams, defaultUsername: string): FeedQuery {
  return toFeedQuery(params.get('username'), params.get('hashtag'), defaultUsername);
}

/** The URL's search part for a query; the hashtag is left out when there is none. */
export function feedSearchParams(query: FeedQuery): URLSearchParams {
  const params = new URLSearchParams({ username: query.username });
  if (query.hashtag) params.set('hashtag', query.hashtag);
  return params;
}

export function sameFeedQuery(a: FeedQuery, b: FeedQuery): boolean {
  return a.username === b.username && a.hashtag === b.hashtag;
}

const ALT_WORDS = 10;

/** Alt text from the caption's first words, or `fallback` for a caption with no words. */
export function altFromCaption(caption: string, fallback: string): string {
  const words = caption.split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  return words.length > ALT_WORDS ? `${words.slice(0, ALT_WORDS).join(' ')}…` : words.join(' ');
}

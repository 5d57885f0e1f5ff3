// Checks the query of GET /instagram. Instagram usernames are ASCII; hashtags may hold any letters
// (#quinceañera), so the hashtag rule is Unicode-aware. Emojis are not letters and are refused, as
// the Graph API does not support them in hashtag queries.
export interface FeedQuery {
  /** Lower-cased: Instagram usernames are case-insensitive, so the cache key must be too. */
  username?: string;
  /** Lower-cased, without '#'. */
  hashtag?: string;
}

export type Validation = { ok: true; query: FeedQuery; key: string } | { ok: false; error: string };

const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const HASHTAG = /^[\p{L}\p{M}\p{N}_]{1,100}$/u;

export const USERNAME_RULE = 'username must be 1-30 letters, digits, "." or "_"';
export const HASHTAG_RULE =
  'hashtag must be 1-100 letters, digits or "_", with no spaces (a leading "#" is ignored)';

/**
 * An empty parameter counts as absent. One leading '#' on the hashtag is tolerated and stripped:
 * the browser client strips it too, and both spellings then share one cache entry.
 */
export function validateQuery(raw: { username?: string | undefined; hashtag?: string | undefined }): Validation {
  const username = raw.username || undefined;
  const hashtagText = raw.hashtag ? raw.hashtag.normalize('NFC').replace(/^#/, '') : undefined;
  if (username !== undefined && !USERNAME.test(username)) return { ok: false, error: `${USERNAME_RULE}.` };
  if (hashtagText !== undefined && !HASHTAG.test(hashtagText)) return { ok: false, error: `${HASHTAG_RULE}.` };
  if (username === undefined && hashtagText === undefined) {
    return { ok: false, error: `username is required: ${USERNAME_RULE}.` };
  }
  const query: FeedQuery = {};
  if (username !== undefined) query.username = username.toLowerCase();
  if (hashtagText !== undefined) query.hashtag = hashtagText.toLowerCase();
  // '#' can appear in neither part, so the key is unambiguous.
  return { ok: true, query, key: `${query.username ?? ''}#${query.hashtag ?? ''}` };
}

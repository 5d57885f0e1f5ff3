// Turns what a visitor typed into the proxy URL. The form has no validation (spec §5), so this is
// forgiving: spaces around values, a leading '@' on the username and a leading '#' on the hashtag
// are dropped. Everything else goes to the proxy as typed, URL-encoded; the proxy decides.
export interface InstagramQuery {
  username: string;
  hashtag?: string | undefined;
}

export function normaliseUsername(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/** '' when there is no hashtag, so callers can omit it. */
export function normaliseHashtag(value: string | undefined): string {
  return (value ?? '').trim().replace(/^#+/, '');
}

export function instagramUrl(proxyUrl: string, query: InstagramQuery): string {
  const base = proxyUrl.replace(/\/+$/, '');
  const hashtag = normaliseHashtag(query.hashtag);
  const params = [`username=${encodeURIComponent(normaliseUsername(query.username))}`];
  if (hashtag) params.push(`hashtag=${encodeURIComponent(hashtag)}`);
  return `${base}/instagram?${params.join('&')}`;
}

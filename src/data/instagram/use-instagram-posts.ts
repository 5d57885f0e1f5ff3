// The feed's query. One retry, and only for failures that may pass (a timeout, a network blip, a 502):
// retrying "not configured", a refused input or a rate limit cannot help. No refetch on window focus.
import { useFetch, type FetchState } from '../../islands/use-fetch.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { isTransient, type InstagramFetchError } from './errors.ts';
import { fetchInstagramPosts } from './fetch-posts.ts';
import { normaliseHashtag, normaliseUsername, type InstagramQuery } from './query.ts';
import type { InstagramPost } from './types.ts';

export type InstagramClientConfig = Pick<SiteConfig['instagram'], 'proxyUrl' | 'timeoutMs'>;

export function useInstagramPosts(config: InstagramClientConfig, query: InstagramQuery): FetchState<InstagramPost[], InstagramFetchError> {
  const username = normaliseUsername(query.username);
  const hashtag = normaliseHashtag(query.hashtag);
  return useFetch<InstagramPost[], InstagramFetchError>(
    // Normalised values in the key: '#Gems' and 'Gems' are one query.
    JSON.stringify(['instagram', config.proxyUrl, username.toLowerCase(), hashtag.toLowerCase()]),
    (signal) => fetchInstagramPosts({ proxyUrl: config.proxyUrl, timeoutMs: config.timeoutMs, username, hashtag, signal }),
    // The proxy caches for 10 minutes and its answers say max-age=60; asking sooner gains nothing.
    { retry: isTransient, freshMs: 60_000 },
  );
}

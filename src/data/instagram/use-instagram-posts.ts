// The feed's TanStack Query hook. One retry, and only for failures that may pass (a timeout, a
// network blip, a 502): retrying "not configured", a refused input or a rate limit cannot help.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { isTransient, type InstagramFetchError } from './errors.ts';
import { fetchInstagramPosts } from './fetch-posts.ts';
import { normaliseHashtag, normaliseUsername, type InstagramQuery } from './query.ts';
import type { InstagramPost } from './types.ts';

export type InstagramClientConfig = Pick<SiteConfig['instagram'], 'proxyUrl' | 'timeoutMs'>;

export function useInstagramPosts(
  config: InstagramClientConfig,
  query: InstagramQuery,
): UseQueryResult<InstagramPost[], InstagramFetchError> {
  const username = normaliseUsername(query.username);
  const hashtag = normaliseHashtag(query.hashtag);
  return useQuery<InstagramPost[], InstagramFetchError>({
    // Normalised values in the key: '#Gems' and 'Gems' are one query.
    queryKey: ['instagram', config.proxyUrl, username.toLowerCase(), hashtag.toLowerCase()],
    queryFn: ({ signal }) =>
      fetchInstagramPosts({ proxyUrl: config.proxyUrl, timeoutMs: config.timeoutMs, username, hashtag, signal }),
    retry: (failureCount, error) => failureCount < 1 && isTransient(error),
    refetchOnWindowFocus: false,
    // The proxy caches for 10 minutes and its answers say max-age=60; asking sooner gains nothing.
    staleTime: 60_000,
  });
}

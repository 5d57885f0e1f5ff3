export { fetchInstagramPosts, type FetchInstagramPostsOptions } from './fetch-posts.ts';
export { useInstagramPosts, type InstagramClientConfig } from './use-instagram-posts.ts';
export {
  FETCH_FAILED,
  InstagramFetchError,
  NotConfiguredError,
  isReported,
  isTransient,
  type InstagramFailureReason,
  type UnavailableAnswer,
} from './errors.ts';
export { instagramUrl, normaliseHashtag, normaliseUsername, type InstagramQuery } from './query.ts';
export { instagramMessages, formatPostDate, type InstagramMessages } from './messages.ts';
export { placeholderPosts } from './placeholders.ts';
export { asInstagramPost, asInstagramPosts, isHttpsUrl, type InstagramPost, type InstagramMediaType } from './types.ts';

import type { z } from 'zod';
import type { ResolveContext } from '../context.ts';
import type { instagramFeedBlock } from './schema.ts';

/** Where the posts come from, from the `instagram` section of site.config.yaml. */
export const resolveInstagramFeed = (block: z.infer<typeof instagramFeedBlock>, { site }: ResolveContext) => {
  // Not hashtagSearch: the page always sends a username.
  const { proxyUrl, defaultUsername, allowedUsernames, timeoutMs } = site.instagram;
  return { ...block, feed: { proxyUrl, defaultUsername, allowedUsernames, timeoutMs }, profileUrl: site.social.instagram };
};

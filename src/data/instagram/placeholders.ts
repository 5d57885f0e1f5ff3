// Shown while the feed loads and when the proxy is not configured. Interface placeholders, not
// business facts. mediaUrl and permalink are empty on purpose: the page draws a neutral tile (an
// image URL is only ever used when it is https) and may link the tile to the business's profile.
import type { InstagramPost } from './types.ts';

export const placeholderPosts: readonly InstagramPost[] = [1, 2, 3].map((n) => ({
  id: `placeholder-${n}`,
  mediaUrl: '',
  permalink: '',
  caption: 'Instagram post preview',
  timestamp: '',
  mediaType: 'IMAGE',
}));

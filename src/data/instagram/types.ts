// The post shape shared by the proxy (which produces it) and the browser client (which checks it). Checked by
// hand, in a few lines: no schema library in the browser's download.
export const instagramMediaTypes = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
export type InstagramMediaType = (typeof instagramMediaTypes)[number];

export interface InstagramPost {
  id: string;
  /** The image that shows: a photo, a video's thumbnail or an album's first picture. Always https. */
  mediaUrl: string;
  /** The post on instagram.com. Always https. */
  permalink: string;
  /** Outside text: render it as text, never as HTML. May be ''. */
  caption: string;
  /** ISO 8601 (the proxy normalises Instagram's `+0000` offsets). */
  timestamp: string;
  mediaType: InstagramMediaType;
}

const textFields = ['id', 'mediaUrl', 'permalink', 'caption', 'timestamp'] as const;

/** One post, with its known fields alone, or undefined when `value` is not a post. */
export function asInstagramPost(value: unknown): InstagramPost | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const post = value as Record<string, unknown>;
  if (!textFields.every((field) => typeof post[field] === 'string')) return undefined;
  if (!(instagramMediaTypes as readonly unknown[]).includes(post.mediaType)) return undefined;
  const { id, mediaUrl, permalink, caption, timestamp, mediaType } = post as unknown as InstagramPost;
  return { id, mediaUrl, permalink, caption, timestamp, mediaType };
}

/** A list of posts, or undefined when `value` is not a list or one of its items is not a post. */
export function asInstagramPosts(value: unknown): InstagramPost[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const posts: InstagramPost[] = [];
  for (const item of value) {
    const post = asInstagramPost(item);
    if (!post) return undefined;
    posts.push(post);
  }
  return posts;
}

/** True only for an absolute `https:` URL: outside URLs are used on the page only if they are https. */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

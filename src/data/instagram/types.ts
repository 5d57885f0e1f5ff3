// The post shape shared by the proxy (which produces it) and the browser client (which checks it).
// `zod/mini` keeps the check small in the browser bundle; the server imports only the type.
import * as z from 'zod/mini';

export const instagramMediaTypes = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;

export const instagramPostSchema = z.object({
  id: z.string(),
  /** The image that shows: a photo, a video's thumbnail or an album's first picture. Always https. */
  mediaUrl: z.string(),
  /** The post on instagram.com. Always https. */
  permalink: z.string(),
  /** Outside text: render it as text, never as HTML. May be ''. */
  caption: z.string(),
  /** ISO 8601 (the proxy normalises Instagram's `+0000` offsets). */
  timestamp: z.string(),
  mediaType: z.enum(instagramMediaTypes),
});

export type InstagramPost = z.infer<typeof instagramPostSchema>;
export type InstagramMediaType = InstagramPost['mediaType'];

/** True only for an absolute `https:` URL: outside URLs are used on the page only if they are https. */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

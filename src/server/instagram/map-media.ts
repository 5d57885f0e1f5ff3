// Graph API media -> the post shape the page shows. Everything from Instagram is untrusted: an item
// missing what the page needs (an https image, an https permalink, a date) is dropped, not patched.
import {
  instagramMediaTypes,
  isHttpsUrl,
  type InstagramMediaType,
  type InstagramPost,
} from '../../data/instagram/types.ts';

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function mediaType(value: unknown): InstagramMediaType | undefined {
  return instagramMediaTypes.find((t) => t === value);
}

/** The still image of one media object: a video shows its thumbnail, never the video file. */
function stillImage(media: Fields): string | undefined {
  const url = mediaType(media['media_type']) === 'VIDEO' ? media['thumbnail_url'] : media['media_url'];
  return isHttpsUrl(url) ? url : undefined;
}

/**
 * An album shows its first child's image. Hashtag search returns no thumbnail_url, so when that first
 * child is a video without one, the next child that has an image is used instead of losing the post.
 */
function albumImage(media: Fields): string | undefined {
  const children = isRecord(media['children']) ? media['children']['data'] : undefined;
  if (Array.isArray(children)) {
    for (const child of children) {
      const image = isRecord(child) ? stillImage(child) : undefined;
      if (image) return image;
    }
  }
  return isHttpsUrl(media['media_url']) ? media['media_url'] : undefined;
}

/** Graph writes offsets as '+0000', which not every date parser accepts; the page gets strict ISO. */
export function normaliseTimestamp(value: string): string | undefined {
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export function mapMedia(raw: unknown): InstagramPost | null {
  if (!isRecord(raw)) return null;
  const id = text(raw['id']);
  const type = mediaType(raw['media_type']);
  const permalink = raw['permalink'];
  const timestamp = normaliseTimestamp(text(raw['timestamp']) ?? '');
  if (!id || !type || !isHttpsUrl(permalink) || !timestamp) return null;
  const mediaUrl = type === 'CAROUSEL_ALBUM' ? albumImage(raw) : stillImage(raw);
  if (!mediaUrl) return null;
  return { id, mediaUrl, permalink, caption: text(raw['caption']) ?? '', timestamp, mediaType: type };
}

/** True when the caption carries #tag as a whole tag (#glow matches '#Glow!' but not '#glowandgo'). */
export function captionHasHashtag(caption: string, tag: string): boolean {
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`#${escaped}(?![\\p{L}\\p{M}\\p{N}_])`, 'iu').test(caption.normalize('NFC'));
}

export function mapMediaList(raws: readonly unknown[], max: number, hashtag?: string): InstagramPost[] {
  const posts: InstagramPost[] = [];
  for (const raw of raws) {
    const post = mapMedia(raw);
    if (!post || (hashtag !== undefined && !captionHasHashtag(post.caption, hashtag))) continue;
    posts.push(post);
    if (posts.length >= max) break;
  }
  return posts;
}

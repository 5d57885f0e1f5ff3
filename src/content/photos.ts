// Photos an owner drops into public/images/ (JPEG, PNG, WebP) are served resized, as AVIF and WebP, at the
// widths a screen needs: the content core names the variants of each photo from its bytes (a hash, so a
// changed photo gets new names and an unchanged one is never encoded again), the build writes them
// (src/render/photos.ts), and pages ask for them with srcset and sizes (src/ui/img.tsx).
import { createHash } from 'node:crypto';
import type { ImageSize } from '../schema/page.ts';
import { PHOTO_DIR } from '../schema/photo-files.ts';

export const PHOTO = /\.(jpe?g|png|webp)$/i;


/** The widths photos are resized to; a photo is never enlarged (its own width is the largest). */
export const PHOTO_WIDTHS: readonly number[] = [480, 800, 1200, 1600, 2000];

/** Larger source files than this slow the build and are never needed at these widths. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The widest a photo is shown: a page's hero fills wide screens; other pictures are at most a column wide. */
export const SHOWN_WIDTH = { hero: 1600, other: 800 } as const;

/** The variants of a photo `width` pixels wide, named by a hash of its bytes. */
export function photoVariants(bytes: Uint8Array, width: number): NonNullable<ImageSize['variants']> {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  const widths = PHOTO_WIDTHS.filter((w) => w < width);
  if (width <= PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!) widths.push(width);
  return { base: `${PHOTO_DIR}/${hash}`, widths };
}

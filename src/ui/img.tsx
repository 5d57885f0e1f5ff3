import type { ReactElement } from 'react';
import { css } from '@emotion/react';
import type { ImageSize } from '../schema/page.ts';
import { variantFile, type PhotoFormat } from '../schema/photo-files.ts';
import { useImageSize } from './image-sizes.ts';
import { layout } from '../theme.ts';

/**
 * `sizes` for a picture in a grid: from each breakpoint up (widest first), the share of the screen its
 * column takes, and past the page's widest the column's width in pixels. `[[1024, 3], [640, 2]]`: three
 * columns from 1024 px, two from 640 px, one below. A browser then downloads a photo no wider than needed.
 */
export function columnSizes(steps: ReadonlyArray<readonly [minWidth: number, columns: number]>, below = 1): string {
  const widest = Number.parseInt(layout.maxWidth, 10);
  const sorted = [...steps].sort((a, b) => b[0] - a[0]);
  const top = sorted[0]?.[1] ?? below;
  return [
    `(min-width: ${widest}px) ${Math.ceil(widest / top)}px`,
    ...sorted.map(([min, columns]) => `(min-width: ${min}px) ${Math.ceil(100 / columns)}vw`),
    `${Math.ceil(100 / below)}vw`,
  ].join(', ');
}

interface Props {
  src: string;
  alt: string;
  /**
   * On the first screen (src/ui/first-screen.ts): a small drawing is written into the page, any other picture
   * is asked for at once and first; everything else loads lazily.
   */
  eager?: boolean;
  className?: string;
  /** How wide the image is shown, for the browser's choice among a photo's sizes (CSS `sizes`). */
  sizes?: string;
}

/** The <picture> box takes no room of its own: the <img> inside is laid out as if it were alone. */
const pictureCss = css({ display: 'contents' });

/**
 * A photo's AVIF and WebP sizes around its <img> (src/content/photos.ts), so the browser downloads the
 * smallest that fills the space; an SVG or another image is the <img> alone.
 */
export function Responsive({ src, sizes = '100vw', children }: { src: string; sizes?: string; children: (fallback: string) => ReactElement }) {
  const variants = useImageSize(src)?.variants;
  if (!variants) return children(src);
  const set = (format: PhotoFormat) => variants.widths.map((w) => `${variantFile(variants.base, w, format)} ${w}w`).join(', ');
  // Browsers without <source> support get a mid-sized WebP, never the original upload.
  const fallback = variantFile(variants.base, variants.widths.find((w) => w >= 1200) ?? variants.widths.at(-1) ?? 0, 'webp');
  return (
    <picture css={pictureCss}>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      {children(fallback)}
    </picture>
  );
}

/**
 * The source of a picture on the first screen (a hero, src/ui/first-screen.ts): a small drawing written into the
 * page, which has no request to hurry, or its file asked for at once and before the page's other pictures.
 */
export function atOnce(size: ImageSize | undefined, file: string) {
  return size?.inline ? { src: size.inline } : { src: file, loading: 'eager' as const, fetchPriority: 'high' as const };
}

/** An image with its intrinsic width and height (read from public/ at build time), so nothing shifts. */
export function Img({ src, alt, eager = false, className, sizes }: Props) {
  const size = useImageSize(src);
  return (
    <Responsive src={src} {...(sizes !== undefined && { sizes })}>
      {(file) => (
        <img
          {...(eager ? atOnce(size, file) : { src: file, loading: 'lazy' as const, decoding: 'async' as const })}
          alt={alt}
          width={size?.width}
          height={size?.height}
          className={className}
        />
      )}
    </Responsive>
  );
}

import type { ReactElement } from 'react';
import { css } from '@emotion/react';
import { variantFile, type PhotoFormat } from '../schema/photo-files.ts';
import { useImageSize } from './image-sizes.ts';

interface Props {
  src: string;
  alt: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
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

/** An image with its intrinsic width and height (read from public/ at build time), so nothing shifts. */
export function Img({ src, alt, eager = false, className, sizes }: Props) {
  const size = useImageSize(src);
  return (
    <Responsive src={src} {...(sizes !== undefined && { sizes })}>
      {(file) => (
        <img
          src={file}
          alt={alt}
          width={size?.width}
          height={size?.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          sizes={size?.variants ? undefined : sizes}
          className={className}
        />
      )}
    </Responsive>
  );
}

import { useImageSize } from './image-sizes.ts';

interface Props {
  src: string;
  alt: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
  eager?: boolean;
  className?: string;
  sizes?: string;
}

/** An image with its intrinsic width and height (read from public/ at build time), so nothing shifts. */
export function Img({ src, alt, eager = false, className, sizes }: Props) {
  const size = useImageSize(src);
  return (
    <img
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      sizes={sizes}
      className={className}
    />
  );
}

import { createContext, useContext } from 'react';
import type { ImageSize } from '../schema/page.ts';

/** Intrinsic sizes of the site's local images (read from public/ when the content is loaded). */
export const ImageSizes = createContext<Record<string, ImageSize>>({});

export function useImageSize(src: string | undefined): ImageSize | undefined {
  const sizes = useContext(ImageSizes);
  return src ? sizes[src] : undefined;
}

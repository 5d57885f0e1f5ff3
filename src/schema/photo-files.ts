// The names of a photo's resized files (no Node APIs: pages and the build both use them).

/** Where the resized photos are served from. */
export const PHOTO_DIR = '/_img';

export type PhotoFormat = 'avif' | 'webp';

/** The file of one variant, e.g. "/_img/AbC...-800.avif". */
export const variantFile = (base: string, width: number, format: PhotoFormat): string => `${base}-${width}.${format}`;

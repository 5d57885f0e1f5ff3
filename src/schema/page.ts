// The shape of a page as every layer sees it: its regions of blocks, head tags and image sizes.

/**
 * The parts of a page. `top` spans the full width above the rest (a hero); `aside` sits beside `main`
 * on wide screens and below it on phones.
 */
export interface Regions<B> {
  top?: B[];
  main: B[];
  aside?: B[];
  /** What the aside is, for screen readers (its landmark's name). */
  asideLabel?: string;
}

/** One `<meta>` or `<link>` of a page's head. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** Intrinsic size of a local image, read from public/. */
export interface ImageSize {
  width: number;
  height: number;
}

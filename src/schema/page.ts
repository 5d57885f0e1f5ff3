// The shape of a page as every layer sees it: its regions of blocks, head tags and image sizes.

/**
 * The parts of a page. `top` spans the full width above the rest (a hero); `aside` sits beside `main`
 * on wide screens and below it on phones. `lead` heads the side column on wide screens and comes before
 * `main` on phones (a booking box that should not wait below a long text); in reading order it is first.
 */
export interface Regions<B> {
  top?: B[];
  lead?: B[];
  main: B[];
  aside?: B[];
  /** What the aside is, for screen readers (its landmark's name). */
  asideLabel?: string;
}

/** The same regions with every list of blocks passed through `f` (validated, resolved, ...). */
export function mapRegions<A, B>(regions: Regions<A>, f: (blocks: A[]) => B[]): Regions<B> {
  const { top, lead, main, aside, asideLabel } = regions;
  return {
    ...(top && { top: f(top) }),
    ...(lead && { lead: f(lead) }),
    main: f(main),
    ...(aside && { aside: f(aside) }),
    ...(asideLabel && { asideLabel }),
  };
}

/** Every block of the page, in reading order: top, lead, main, aside. */
export function regionBlocks<B>(regions: Regions<B>): B[] {
  const { top = [], lead = [], main, aside = [] } = regions;
  return [...top, ...lead, ...main, ...aside];
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
  /**
   * A photo (JPEG, PNG or WebP) is also served resized, as AVIF and WebP: `${base}-${width}.avif|webp` for
   * each width (src/content/photos.ts decides them, the build writes them). SVG images have none.
   */
  variants?: { base: string; widths: number[] };
  /**
   * A small SVG shown as a page's hero: the drawing itself as a `data:` URL (src/content/inline-art.ts), so
   * the page's largest paint comes with its HTML instead of waiting for a request of its own.
   */
  inline?: string;
}

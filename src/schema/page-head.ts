// What search engines and social networks read of a page, and the limits the content is held to.
// Titles longer than 60 characters and descriptions outside 70-160 are cut or replaced in search results.

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** The size social networks show a large preview at (Open Graph, X/Twitter summary_large_image). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A page's preview image: "/" -> "/og/index.png", "/towns/greenville" -> "/og/towns/greenville.png". */
export function socialImagePath(route: string): string {
  return `/og${route === '/' ? '/index' : route}.png`;
}

/** What a page's preview image shows; the build draws it (src/social/), the same card for the same words. */
export interface SocialCard {
  /** A short line above the title: the business, or what the page offers. */
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** The site's host name, written at the bottom. */
  site: string;
}

/** Where a page's preview image is, and what it shows. */
export interface SocialPreview {
  /** Path under the site, e.g. "/og/towns/greenville.png". */
  src: string;
  card: SocialCard;
}

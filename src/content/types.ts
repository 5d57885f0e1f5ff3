// What the content core hands to the renderer: every route as plain, validated, self-contained JSON.
import type { ResolvedBlock } from '../blocks/resolve.ts';
import type { HeadTag, ImageSize, Regions } from '../schema/page.ts';
import type { PartyListing, TownListing } from '../schema/listings.ts';
import type { SocialPreview } from '../schema/page-head.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { GraphNode } from '../schema/structured-data.ts';

export type { HeadTag, ImageSize, Regions };

export interface Route {
  /** URL path, e.g. "/" or "/towns/greenville" (no trailing slash). */
  path: string;
  /** Source file relative to the project root, e.g. "pages/towns/greenville.yaml". */
  file: string;
  /** "page" for a file of blocks, otherwise the name of the collection the file belongs to. */
  kind: string;
  title: string;
  description: string;
  /** Canonical address, Open Graph and X (Twitter) card tags, printed as they are. */
  head: HeadTag[];
  /** What search engines read about the page (schema.org nodes), printed as one JSON-LD graph. */
  structuredData: GraphNode[];
  /** The page's preview image for social networks (the build draws it): where it is and what it shows. */
  preview: SocialPreview;
  /** Every block resolved: it carries the site facts it shows, so rendering needs nothing else. */
  regions: Regions<ResolvedBlock>;
}

export interface SiteContent {
  site: SiteConfig;
  routes: Route[];
  /** Intrinsic sizes of every local image the content uses, keyed by its "/images/..." path. */
  images: Record<string, ImageSize>;
  /** What the lists show of every town and party page (the lists themselves are in the resolved blocks). */
  listings: { towns: TownListing[]; parties: PartyListing[] };
}

/** A content problem, located in its source file. Lines and columns are 1-based; `endColumn` is exclusive. */
export interface ContentError {
  name: string;
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  hint?: string;
}

/**
 * `warnings` are printed but publish anyway (a neighbour that does not name a town back, a county without towns).
 * `sources` holds the text of each file named by an error or a warning (for code frames), so no caller reads it again.
 */
export type LoadResult =
  | { ok: true; content: SiteContent; warnings: ContentError[]; sources: Map<string, string> }
  | { ok: false; errors: ContentError[]; warnings: ContentError[]; sources: Map<string, string> };

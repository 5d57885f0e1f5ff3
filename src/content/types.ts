// What the content core hands to the renderer: every route as plain, validated, self-contained JSON.
import type { BlockInput } from '../blocks/schemas.ts';
import type { ResolvedBlock } from '../blocks/resolve.ts';
import type { SiteConfig } from './site-schema.ts';

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

/** What a collection's template returns for one entry: blocks as an owner would write them. */
export interface TemplatePage {
  title: string;
  description: string;
  regions: Regions<BlockInput>;
}

/** One `<meta>` or `<link>` of a page's head. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface Route {
  /** URL path, e.g. "/" or "/towns/greenville" (no trailing slash). */
  path: string;
  /** Source file relative to the project root, e.g. "pages/towns/greenville.yaml". */
  file: string;
  /** "page" for a file of blocks, otherwise the name of the collection the file belongs to. */
  kind: string;
  title: string;
  description: string;
  head: HeadTag[];
  /** Every block resolved: it carries the site facts it shows, so rendering needs nothing else. */
  regions: Regions<ResolvedBlock>;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface SiteContent {
  site: SiteConfig;
  routes: Route[];
  /** Intrinsic sizes of every local image the content uses, keyed by its "/images/..." path. */
  images: Record<string, ImageSize>;
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

export type LoadResult =
  | { ok: true; content: SiteContent }
  /** `sources` holds the text of each file named by an error (for code frames), so no caller reads it again. */
  | { ok: false; errors: ContentError[]; sources: Map<string, string> };

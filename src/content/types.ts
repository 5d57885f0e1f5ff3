// What the content core hands to the renderer: plain JSON, already validated.
import type { Block } from '../blocks/schemas.ts';
import type { Party, Town } from './collection-schemas.ts';
import type { SiteConfig } from './site-schema.ts';

interface RouteBase {
  /** URL path, e.g. "/" or "/towns/greenville" (no trailing slash). */
  path: string;
  /** Source file relative to the project root, e.g. "pages/towns/greenville.yaml". */
  file: string;
  title: string;
  description: string;
}

export type PageRoute = RouteBase & { kind: 'page'; blocks: Block[] };
export type TownRoute = RouteBase & { kind: 'town'; slug: string; town: Town };
export type PartyRoute = RouteBase & { kind: 'party'; slug: string; party: Party };
export type RouteEntry = PageRoute | TownRoute | PartyRoute;

export interface ImageSize {
  width: number;
  height: number;
}

export interface ContentBundle {
  site: SiteConfig;
  routes: RouteEntry[];
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

export type LoadResult = { ok: true; bundle: ContentBundle } | { ok: false; errors: ContentError[] };

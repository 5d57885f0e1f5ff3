// Page assembly: a validated page (its title, description and blocks) becomes the route the renderer
// prints: head tags, the preview image's card, the structured data, every block resolved against the site.
import type { Block } from '../../blocks/schemas.ts';
import { resolveBlock, type ResolveContext, type ResolvedBlock } from '../../blocks/resolve.ts';
import type { PartyListing, TownListing } from '../../schema/listings.ts';
import { mapRegions } from '../../schema/page.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import type { GraphNode } from '../../schema/structured-data.ts';
import type { Regions, Route } from '../types.ts';
import { headTags, socialPreview } from './head.ts';
import { pageGraphs } from './page-graph.ts';

/** What the lists of the site show of each valid entry: towns for the lists of towns, parties for the hub and the form. */
export interface Listings {
  towns: TownListing[];
  parties: PartyListing[];
}

/** A page whose blocks are valid: from its file, or from a collection's template. */
export interface PageParts {
  path: string;
  file: string;
  kind: string;
  page: { title: string; description: string; previewEyebrow?: string; structuredData?: (url: string) => GraphNode[] };
  regions: Regions<Block>;
}

/**
 * The routes of the last build, kept by a process that loads the content again and again (the studio):
 * a route is made again only when its page, the site config, or the listings it read have changed.
 */
export interface RouteMemo {
  site?: SiteConfig;
  /** What every route shares (the business's nodes), as JSON: when it changes, every route is made again. */
  shared?: string;
  listings?: string;
  byFile: Map<string, { parts: PageParts; readsListings: boolean; route: Route }>;
}

export const routeMemo = (): RouteMemo => ({ byFile: new Map() });

/** Every page's route, in address order. */
export function buildRoutes(site: SiteConfig, pages: readonly PageParts[], listings: Listings, memo?: RouteMemo): Route[] {
  // Whether the route being made reads the listings (the lists of towns, the hub of parties).
  let read = false;
  const tracked = {
    get towns() {
      read = true;
      return listings.towns;
    },
    get parties() {
      read = true;
      return listings.parties;
    },
  };
  const ctx: ResolveContext = { site, get towns() { return tracked.towns; }, get parties() { return tracked.parties; } };
  const resolve = (blocks: Block[]) => blocks.map((b) => resolveBlock(b, ctx));
  const graphOf = pageGraphs(site, tracked);
  if (memo) {
    const shared = JSON.stringify(graphOf.shared);
    const listingsKey = JSON.stringify(listings);
    if (memo.site !== site || memo.shared !== shared) memo.byFile.clear();
    const listingsChanged = memo.listings !== listingsKey;
    Object.assign(memo, { site, shared, listings: listingsKey });
    const kept = new Set(pages.map((p) => p.file));
    for (const [file, known] of memo.byFile) {
      if (!kept.has(file) || (listingsChanged && known.readsListings)) memo.byFile.delete(file);
    }
  }
  const routes: Route[] = [];
  for (const parts of pages) {
    const known = memo?.byFile.get(parts.file);
    if (known?.parts === parts) {
      routes.push(known.route);
      continue;
    }
    read = false;
    const route = buildRoute(site, parts, resolve, graphOf);
    memo?.byFile.set(parts.file, { parts, readsListings: read, route });
    routes.push(route);
  }
  return routes.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function buildRoute(site: SiteConfig, parts: PageParts, resolve: (blocks: Block[]) => ResolvedBlock[], graphOf: ReturnType<typeof pageGraphs>): Route {
  const { path, file, kind, page, regions } = parts;
  const canonical = `${site.siteUrl}${path === '/' ? '/' : path}`;
  const { title, description, previewEyebrow } = page;
  const text = { path, title, description, ...(previewEyebrow !== undefined && { previewEyebrow }) };
  const preview = socialPreview(site, text, regions);
  return {
    path,
    file,
    kind,
    title,
    description,
    head: headTags(site, text, preview),
    preview,
    structuredData: graphOf({ path, title, description, regions, own: page.structuredData?.(canonical) ?? [] }),
    regions: mapRegions(regions, resolve),
  };
}

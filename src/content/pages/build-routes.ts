// Page assembly: a validated page (its title, description and blocks) becomes the route the renderer
// prints: head tags, the preview image's card, the structured data, every block resolved against the site.
import type { Block } from '../../blocks/schemas.ts';
import { resolveBlock, type ResolveContext } from '../../blocks/resolve.ts';
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

/** Every page's route, in address order. */
export function buildRoutes(site: SiteConfig, pages: readonly PageParts[], listings: Listings): Route[] {
  const ctx: ResolveContext = { site, ...listings };
  const resolve = (blocks: Block[]) => blocks.map((b) => resolveBlock(b, ctx));
  const graphOf = pageGraphs(site, listings);
  const routes: Route[] = [];
  for (const { path, file, kind, page, regions } of pages) {
    const canonical = `${site.siteUrl}${path === '/' ? '/' : path}`;
    const { title, description, previewEyebrow } = page;
    const text = { path, title, description, ...(previewEyebrow !== undefined && { previewEyebrow }) };
    const preview = socialPreview(site, text, regions);
    routes.push({
      path,
      file,
      kind,
      title,
      description,
      head: headTags(site, text, preview),
      preview,
      structuredData: graphOf({ path, title, description, regions, own: page.structuredData?.(canonical) ?? [] }),
      regions: mapRegions(regions, resolve),
    });
  }
  return routes.sort((a, b) => (a.path < b.path ? -1 : 1));
}

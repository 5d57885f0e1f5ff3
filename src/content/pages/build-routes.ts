// Page assembly: a validated page (its title, description and blocks) becomes the route the renderer
// prints: head tags, the preview image's card, the structured data, every block resolved against the site.
import type { Block } from '../../blocks/schemas.ts';
import { resolveBlock, type ResolveContext, type ResolvedBlock } from '../../blocks/resolve.ts';
import type { PartyListing, TownListing } from '../../schema/listings.ts';
import { mapRegions } from '../../schema/page.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import type { GraphNode } from '../../schema/structured-data.ts';
import type { Regions, Route } from '../types.ts';
import type { SocialPreview } from '../../schema/page-head.ts';
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

/**
 * Every page's route, in address order. `lazy` (a process that checks the content as the owner types and
 * shows one page of it: the studio, `npm run dev`) makes each route's title and description at once and its
 * head, preview card, structured data and resolved blocks when first read: a change of the site settings
 * remakes every town's route, and the check needs only their titles and descriptions.
 */
export function buildRoutes(site: SiteConfig, pages: readonly PageParts[], listings: Listings, memo?: RouteMemo, lazy = false): Route[] {
  // The route being made, and whether it read the listings (the lists of towns, the hub of parties).
  let reader: RouteState | undefined;
  const tracked = {
    get towns() {
      if (reader) reader.read = true;
      return listings.towns;
    },
    get parties() {
      if (reader) reader.read = true;
      return listings.parties;
    },
  };
  const ctx: ResolveContext = { site, get towns() { return tracked.towns; }, get parties() { return tracked.parties; } };
  const resolve = (blocks: Block[]) => blocks.map((b) => resolveBlock(b, ctx));
  const graphOf = pageGraphs(site, tracked);
  const making = (state: RouteState) => <T>(make: () => T): T => {
    const outer = reader;
    reader = state;
    try {
      return make();
    } finally {
      reader = outer;
    }
  };
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
    const state: RouteState = { read: false, unmade: 0 };
    const route = buildRoute(site, parts, resolve, graphOf, making(state), lazy ? state : undefined);
    // A route with parts not made yet may still read the listings: it is made again when they change.
    memo?.byFile.set(parts.file, { parts, get readsListings() { return state.read || state.unmade > 0; }, route });
    routes.push(route);
  }
  return routes.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Whether a route read the listings while it was made, and how many of its parts are still to make. */
interface RouteState {
  read: boolean;
  unmade: number;
}

/** The parts of a route made when first read, each once (in `within`, so its reading the listings counts). */
type Deferred = Pick<Route, 'head' | 'preview' | 'structuredData' | 'regions'>;

function buildRoute(
  site: SiteConfig,
  parts: PageParts,
  resolve: (blocks: Block[]) => ResolvedBlock[],
  graphOf: ReturnType<typeof pageGraphs>,
  within: <T>(make: () => T) => T,
  lazy?: RouteState,
): Route {
  const { path, file, kind, page, regions } = parts;
  const canonical = `${site.siteUrl}${path === '/' ? '/' : path}`;
  const { title, description, previewEyebrow } = page;
  const text = { path, title, description, ...(previewEyebrow !== undefined && { previewEyebrow }) };
  const route = { path, file, kind, title, description } as Route;
  let preview: SocialPreview | undefined;
  const previewOf = () => (preview ??= socialPreview(site, text, regions));
  const makers: { [K in keyof Deferred]: () => Deferred[K] } = {
    head: () => headTags(site, text, previewOf()),
    preview: previewOf,
    structuredData: () => graphOf({ path, title, description, regions, own: page.structuredData?.(canonical) ?? [] }),
    regions: () => mapRegions(regions, resolve),
  };
  for (const key of Object.keys(makers) as Array<keyof Deferred>) {
    const make = () => within<unknown>(makers[key]);
    if (!lazy) {
      Object.assign(route, { [key]: make() });
      continue;
    }
    lazy.unmade++;
    Object.defineProperty(route, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        Object.defineProperty(route, key, { value, enumerable: true, writable: true, configurable: true });
        lazy.unmade--;
        return value;
      },
    });
  }
  return route;
}

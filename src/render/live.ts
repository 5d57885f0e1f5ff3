// Pages whose content changes after the build: the events page shows the events of a sheet the owner edits
// at any time. The build prerenders them like every page (the browser then loads the events) and also
// leaves the server what it needs to render them again with the events it has: the renderer bundle and
// these routes, in dist/.server/ (never served). The site config is not in the kit: the server renders
// with the one it reads at start (src/start-server.ts), the same the API answers with.
// This is the renderer's one entry for the server (src/server/live-pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedBlock } from '../blocks/resolve.ts';
import type { Route, SiteContent } from '../content/types.ts';
import { eventNodes } from '../data/events/structured.ts';
import type { EventsSnapshot } from '../data/events/use-events.ts';
import { mapRegions } from '../schema/page.ts';
import { blockTypes } from '../content/route-cache.ts';
import { socialImagePath } from '../schema/page-head.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { pageUrl } from '../schema/structured-data.ts';
import type { Manifest } from './manifest.ts';

/** The folder of dist/ that holds the live pages' kit. */
export const LIVE_DIR = '.server';

/** The renderer bundle's file, in dist/.server/renderer/ (written by build-code.mjs). */
export const RENDERER_BUNDLE = 'renderer.js';

/** Everything but the site config that the server renders a live page with, as the build had it. */
export interface LiveKit {
  /** The version of the code that built it (the key of the code cache): one renderer per version is loaded. */
  code: string;
  images: SiteContent['images'];
  template: string;
  manifest: Manifest;
  routes: Route[];
}

/** Whether the page shows something the server can fill in when it answers (the events). */
export const hasLiveBlock = (route: Route): boolean => blockTypes(route).includes('events');

/**
 * The route with the events it is to show: each events block starts with them (the browser reads the sheet
 * again once the page has loaded), and search engines get each as an Event.
 */
export function withEvents(route: Route, site: SiteConfig, snapshot: EventsSnapshot): Route {
  // Each event's picture: the page's preview (a PNG the build draws for every page).
  const image = `${site.siteUrl}${socialImagePath(route.path)}`;
  const fill = (blocks: ResolvedBlock[]): ResolvedBlock[] =>
    blocks.map((b) => (b.type === 'events' ? { ...b, feed: { ...b.feed, initial: snapshot } } : b));
  return {
    ...route,
    regions: mapRegions(route.regions, fill),
    structuredData: [...route.structuredData, ...eventNodes(site, snapshot.events, pageUrl(site, route.path), image)],
  };
}

/** The live pages of a build, ready to render with the events of a snapshot. */
export interface LivePages {
  /** The live routes by path. */
  routes: Map<string, Route>;
  /** Loads the renderer bundle (once; a failed load is tried again by the next call). */
  load: () => Promise<void>;
  /** The whole HTML page of a live route with these events. */
  render: (route: Route, snapshot: EventsSnapshot) => Promise<string>;
}

/** What a renderer bundle exports (src/render/write-pages.ts, bundled). */
type RendererModule = typeof import('./write-pages.ts');

/** Where the build keeps what its code step made, by version of the code (src/render/code-cache.ts). */
export const codeCacheDir = (project: string): string => join(project, 'node_modules', '.cache', 'site-code');

/**
 * The renderer bundles the server has loaded, by version of the code. A publish makes a new release of the
 * same code: its live pages use the bundle already loaded, so memory does not grow with every publish (a
 * module, once imported, stays for the life of the process). The bundle is taken from the project's code
 * cache when it has it (inside the project, it finds the packages it imports wherever the site was built to),
 * else from the build's own copy.
 */
export interface LoadedRenderers {
  project?: string;
  bundles: Map<string, Promise<RendererModule>>;
}

export const loadedRenderers = (project?: string): LoadedRenderers => ({ ...(project && { project }), bundles: new Map() });

/** The renderer bundle of a build's kit: the project's copy of its code version, or the build's own. */
function bundleFile(loaded: LoadedRenderers, dir: string, code: string): string {
  const cached = loaded.project && join(codeCacheDir(loaded.project), code, 'renderer', RENDERER_BUNDLE);
  return cached && existsSync(cached) ? cached : join(dir, 'renderer', RENDERER_BUNDLE);
}

/** The build's live pages in `distDir`, rendered with `site`; undefined when the build left none. */
export function openLivePages(distDir: string, site: SiteConfig, loaded: LoadedRenderers = loadedRenderers()): LivePages | undefined {
  const dir = join(distDir, LIVE_DIR);
  if (!existsSync(join(dir, 'live.json'))) return undefined;
  const kit = JSON.parse(readFileSync(join(dir, 'live.json'), 'utf8')) as LiveKit;
  let renderer: Promise<(route: Route) => string> | undefined;
  const load = (): Promise<(route: Route) => string> => {
    // React's production build, as the build renders with (the server imports React nowhere else).
    process.env.NODE_ENV ??= 'production';
    const { bundles } = loaded;
    let bundle = bundles.get(kit.code);
    if (!bundle) {
      bundle = import(pathToFileURL(bundleFile(loaded, dir, kit.code)).href) as Promise<RendererModule>;
      bundles.set(kit.code, bundle);
      bundle.catch(() => bundles.get(kit.code) === bundle && bundles.delete(kit.code));
    }
    renderer ??= bundle.then((m) => m.pageRenderer({ ...kit, site }).page);
    renderer.catch(() => (renderer = undefined));
    return renderer;
  };
  return {
    routes: new Map(kit.routes.map((r) => [r.path, r])),
    load: () => load().then(() => undefined),
    render: async (route, snapshot) => (await load())(withEvents(route, site, snapshot)),
  };
}

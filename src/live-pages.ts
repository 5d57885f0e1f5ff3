// Pages whose content changes after the build: the events page shows the events of a sheet the owner edits
// at any time. The build prerenders them like every page (the browser then loads the events) and also
// leaves the server what it needs to render them again with the events it has: the renderer and these
// routes, in dist/.server/ (never served). See src/server/live-pages.ts.
import type { ResolvedBlock } from './blocks/resolve.ts';
import type { Route, SiteContent } from './content/types.ts';
import { eventNodes } from './data/events/structured.ts';
import type { EventsSnapshot } from './data/events/use-events.ts';
import { mapRegions } from './schema/page.ts';
import { socialImagePath } from './schema/page-head.ts';
import { pageUrl } from './schema/structured-data.ts';
import type { Manifest } from '../scripts/manifest.ts';

/** The folder of dist/ that holds the live pages' kit. */
export const LIVE_DIR = '.server';

/** Everything the server renders a live page with, as the build had it. */
export interface LiveKit {
  site: SiteContent['site'];
  images: SiteContent['images'];
  template: string;
  manifest: Manifest;
  routes: Route[];
}

const blocksOf = (route: Route): ResolvedBlock[] => {
  const { top = [], lead = [], main, aside = [] } = route.regions;
  return [...top, ...lead, ...main, ...aside];
};

/** Whether the page shows something the server can fill in when it answers (the events). */
export const hasLiveBlock = (route: Route): boolean => blocksOf(route).some((b) => b.type === 'events');

/**
 * The route with the events it is to show: each events block starts with them (the browser reads the sheet
 * again once the page has loaded), and search engines get each as an Event.
 */
export function withEvents(route: Route, site: LiveKit['site'], snapshot: EventsSnapshot): Route {
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

// A sample of the fixture's pages that together show everything the site can draw: every page template
// (kind), every block type in every region it is used in, and every island. Browser checks that cost
// seconds a page (axe, hydration, script weights) open these instead of every route; checks over plain
// HTTP still read every route.
import type { SiteContent } from '../../src/content/types.ts';

type Route = SiteContent['routes'][number];

/** What a route shows: its template and each block type by region. */
function featuresOf(route: Route): Set<string> {
  const features = new Set([`kind:${route.kind}`]);
  for (const [region, blocks] of Object.entries(route.regions)) for (const block of blocks ?? []) features.add(`${region}:${block.type}`);
  return features;
}

/** The fewest routes (greedily) that together have every feature of `routes`, in the routes' order. */
export function coverRoutes(routes: readonly Route[]): Route[] {
  const features = new Map(routes.map((r) => [r, featuresOf(r)]));
  const missing = new Set([...features.values()].flatMap((f) => [...f]));
  const picked = new Set<Route>();
  while (missing.size > 0) {
    let best: Route | undefined;
    let bestGain = 0;
    for (const [route, f] of features) {
      const gain = [...f].filter((x) => missing.has(x)).length;
      if (gain > bestGain) [best, bestGain] = [route, gain];
    }
    if (!best) break;
    picked.add(best);
    for (const x of features.get(best)!) missing.delete(x);
  }
  return routes.filter((r) => picked.has(r));
}

// The two ways the service-areas block gets its towns. Pure functions, so they are easy to test.
import type { SiteConfig } from '../../content/site-schema.ts';
import type { RouteEntry } from '../../content/types.ts';

export interface AreaTown {
  name: string;
  href?: string;
}
export interface Area {
  county: string;
  towns: AreaTown[];
}

/** The list exactly as written in site.config.yaml, in its order. */
export function areasFromConfig(site: SiteConfig): Area[] {
  return site.serviceAreas.map((a) => ({ county: a.county, towns: a.towns.map((t) => ({ name: t.name, href: t.href })) }));
}

/**
 * Every town page, grouped by county and sorted by name. Counties follow the order of
 * `serviceAreas` in site.config.yaml (the one place the owner lists them); a county that only
 * appears in a town file still gets its group, after the others.
 */
export function areasFromTowns(site: SiteConfig, routes: readonly RouteEntry[]): Area[] {
  const byCounty = new Map<string, AreaTown[]>(site.serviceAreas.map((a) => [a.county, []]));
  for (const route of routes) {
    if (route.kind !== 'town') continue;
    const list = byCounty.get(route.town.county) ?? [];
    list.push({ name: route.town.name, href: route.path });
    byCounty.set(route.town.county, list);
  }
  return [...byCounty]
    .filter(([, towns]) => towns.length > 0)
    .map(([county, towns]) => ({ county, towns: towns.sort((a, b) => a.name.localeCompare(b.name, 'en')) }));
}

// The two ways the service-areas block gets its towns. Pure functions, run when the content is loaded.
import type { SiteConfig } from '../../schema/site-schema.ts';

export interface AreaTown {
  name: string;
  href?: string;
}
export interface Area {
  county: string;
  towns: AreaTown[];
}
/** A town that has a page: its name, county and address. */
export interface TownPage {
  name: string;
  county: string;
  path: string;
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
export function areasFromTowns(site: SiteConfig, towns: readonly TownPage[]): Area[] {
  const byCounty = new Map<string, AreaTown[]>(site.serviceAreas.map((a) => [a.county, []]));
  for (const town of towns) {
    const list = byCounty.get(town.county) ?? [];
    list.push({ name: town.name, href: town.path });
    byCounty.set(town.county, list);
  }
  return [...byCounty]
    .filter(([, list]) => list.length > 0)
    .map(([county, list]) => ({ county, towns: list.sort((a, b) => a.name.localeCompare(b.name, 'en')) }));
}

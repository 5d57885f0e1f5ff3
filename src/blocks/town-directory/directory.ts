// The towns hub's data: counties in the order of site.config.yaml, each town page with its services in
// the order of `services`, then the towns served without a page. Pure, run when the content is loaded.
import type { IconName } from '../../schema/icons.ts';
import type { TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { otherTowns } from '../service-areas/areas.ts';

export interface DirectoryService {
  name: string;
  icon: IconName;
}
export interface DirectoryTown {
  name: string;
  href: string;
  services: DirectoryService[];
}
export interface DirectoryCounty {
  county: string;
  towns: DirectoryTown[];
  otherTowns: string[];
}

export function townDirectory(site: SiteConfig, towns: readonly TownListing[]): DirectoryCounty[] {
  const withPage = new Set(towns.map((t) => t.name.toLowerCase()));
  return site.counties.flatMap((county) => {
    const pages = towns
      .filter((t) => t.county === county.name)
      .map((t) => ({
        name: t.name,
        href: t.path,
        services: site.services.filter((s) => t.services.includes(s.key)).map((s) => ({ name: s.name, icon: s.icon })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const others = otherTowns(county.otherTowns, withPage).sort((a, b) => a.localeCompare(b, 'en'));
    return pages.length + others.length === 0 ? [] : [{ county: county.name, towns: pages, otherTowns: others }];
  });
}

// The towns a service-areas block lists, computed from the town pages and site.config.yaml `counties`.
// Pure functions, run when the content is loaded.
import type { TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';

export interface AreaTown {
  name: string;
  /** A town with its own page is a link to it. */
  href?: string;
}
export interface Area {
  county: string;
  towns: AreaTown[];
}

const byName = (a: AreaTown, b: AreaTown): number => a.name.localeCompare(b.name, 'en');

/**
 * Every county of site.config.yaml in its order, with its towns sorted by name: each town page (a link)
 * and, unless the list is for one service, the towns served without a page. With `service`, only the
 * towns whose page says they get it. A county with nothing to show is left out.
 */
export function areasFor(site: SiteConfig, towns: readonly TownListing[], service?: string): Area[] {
  const withPage = new Set(towns.map((t) => t.name.toLowerCase()));
  return site.counties.flatMap((county) => {
    const pages = towns.filter((t) => t.county === county.name && (service === undefined || t.services.includes(service)));
    const others = service === undefined ? otherTowns(county.otherTowns, withPage) : [];
    const list: AreaTown[] = [...pages.map((t) => ({ name: t.name, href: t.path })), ...others.map((name) => ({ name }))];
    return list.length === 0 ? [] : [{ county: county.name, towns: list.sort(byName) }];
  });
}

/** The towns served without a page, once each; a town that has a page now is listed as that page. */
export function otherTowns(names: readonly string[], withPage: ReadonlySet<string>): string[] {
  return [...new Set(names)].filter((name) => !withPage.has(name.toLowerCase()));
}

// Each route's structured data: the business and the site on every page, the page itself, and what the
// page is about (a template's own nodes, the service a service page presents, the trail of a breadcrumb).
// Pure data, made once per route when the content is loaded; the renderer prints it.
import type { Block } from '../../blocks/schemas.ts';
import { regionBlocks, type Regions } from '../../schema/page.ts';
import type { PartyListing, TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { socialImagePath } from '../../schema/page-head.ts';
import {
  breadcrumbNode,
  businessNode,
  cityNode,
  countyNode,
  ids,
  offer,
  pageUrl,
  serviceNode,
  TOWNS_ON_EVERY_PAGE,
  websiteNode,
  webPageNode,
  type GraphNode,
} from '../../schema/structured-data.ts';

/** The square icon the build draws from public/favicon.svg (src/render/icons.mjs), as the business's logo. */
export const LOGO = '/icon-512.png';

interface Listings {
  towns: readonly TownListing[];
  parties: readonly PartyListing[];
}

export interface GraphPage {
  path: string;
  title: string;
  description: string;
  regions: Regions<Block>;
  /** The nodes the page's template made, if it came from a collection. */
  own: GraphNode[];
}

/** Makes the graph of each page of one site; the business node is made once and shared. */
export function pageGraphs(site: SiteConfig, listings: Listings) {
  const towns = [
    ...listings.towns.map((t) => ({ name: t.name, county: t.county })),
    ...site.counties.flatMap((c) => (c.otherTowns ?? []).map((name) => ({ name, county: c.name }))),
  ];
  // The home page's preview (a 1200x630 PNG of its hero, drawn at build), as the picture of the business:
  // search engines take raster images where an SVG illustration may be passed over.
  // The business's price range: from the lowest to the highest price of the party packages.
  const prices = listings.parties.flatMap((p) => p.packages.map((k) => k.price));
  const facts = { towns, logo: LOGO, image: socialImagePath('/'), prices };
  const full = businessNode(site, facts, true);
  // Every town on every page while the list is short; with many towns, the home page alone names them all.
  const compact = towns.length <= TOWNS_ON_EVERY_PAGE ? full : businessNode(site, facts, false);
  const website = websiteNode(site);
  const lowestOffer = (p: PartyListing) =>
    p.packages.flatMap((k) => offer(p.title, k.price, pageUrl(site, p.path)) ?? []).sort((a, b) => Number(a.price) - Number(b.price))[0];

  const graphOf = (page: GraphPage): GraphNode[] => {
    const url = pageUrl(site, page.path);
    const blocks = regionBlocks(page.regions);
    const nodes: GraphNode[] = [];

    // A page that presents services (site.config.yaml `services[].page`): one Service each, priced by the
    // cards that name a price and, on the parties hub, by each party's lowest package price.
    const presented = site.services.filter((s) => s.page === page.path);
    const prices = blocks.flatMap((b) => (b.type === 'cards' ? b.cards.flatMap((c) => (c.price ? (offer(c.title, c.price, c.id ? `${url}#${c.id}` : url) ?? []) : [])) : []));
    const parties = blocks.some((b) => b.type === 'party-directory') ? listings.parties.flatMap((p) => lowestOffer(p) ?? []) : [];
    for (const service of presented) {
      const served = listings.towns.filter((t) => t.services.includes(service.key));
      nodes.push(
        serviceNode(site, {
          id: presented.length === 1 ? `${url}#service` : `${url}#service-${service.key}`,
          name: service.name,
          description: service.description,
          url,
          areaServed: [
            ...site.counties.map((c) => countyNode(site, c.name)),
            ...(served.length <= TOWNS_ON_EVERY_PAGE ? served.map((t) => cityNode(site, t)) : []),
          ],
          offers: presented.length === 1 ? [...prices, ...parties] : [],
        }),
      );
    }

    const trail = blocks.find((b) => b.type === 'breadcrumbs');
    if (trail) {
      const items = [...trail.links.map((l) => ({ name: l.label, href: l.href })), { name: trail.current, href: page.path }];
      nodes.push(breadcrumbNode(site, page.path, items));
    }

    nodes.push(...page.own);
    const about = nodes.find((n) => '@type' in n && n['@type'] === 'Service');
    const webPage = {
      ...webPageNode(site, page, about && '@id' in about ? about['@id'] : undefined),
      ...(trail && { breadcrumb: { '@id': `${url}#breadcrumb` } }),
      ...(page.path === '/' && { about: { '@id': ids.business(site) } }),
    };
    return [page.path === '/' ? full : compact, website, webPage, ...nodes];
  };
  // What every page's graph holds of the site as a whole: a route kept from an earlier load holds these.
  return Object.assign(graphOf, { shared: [full, compact, website] as const });
}

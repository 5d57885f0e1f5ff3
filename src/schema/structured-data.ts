// Structured data (schema.org JSON-LD) for search engines: one graph per page, built from the content by
// pure functions. The business is one node with a stable `@id`, and every other node points at it.
// Types come from schema-dts, so a misspelt property or a wrong type of value fails the type check.
import type {
  AdministrativeArea,
  BreadcrumbList,
  City,
  DayOfWeek,
  Event,
  GeoCoordinates,
  HealthAndBeautyBusiness,
  Offer,
  OpeningHoursSpecification,
  Place,
  PostalAddress,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { scriptJson } from './script-json.ts';
import type { SiteConfig } from './site-schema.ts';
import type { Coordinates } from './distance.ts';

/** A node of a page's graph (schema-dts's types, without the `@context` that the graph carries once). */
export type GraphNode = Exclude<Thing, string>;

export type { Coordinates } from './distance.ts';

/** A page address in full: "https://host/" for the home page. */
export const pageUrl = (site: SiteConfig, path: string): string => `${site.siteUrl}${path === '/' ? '/' : path}`;

export const ids = {
  business: (site: SiteConfig) => `${site.siteUrl}/#business`,
  website: (site: SiteConfig) => `${site.siteUrl}/#website`,
  page: (site: SiteConfig, path: string) => `${pageUrl(site, path)}#webpage`,
  county: (site: SiteConfig, county: string) => `${site.siteUrl}/#county-${county.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function dayIndex(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  if (w.length < 3) return undefined;
  const i = DAYS.findIndex((d) => d.toLowerCase().startsWith(w.slice(0, 3)) && d.toLowerCase().startsWith(w.replace(/\.$/, '')));
  return i < 0 ? undefined : i;
}

/** "Monday-Friday", "Mon–Fri", "Saturday, Sunday": the days named, in order; undefined when not days. */
export function parseDays(text: string): Array<(typeof DAYS)[number]> | undefined {
  const out: Array<(typeof DAYS)[number]> = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const [from, to, ...rest] = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/i);
    if (from === undefined || rest.length > 0) return undefined;
    const a = dayIndex(from);
    const b = to === undefined ? a : dayIndex(to);
    if (a === undefined || b === undefined) return undefined;
    for (let i = a; ; i = (i + 1) % 7) {
      out.push(DAYS[i]!);
      if (i === b) break;
    }
  }
  return out.length > 0 ? out : undefined;
}

/** "11AM", "7:30 pm", "19:00" as "HH:MM" (24-hour); undefined when it is not a time of day. */
export function parseClock(text: string): string | undefined {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (minute > 59 || hour > (half ? 12 : 23) || (half && hour === 0)) return undefined;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (!half && m[2] === undefined) return undefined; // "7" alone could be either
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "11AM-7PM" as opening and closing times; undefined for "Closed" or anything else. */
export function parseTimeRange(text: string): { opens: string; closes: string } | undefined {
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return undefined;
  const [from = '', to = ''] = parts;
  // "11-7PM": the first time takes the second's half of the day when it has none.
  // ("11-4PM" opens in the morning: the first time takes the half that keeps it before the second.)
  const half = /([ap])\.?\s*m\.?\s*$/i.exec(to)?.[0];
  const closes = parseClock(to);
  let opens = parseClock(from);
  if (half && !/[ap]\.?\s*m\.?\s*$/i.test(from)) {
    opens = parseClock(`${from}${half}`);
    if (opens && closes && opens >= closes) opens = parseClock(`${from}am`);
  }
  return opens && closes ? { opens, closes } : undefined;
}

/** The business hours of site.config.yaml as schema.org specifications; closed days are left out. */
export function openingHours(hours: SiteConfig['business']['hours']): OpeningHoursSpecification[] {
  return hours.flatMap(({ days, time }) => {
    const dayOfWeek = parseDays(days);
    const range = parseTimeRange(time);
    if (!dayOfWeek || !range) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayOfWeek as DayOfWeek[], opens: range.opens, closes: range.closes }];
  });
}

/** "$349", "Starting at $1,200", "$75+" as "349", "1200", "75"; undefined when no amount is written. */
export function priceAmount(text: string): string | undefined {
  const m = /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/.exec(text);
  if (!m?.[1]) return undefined;
  const whole = m[1].replace(/,/g, '');
  return m[2] && m[2] !== '00' ? `${whole}.${m[2]}` : whole;
}

/** An offer at the price written, in US dollars; undefined when the text names no amount ("Free", "Ask us"). */
export function offer(name: string, priceText: string, url: string): Offer | undefined {
  const price = priceAmount(priceText);
  if (price === undefined) return undefined;
  return { '@type': 'Offer', name, price, priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' };
}

export function postalAddress(a: { street?: string; city: string; state: string; zip?: string }): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(a.street && { streetAddress: a.street }),
    addressLocality: a.city,
    addressRegion: a.state,
    ...(a.zip && { postalCode: a.zip }),
    addressCountry: 'US',
  };
}

export const geo = (c: Coordinates): GeoCoordinates => ({ '@type': 'GeoCoordinates', latitude: c.lat, longitude: c.lng });

export function countyNode(site: SiteConfig, county: string): AdministrativeArea {
  return { '@type': 'AdministrativeArea', '@id': ids.county(site, county), name: `${county} County, ${site.business.office.state}` };
}

export function cityNode(site: SiteConfig, town: { name: string; county: string; coordinates?: Coordinates | undefined }): City {
  return {
    '@type': 'City',
    name: `${town.name}, ${site.business.office.state}`,
    containedInPlace: { '@id': ids.county(site, town.county) },
    ...(town.coordinates && { geo: geo(town.coordinates) }),
  };
}

/**
 * Above this many towns, the business node of each page names the counties only (each town is in one), and
 * the home page alone lists every town: a page's weight must not grow with the number of town pages.
 */
export const TOWNS_ON_EVERY_PAGE = 60;

export interface BusinessFacts {
  /** Every town served: those with a page, then each county's `otherTowns`. */
  towns: ReadonlyArray<{ name: string; county: string }>;
  /** Site-relative addresses of the logo and of a picture of the business. */
  logo: string;
  image: string;
  /** The prices the site shows, as written ("$349", "Starting at $45"): the business's price range. */
  prices: readonly string[];
}

/** "$45-$650" from the lowest and highest amounts written; undefined when no price names an amount. */
export function priceRange(prices: readonly string[]): string | undefined {
  const amounts = prices.flatMap((p) => priceAmount(p) ?? []).map(Number);
  if (amounts.length === 0) return undefined;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
  return low === high ? dollars(low) : `${dollars(low)}-${dollars(high)}`;
}

/** The business, as every page describes it; `allTowns` lists every town in areaServed. */
export function businessNode(site: SiteConfig, facts: BusinessFacts, allTowns: boolean): Exclude<HealthAndBeautyBusiness, string> {
  const { business } = site;
  const range = priceRange(facts.prices);
  const counties = site.counties.map((c) => countyNode(site, c.name));
  const towns = allTowns ? facts.towns.map((t) => cityNode(site, t)) : [];
  return {
    '@type': 'HealthAndBeautyBusiness',
    '@id': ids.business(site),
    name: business.name,
    description: business.tagline,
    url: pageUrl(site, '/'),
    telephone: business.phone,
    email: business.email,
    address: postalAddress(business.office),
    ...(business.office.coordinates && { geo: geo(business.office.coordinates) }),
    openingHoursSpecification: openingHours(business.hours),
    areaServed: [...counties, ...towns],
    sameAs: Object.values(site.social),
    logo: `${site.siteUrl}${facts.logo}`,
    image: `${site.siteUrl}${facts.image}`,
    ...(range && { priceRange: range }),
  };
}

export function websiteNode(site: SiteConfig): Exclude<WebSite, string> {
  return { '@type': 'WebSite', '@id': ids.website(site), url: pageUrl(site, '/'), name: site.business.name, publisher: { '@id': ids.business(site) } };
}

export function webPageNode(site: SiteConfig, page: { path: string; title: string; description: string }, about?: string): Exclude<WebPage, string> {
  return {
    '@type': 'WebPage',
    '@id': ids.page(site, page.path),
    url: pageUrl(site, page.path),
    name: page.title,
    description: page.description,
    isPartOf: { '@id': ids.website(site) },
    ...(about && { about: { '@id': about } }),
  };
}

/** A service the business provides, where it is provided and at what prices. */
export function serviceNode(
  site: SiteConfig,
  s: { id: string; name: string; serviceType?: string[]; description?: string; url: string; areaServed: Array<AdministrativeArea | City>; offers?: Offer[] },
): Service {
  return {
    '@type': 'Service',
    '@id': s.id,
    name: s.name,
    serviceType: s.serviceType?.length ? s.serviceType : s.name,
    ...(s.description && { description: s.description }),
    url: s.url,
    provider: { '@id': ids.business(site) },
    areaServed: s.areaServed,
    ...(s.offers?.length && { offers: s.offers }),
  };
}

/** The trail of links above a page, as search results show it. The last item is the page itself. */
export function breadcrumbNode(site: SiteConfig, path: string, items: ReadonlyArray<{ name: string; href: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl(site, path)}#breadcrumb`,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: pageUrl(site, item.href),
    })),
  };
}

/**
 * A sheet's address cell as a postal address: "2700 Stonewall St, Greenville, TX 75401" is split into its
 * parts; anything else stays whole as the street line, in the town of the location cell ("Greenville, TX").
 */
export function eventAddress(address: string, location: string, state: string): PostalAddress {
  const full = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (full) return postalAddress({ street: full[1]!, city: full[2]!, state: full[3]!, zip: full[4]! });
  const [town = location, region = state] = location.split(/\s*,\s*/);
  return postalAddress({ ...(address.trim() && { street: address.trim() }), city: town, state: region });
}

/** What an event needs to be structured data: its day, times, name, place and price as the sheet gives them. */
export interface EventFacts {
  isoDate: string;
  time: string;
  eventName: string;
  price: string;
  location: string;
  address: string;
}

/** "-05:00" or "-06:00": Texas's offset from UTC on that day at that time. */
export type OffsetOf = (isoDate: string, clock: string) => string;

/** An event of the sheet; its start (and end, when the time is a range) carry the Texas offset. */
export function eventNode(site: SiteConfig, e: EventFacts, offsetOf: OffsetOf, url: string, image: string): Event {
  const range = parseTimeRange(e.time);
  const start = range?.opens ?? parseClock(e.time.split(/\s*(?:-|–|—|\bto\b)\s*/i)[0] ?? '');
  const at = (clock: string) => `${e.isoDate}T${clock}:00${offsetOf(e.isoDate, clock)}`;
  const place: Place = {
    '@type': 'Place',
    name: e.location,
    address: eventAddress(e.address, e.location, site.business.office.state),
  };
  const ticket = offer(e.eventName, e.price, url);
  return {
    '@type': 'Event',
    name: e.eventName,
    startDate: start ? at(start) : e.isoDate,
    ...(range && { endDate: at(range.closes) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    description: `${e.eventName} with ${site.business.name} in ${e.location}.`,
    image,
    ...(ticket && { offers: ticket }),
    organizer: { '@id': ids.business(site) },
    performer: { '@id': ids.business(site) },
  };
}

/** The page's graph as the body of its <script type="application/ld+json">, safe in any content. */
export const jsonLd = (nodes: readonly GraphNode[]): string => scriptJson({ '@context': 'https://schema.org', '@graph': nodes });

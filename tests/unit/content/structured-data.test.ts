// @vitest-environment happy-dom
// Structured data as search engines read it: the JSON-LD of each rendered page of the fixture site, parsed
// back and checked against Google's documented required and recommended properties for each type
// (LocalBusiness, Event, BreadcrumbList; Service and Offer as schema.org defines them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderRoute } from '../../../src/render/renderer.tsx';
import type { Route, SiteContent } from '../../../src/content/types.ts';
import { eventNodes, texasOffset } from '../../../src/data/events/structured.ts';
import { jsonLd, openingHours, pageUrl, parseDays, parseTimeRange, priceAmount, priceRange, type GraphNode } from '../../../src/schema/structured-data.ts';
import { FIXTURE, fixtureContent } from './fixture.ts';
import { socialImagePath } from '../../../src/schema/page-head.ts';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;

type Node = Record<string, unknown>;

/** The coordinates a fixture town file gives, if any ("/towns/commerce" -> pages/towns/commerce.yaml). */
const townCoordinates = (path: string) =>
  (parse(readFileSync(join(FIXTURE, `pages${path}.yaml`), 'utf8')) as { coordinates?: { lat: number; lng: number } }).coordinates;

/** The page's graph, from its HTML: exactly one JSON-LD script, whose @id references all resolve. */
function graphOf(content: SiteContent, route: Route): Node[] {
  const { head } = renderRoute(route, { site: content.site, images: content.images });
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts, route.path).toHaveLength(1);
  const parsed = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(parsed['@context']).toBe('https://schema.org');
  const graph = parsed['@graph'];
  const ids = new Set(graph.flatMap((n) => collect(n, '@id', true)));
  for (const ref of collect(graph, '@id', false)) expect(ids, `${route.path}: ${ref} is defined`).toContain(ref);
  return graph;
}

/** Every value of `key` in nodes (defining: objects with more than the key; references: `{ "@id" }` alone). */
function collect(value: unknown, key: string, defining: boolean): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => collect(v, key, defining));
  if (value === null || typeof value !== 'object') return [];
  const obj = value as Node;
  const own = typeof obj[key] === 'string' && (Object.keys(obj).length > 1) === defining ? [obj[key] as string] : [];
  return [...own, ...Object.values(obj).flatMap((v) => collect(v, key, defining))];
}

const ofType = (graph: Node[], type: string): Node[] => graph.filter((n) => n['@type'] === type);
const one = (graph: Node[], type: string): Node => {
  const found = ofType(graph, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

function expectOffer(o: Node): void {
  expect(o['@type']).toBe('Offer');
  expect(o.price).toMatch(/^\d+(\.\d{2})?$/);
  expect(o.priceCurrency).toBe('USD');
  expect(o.url).toMatch(/^https:\/\//);
  expect(o.availability).toBe('https://schema.org/InStock');
}

describe('the business on every page (LocalBusiness)', () => {
  it('has the required and recommended properties, from site.config.yaml', async () => {
    const content = await fixtureContent();
    const { site } = content;
    for (const route of content.routes) {
      const b = one(graphOf(content, route), 'HealthAndBeautyBusiness');
      // Required: name, address.
      expect(b.name).toBe(site.business.name);
      expect(b.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: site.business.office.street,
        addressLocality: site.business.office.city,
        addressRegion: site.business.office.state,
        postalCode: site.business.office.zip,
        addressCountry: 'US',
      });
      // Recommended: telephone, url, geo, openingHoursSpecification, priceRange; and image, logo, email, sameAs.
      expect(b.telephone).toBe(site.business.phone);
      expect(b.email).toBe(site.business.email);
      expect(b.url).toBe(`${site.siteUrl}/`);
      expect(b.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.business.office.coordinates?.lat, longitude: site.business.office.coordinates?.lng });
      // From the lowest package price to the highest.
      const amounts = content.listings.parties.flatMap((p) => p.packages.map((k) => Number(priceAmount(k.price))));
      const [low, high] = [Math.min(...amounts), Math.max(...amounts)].map((n) => `$${n.toLocaleString('en-US')}`);
      expect(b.priceRange).toBe(low === high ? low : `${low}-${high}`);
      // The home page's preview: a raster picture (1200x630 PNG), at an absolute address.
      expect(b.image).toBe(`${site.siteUrl}${socialImagePath('/')}`);
      expect(b.logo).toBe(`${site.siteUrl}/icon-512.png`);
      expect(b.sameAs).toEqual(Object.values(site.social));
      const hours = b.openingHoursSpecification as Node[];
      expect(hours.length).toBeGreaterThan(0);
      for (const h of hours) {
        expect(h.dayOfWeek).not.toHaveLength(0);
        expect(h.opens).toMatch(/^\d{2}:\d{2}$/);
        expect(h.closes).toMatch(/^\d{2}:\d{2}$/);
      }
      // Every county, every town with a page and every other town served.
      const served = (b.areaServed as Node[]).map((a) => a.name);
      for (const c of site.counties) {
        expect(served).toContain(`${c.name} County, ${site.business.office.state}`);
        for (const t of c.otherTowns ?? []) expect(served).toContain(`${t}, ${site.business.office.state}`);
      }
      for (const t of content.listings.towns) expect(served).toContain(`${t.name}, ${site.business.office.state}`);
    }
  });

  it('reads the hours as days and times, leaving closed days out', () => {
    expect(parseDays('Monday-Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(parseDays('Sat & Sun')).toEqual(['Saturday', 'Sunday']);
    expect(parseDays('Fri–Mon')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(parseDays('Holidays')).toBeUndefined();
    expect(parseTimeRange('11AM-7PM')).toEqual({ opens: '11:00', closes: '19:00' });
    expect(parseTimeRange('9:30 am to 12 pm')).toEqual({ opens: '09:30', closes: '12:00' });
    expect(parseTimeRange('11-4PM')).toEqual({ opens: '11:00', closes: '16:00' });
    expect(parseTimeRange('Closed')).toBeUndefined();
    expect(priceRange(['Starting at $45', '$1,200 for ten', 'Free', '$349'])).toBe('$45-$1,200');
    expect(priceRange(['$99'])).toBe('$99');
    expect(priceRange(['Ask us'])).toBeUndefined();
    expect(openingHours([{ days: 'Saturday', time: '11AM-4PM' }, { days: 'Sunday', time: 'Closed' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '11:00', closes: '16:00' },
    ]);
  });
});

describe('what each page is about', () => {
  it('a party page is a Service of the business with each package as an offer in US dollars', async () => {
    const content = await fixtureContent();
    const route = content.routes.find((r) => r.kind === 'party')!;
    const graph = graphOf(content, route);
    const service = one(graph, 'Service');
    expect(service.provider).toEqual({ '@id': one(graph, 'HealthAndBeautyBusiness')['@id'] });
    expect(service.name).toBe(route.regions.top?.find((b) => b.type === 'hero')?.title);
    const party = content.listings.parties.find((p) => p.path === route.path)!;
    const offers = service.offers as Node[];
    expect(offers.map((o) => o.name)).toEqual(party.packages.map((p) => p.title));
    offers.forEach(expectOffer);
    expect(offers.map((o) => o.price)).toEqual(party.packages.map((p) => priceAmount(p.price)));
  });

  it('a town page is a Service in that town, with a breadcrumb trail that matches the visible one', async () => {
    const content = await fixtureContent();
    let placed = 0;
    for (const route of content.routes.filter((r) => r.kind === 'town')) {
      const graph = graphOf(content, route);
      const town = content.listings.towns.find((t) => t.path === route.path)!;
      const service = one(graph, 'Service');
      const [city] = service.areaServed as Node[];
      expect(city?.['@type']).toBe('City');
      expect(city?.name).toBe(`${town.name}, ${content.site.business.office.state}`);
      expect(service.provider).toEqual({ '@id': one(graph, 'HealthAndBeautyBusiness')['@id'] });
      // The town is in its county, a node of the graph (the business serves it).
      const county = graph.flatMap((n) => (n.areaServed as Node[] | undefined) ?? []).find((a) => a['@id'] === (city?.containedInPlace as Node)['@id']);
      expect(county).toMatchObject({ '@type': 'AdministrativeArea', name: `${town.county} County, ${content.site.business.office.state}` });
      const at = townCoordinates(route.path);
      if (at) placed += 1;
      expect(city?.geo).toEqual(at ? { '@type': 'GeoCoordinates', latitude: at.lat, longitude: at.lng } : undefined);
      expect(one(graph, 'WebPage').about).toEqual({ '@id': service['@id'] });

      // BreadcrumbList: itemListElement of ListItems with position, name and item (required).
      const list = one(graph, 'BreadcrumbList');
      const items = list.itemListElement as Node[];
      items.forEach((item, i) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(i + 1);
      });
      const { body } = renderRoute(route, { site: content.site, images: content.images });
      const document = new DOMParser().parseFromString(body, 'text/html');
      const trail = document.querySelector('nav[aria-label="Breadcrumb"] ol')!;
      const visible = [...trail.querySelectorAll('li')].map((li) => [li.textContent?.trim(), pageUrl(content.site, li.querySelector('a')?.getAttribute('href') ?? route.path)]);
      expect(items.map((i) => [i.name, i.item])).toEqual(visible);
      expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe(town.name);
    }
    // The fixture has a town with coordinates and towns without.
    expect(placed).toBeGreaterThan(0);
  });

  it('a page that presents services has a Service for each, offered where the towns that get it are', async () => {
    const content = await fixtureContent();
    for (const route of content.routes) {
      const presented = content.site.services.filter((s) => s.page === route.path);
      const services = ofType(graphOf(content, route), 'Service');
      if (route.kind !== 'page') continue;
      expect(services.map((s) => s.name)).toEqual(presented.map((s) => s.name));
      for (const [i, s] of services.entries()) {
        const key = presented[i]!.key;
        const names = (s.areaServed as Node[]).map((a) => a.name);
        for (const t of content.listings.towns) {
          expect(names.includes(`${t.name}, ${content.site.business.office.state}`), `${route.path} ${key} ${t.name}`).toBe(t.services.includes(key));
        }
        ((s.offers as Node[] | undefined) ?? []).forEach(expectOffer);
      }
    }
  });
});

describe('events (Event)', () => {
  const events = [
    { date: '12-05-2026', isoDate: '2026-12-05', eventName: 'Holiday Glow Pop-Up', time: '10:00 AM - 4:00 PM', price: '$99', location: 'Greenville, TX', address: '2700 Stonewall St, Greenville, TX 75401' },
    { date: '07-04-2027', isoDate: '2027-07-04', eventName: 'Summer Gems', time: '6 PM - 9 PM', price: '$75+', location: 'Emory, TX', address: 'Rains County Fairgrounds' },
  ];

  it('has the required and recommended properties, with the Texas offset of each date', async () => {
    const { site } = await fixtureContent();
    const [winter, summer] = eventNodes(site, events, `${site.siteUrl}/events`, `${site.siteUrl}/icon-512.png`) as Node[];
    // Required: name, startDate, location (a Place with an address).
    expect(winter?.name).toBe('Holiday Glow Pop-Up');
    expect(winter?.startDate).toBe('2026-12-05T10:00:00-06:00');
    expect(winter?.endDate).toBe('2026-12-05T16:00:00-06:00');
    expect(summer?.startDate).toBe('2027-07-04T18:00:00-05:00');
    expect(winter?.location).toEqual({
      '@type': 'Place',
      name: 'Greenville, TX',
      address: { '@type': 'PostalAddress', streetAddress: '2700 Stonewall St', addressLocality: 'Greenville', addressRegion: 'TX', postalCode: '75401', addressCountry: 'US' },
    });
    expect((summer?.location as Node).address).toMatchObject({ streetAddress: 'Rains County Fairgrounds', addressLocality: 'Emory', addressRegion: 'TX' });
    // Recommended: description, endDate, eventAttendanceMode, eventStatus, image, offers, organizer, performer.
    for (const e of [winter, summer] as Node[]) {
      expect(e.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(e.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(e.description).toBeTruthy();
      expect(e.image).toMatch(/^https:\/\//);
      expect(e.organizer).toEqual({ '@id': `${site.siteUrl}/#business` });
      expect(e.performer).toEqual({ '@id': `${site.siteUrl}/#business` });
      expectOffer(e.offers as Node);
    }
    expect((summer?.offers as Node).price).toBe('75');
  });

  it('finds the offset across the changes of daylight saving time', () => {
    expect(texasOffset('2026-03-08', '01:30')).toBe('-06:00');
    expect(texasOffset('2026-03-08', '03:30')).toBe('-05:00');
    expect(texasOffset('2026-11-01', '12:00')).toBe('-06:00');
    expect(texasOffset('2026-10-31', '12:00')).toBe('-05:00');
  });
});

describe('the JSON-LD text', () => {
  it('keeps content that could end the script or open a comment as data', () => {
    const hostile = 'A </script><script>alert(1)</script> <!-- & \u2028';
    const text = jsonLd([{ '@type': 'Thing', name: hostile } as GraphNode]);
    expect(text).not.toMatch(/<\/script|<!--|\u2028/i);
    expect((JSON.parse(text) as { '@graph': Node[] })['@graph'][0]?.name).toBe(hostile);
  });
});

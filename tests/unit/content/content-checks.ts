// Checks that hold for any content the owner may write, computed from the YAML files themselves: every list
// of towns names the towns it should (a town page always linked, a per-service list only towns that get the
// service), the hubs show every town and party, prices are the files' prices, booking links choose
// something the form offers. Returns what is wrong, so a failing test says which page and which town.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { SiteContent } from '../../../src/content/types.ts';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { regionBlocks } from '../../../src/schema/page.ts';

interface TownFile {
  name: string;
  county: string;
  services: Record<string, boolean>;
  href: string;
}
interface PartyFile {
  title: string;
  href: string;
  slug: string;
  packages: { title: string; price: string }[];
}

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && !/^index\./.test(f));

function readTowns(root: string): TownFile[] {
  const dir = join(root, 'pages/towns');
  return yamlFiles(dir).map((f) => {
    const data = parse(readFileSync(join(dir, f), 'utf8')) as Omit<TownFile, 'href'>;
    return { ...data, href: `/towns/${f.replace(/\.ya?ml$/, '')}` };
  });
}

function readParties(root: string): PartyFile[] {
  const dir = join(root, 'pages/parties');
  return yamlFiles(dir).map((f) => {
    const data = parse(readFileSync(join(dir, f), 'utf8')) as Omit<PartyFile, 'href' | 'slug'>;
    const slug = f.replace(/\.ya?ml$/, '');
    return { ...data, slug, href: `/parties/${slug}` };
  });
}

/** The lowest "$" amount among the prices, as written. */
function lowestPrice(prices: string[]): string | undefined {
  const priced = prices.flatMap((p) => {
    const m = /\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(p);
    return m ? [{ p, v: Number(m[1]!.replace(/,/g, '')) }] : [];
  });
  return priced.sort((a, b) => a.v - b.v)[0]?.p ?? prices[0];
}

const sorted = (list: Iterable<string>) => [...list].sort();
const same = (a: Iterable<string>, b: Iterable<string>) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Every href written anywhere in a route's blocks. */
function hrefsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => hrefsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'href' || k === 'page') && typeof v === 'string') out.push(v);
      else hrefsOf(v, out);
    }
  }
  return out;
}

export function contentProblems(root: string, content: SiteContent): string[] {
  const { site, routes, images } = content;
  const towns = readTowns(root);
  const parties = readParties(root);
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const withPage = new Set(towns.map((t) => t.name.toLowerCase()));
  const otherTowns = site.counties.flatMap((c) => c.otherTowns.filter((n) => !withPage.has(n.toLowerCase())).map((name) => ({ name, county: c.name })));
  const offered = (t: TownFile, key: string) => t.services[key] === true;
  let formOptions: { label: string; slug: string; packages?: { slug: string }[] }[] = [];

  for (const route of routes) {
    const html = renderRoute(route, { site, images }).body;
    for (const block of regionBlocks(route.regions)) {
      const where = `${route.path} (${block.type}${'service' in block && block.service ? ` ${block.service}` : ''})`;
      if (block.type === 'service-areas') {
        const listed = block.areas.flatMap((a) => a.towns.map((t) => ({ ...t, county: a.county })));
        const pages = towns.filter((t) => block.service === undefined || offered(t, block.service));
        expect(same(listed.filter((t) => t.href).map((t) => t.name), pages.map((t) => t.name)), `${where} links ${sorted(listed.filter((t) => t.href).map((t) => t.name))}, expected ${sorted(pages.map((t) => t.name))}`);
        const plain = block.service === undefined ? otherTowns.map((t) => t.name) : [];
        expect(same(listed.filter((t) => !t.href).map((t) => t.name), plain), `${where} names ${sorted(listed.filter((t) => !t.href).map((t) => t.name))} without a link, expected ${sorted(plain)}`);
        for (const t of pages) {
          const entry = listed.find((l) => l.name === t.name);
          expect(entry?.href === t.href && entry.county === t.county, `${where}: ${t.name} should link ${t.href} under ${t.county} County`);
          expect(html.includes(`href="${t.href}"`), `${where}: the page has no link to ${t.href}`);
        }
        for (const area of block.areas) {
          const expected = pages.filter((t) => t.county === area.county).length + (block.service === undefined ? otherTowns.filter((t) => t.county === area.county).length : 0);
          expect(area.towns.length === expected, `${where}: ${area.county} County counts ${area.towns.length} towns, expected ${expected}`);
        }
      }
      if (block.type === 'town-directory') {
        for (const t of towns) {
          const town = block.counties.find((c) => c.county === t.county)?.towns.find((d) => d.name === t.name);
          const names = site.services.filter((s) => offered(t, s.key)).map((s) => s.name);
          expect(town?.href === t.href, `${where}: ${t.name} is not linked under ${t.county} County`);
          expect(JSON.stringify(town?.services.map((s) => s.name)) === JSON.stringify(names), `${where}: ${t.name} shows ${town?.services.map((s) => s.name)}, expected ${names}`);
        }
        expect(same(block.counties.flatMap((c) => c.otherTowns), otherTowns.map((t) => t.name)), `${where}: the towns without a page differ`);
      }
      if (block.type === 'party-directory') {
        expect(block.cards.length === parties.length, `${where}: ${block.cards.length} cards for ${parties.length} parties`);
        for (const p of parties) {
          const card = block.cards.find((c) => c.link?.href === p.href);
          const price = lowestPrice(p.packages.map((k) => k.price));
          expect(card?.price === price, `${where}: ${p.title} shows ${card?.price}, expected ${price}`);
          expect(html.includes(`href="${p.href}"`), `${where}: the page has no link to ${p.href}`);
        }
      }
      if (block.type === 'contact-form') formOptions = block.services;
    }
    const town = towns.find((t) => t.href === route.path);
    if (town) {
      const cards = route.regions.main.find((b) => b.type === 'cards');
      const titles = cards?.type === 'cards' ? cards.cards.map((c) => c.title) : [];
      const names = site.services.filter((s) => offered(town, s.key)).map((s) => s.name);
      expect(JSON.stringify(titles) === JSON.stringify(names), `${route.path}: service cards ${titles}, expected ${names}`);
    }
    const party = parties.find((p) => p.href === route.path);
    if (party) {
      const packages = route.regions.main.find((b) => b.type === 'cards' && b.id === 'packages');
      const prices = packages?.type === 'cards' ? packages.cards.map((c) => c.price) : [];
      expect(JSON.stringify(prices) === JSON.stringify(party.packages.map((p) => p.price)), `${route.path}: prices ${prices}, expected ${party.packages.map((p) => p.price)}`);
    }
  }

  // The booking form offers every party, and every booking link on the site chooses one of its options.
  for (const p of parties) expect(formOptions.some((o) => o.label === p.title && o.slug === p.slug), `the booking form does not offer ${p.title}`);
  for (const route of routes) {
    for (const href of hrefsOf(route.regions)) {
      const params = new URLSearchParams(/\?([^#]*)/.exec(href)?.[1] ?? '');
      const service = params.get('service');
      if (service === null) continue;
      const option = formOptions.find((o) => o.slug === service);
      expect(option !== undefined, `${route.path}: ${href} chooses no option of the booking form`);
      const pkg = params.get('package');
      if (pkg !== null) expect(option?.packages?.some((k) => k.slug === pkg) === true, `${route.path}: ${href} chooses no package of ${service}`);
    }
  }
  return problems;
}

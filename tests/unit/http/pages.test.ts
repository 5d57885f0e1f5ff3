// What the fixture site's pages say in the HTML the server sends, before any script runs: the facts of each
// service, the lists of towns (linked when the town has a page, named when it has none), the towns and
// parties hubs, the full text of town and party pages, and the contact page's details and form. Expected
// texts come from the fixture's content (tests/fixtures/site), except the facts of the product spec, which
// are spelled out on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedOf } from '../../../src/blocks/resolve.ts';
import type { SiteContent } from '../../../src/content/types.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';
import { siteFixtureContent } from '../content/fixture.ts';
import { linksNamed, nameOf, parse, region, regions, scan, textOf } from './html.ts';

const SERVICES = ['/teeth-whitening', '/tooth-gems', '/permanent-jewelry'] as const;

let server: SiteServer;
let content: SiteContent;

beforeAll(async () => {
  [server, content] = await Promise.all([startSite('fixture'), siteFixtureContent()]);
});
afterAll(() => server?.close());

const htmls = new Map<string, Promise<string>>();
/** The page at `path` as the server sends it (200, or the test fails); asked for once per file. */
function html(path: string): Promise<string> {
  let text = htmls.get(path);
  if (!text) {
    text = server.get(path).then(async (res) => {
      expect(res.status, path).toBe(200);
      return res.text();
    });
    htmls.set(path, text);
  }
  return text;
}
const documents = new Map<string, Promise<Document>>();
/** The page at `path` as a document; parsed once per file. */
function page(path: string): Promise<Document> {
  let doc = documents.get(path);
  if (!doc) documents.set(path, (doc = html(path).then(parse)));
  return doc;
}

const mainBlocks = (path: string) => {
  const route = content.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.regions.main;
};
const plural = (n: number) => (n === 1 ? '1 town' : `${n} towns`);
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map(textOf);

describe('the service pages', () => {
  it('state the facts of each service in the prerendered HTML, and a price only where the content gives one', async () => {
    const facts: Record<(typeof SERVICES)[number], string[]> = {
      '/teeth-whitening': ['about 60 minutes', '6-12 months'],
      '/tooth-gems': ['genuine crystals', 'dental-grade adhesive', 'removable', 'about 6-12 months'],
      '/permanent-jewelry': ['bracelets', 'anklets', 'charms', 'gold-filled', 'sterling silver', 'rose gold', 'complimentary rewelding if a chain is cut'],
    };
    for (const path of SERVICES) {
      const text = textOf((await page(path)).querySelector('main')).toLowerCase();
      for (const fact of facts[path]) expect(text, `${path}: ${fact}`).toContain(fact);
      // The spec shows no prices for the core services; a price the owner writes in the content is shown, as written.
      const price = content.site.services.find((s) => s.page === path)?.price;
      if (price === undefined) expect(text, `${path} shows no price`).not.toMatch(/\$\s?\d/);
      else expect(text, `${path} shows its price`).toContain(`$${price}`);
    }
    expect(content.site.services.some((s) => s.price === undefined && SERVICES.includes(s.page as (typeof SERVICES)[number]))).toBe(true);
  });
});

describe('lists of towns', () => {
  it('every list of towns links each town page that belongs in it and names the towns without a page', async () => {
    const { routes, site, listings } = content;
    const withPage = new Set(listings.towns.map((t) => t.name));
    const lists = routes.flatMap((r) => (r.kind === 'page' ? r.regions.main.flatMap((b) => (b.type === 'service-areas' && b.id ? [{ path: r.path, block: b }] : [])) : []));
    expect(lists.length).toBeGreaterThan(0);
    for (const { path, block } of lists) {
      // A list for one service names only the town pages whose file says they get it; the others name every town.
      const pages = listings.towns.filter((t) => block.service === undefined || t.services.includes(block.service));
      const others = block.service === undefined ? site.counties.flatMap((c) => c.otherTowns.filter((n) => !withPage.has(n)).map((name) => ({ name, county: c.name }))) : [];
      const areas = (await page(path)).getElementById(block.id!);
      if (!areas) throw new Error(`${path} has no #${block.id}`);
      const counties = site.counties.filter((c) => pages.some((t) => t.county === c.name) || others.some((t) => t.county === c.name));
      expect(regions(areas).map(nameOf), path).toEqual(counties.map((c) => `${c.name} County`));
      for (const county of counties) {
        const where = `${path} ${county.name}`;
        const area = region(areas, `${county.name} County`);
        const linked = pages.filter((t) => t.county === county.name).sort((a, b) => a.name.localeCompare(b.name));
        const named = [...linked.map((t) => t.name), ...others.filter((t) => t.county === county.name).map((t) => t.name)].sort((a, b) => a.localeCompare(b));
        expect(texts(area, 'li'), where).toEqual(named);
        expect(texts(area, 'a'), where).toEqual(linked.map((t) => t.name));
        for (const t of linked) expect(linksNamed(area, t.name).map((a) => a.getAttribute('href')), where).toEqual([t.path]);
        expect(texts(area, '*'), where).toContain(plural(named.length));
      }
    }
  });

  it('home links every town page by county, under its own name, and asks about unlisted towns', async () => {
    const towns = content.routes.filter((r) => r.kind === 'town');
    const areas = mainBlocks('/').find((b): b is ResolvedOf<'service-areas'> => b.type === 'service-areas');
    if (!areas?.id || !areas.prompt || !areas.action) throw new Error('home has no service-areas block with a prompt');
    const grid = (await page('/')).getElementById(areas.id);
    if (!grid) throw new Error(`home has no #${areas.id}`);
    const countyLinks = regions(grid).flatMap((r) => [...r.querySelectorAll('a')]);
    expect(countyLinks).toHaveLength(towns.length);
    // Every town page is in the grid the content core resolved, under its own name.
    const listed = areas.areas.flatMap((a) => a.towns.filter((t) => t.href));
    expect(listed.map((t) => t.href).sort()).toEqual(towns.map((t) => t.path).sort());
    for (const town of listed) expect(linksNamed(grid, town.name).map((a) => a.getAttribute('href')), town.name).toEqual([town.href]);
    expect(texts(grid, 'p')).toContain(areas.prompt);
    expect(linksNamed(grid, areas.action.label).map((a) => a.getAttribute('href'))).toEqual([areas.action.href]);
  });
});

describe('the towns and parties hubs', () => {
  it('/towns lists every town page by county with the services its file says it gets', async () => {
    const { site, listings } = content;
    const doc = await page('/towns');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    for (const town of listings.towns) {
      const county = region(doc, `${town.county} County`);
      const links = linksNamed(county, town.name);
      expect(links.map((a) => a.getAttribute('href')), town.name).toEqual([town.path]);
      const card = links[0]!.closest('article');
      const names = site.services.filter((s) => town.services.includes(s.key)).map((s) => s.name);
      if (names.length > 0) expect(texts(card!, 'li'), town.name).toEqual(names);
    }
    const withPage = new Set(listings.towns.map((t) => t.name));
    for (const county of site.counties) {
      for (const name of county.otherTowns.filter((n) => !withPage.has(n))) {
        expect(textOf(region(doc, `${county.name} County`)), `${county.name}: ${name}`).toContain(name);
      }
    }
  });

  it('/parties shows every party with its starting price and a link to its page', async () => {
    const { listings } = content;
    const doc = await page('/parties');
    const amount = (price: string) => Number(/\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(price)?.[1]?.replace(/,/g, '') ?? Infinity);
    const cards = [...doc.querySelectorAll('main article')];
    expect(cards).toHaveLength(listings.parties.length);
    for (const party of listings.parties) {
      const card = cards.filter((a) => texts(a, 'h1, h2, h3, h4').includes(party.title));
      expect(card, party.title).toHaveLength(1);
      const lowest = [...party.packages].sort((a, b) => amount(a.price) - amount(b.price))[0]!;
      expect(texts(card[0]!, '*'), party.title).toContain(lowest.price);
      expect([...card[0]!.querySelectorAll('a')].map((a) => a.getAttribute('href')), party.title).toEqual([party.path]);
    }
  });

  it('both hubs are linked from the navigation and the footer, and are in the sitemap', async () => {
    const { site } = content;
    const sitemap = await html('/sitemap.xml');
    const home = await page('/');
    for (const hub of ['/towns', '/parties']) {
      expect(sitemap).toContain(`<loc>${site.siteUrl}${hub}</loc>`);
      expect(home.querySelectorAll(`header nav a[href="${hub}"]`).length, `${hub} in the navigation`).toBeGreaterThan(0);
      expect(home.querySelectorAll(`footer a[href="${hub}"]`), `${hub} in the footer`).toHaveLength(1);
    }
  });

  it("a town page's parties card leads to the parties hub", async () => {
    const { site, listings } = content;
    const parties = site.services.find((s) => s.page === '/parties');
    const town = listings.towns.find((t) => parties && t.services.includes(parties.key));
    if (!parties || !town) throw new Error('no service whose page is /parties, or no town that gets it');
    const links = linksNamed((await page(town.path)).querySelector('main')!, parties.linkLabel ?? site.templates.town.serviceLinkLabel);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/parties']);
    expect((await page('/parties')).querySelectorAll('h1')).toHaveLength(1);
  });
});

describe('town and party pages', () => {
  it('the server HTML of a town page holds its full text before any script runs', async () => {
    const town = content.routes.find((r) => r.kind === 'town');
    const welcome = town?.regions.main[0];
    if (!town || welcome?.type !== 'text') throw new Error('no town page');
    const text = await html(town.path);
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    const firstParagraph = welcome.body.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
    expect(text).toContain(esc(firstParagraph.slice(0, 80)));
    // Every section heading and every line of the sidebar boxes, as the template made them.
    const blocks = [...town.regions.main, ...(town.regions.aside ?? [])];
    const expected = blocks.flatMap((b) => [
      ...('heading' in b && b.heading ? [b.heading] : []),
      ...(b.type === 'info-box' ? b.lines.map((l) => l.value) : []),
      ...(b.type === 'cards' ? b.cards.map((c) => c.title) : []),
    ]);
    expect(expected.length).toBeGreaterThan(3);
    for (const t of expected) expect(text, t).toContain(esc(t));
    // Its styles too, in the page: it looks right without a script (and, with no island, lists no style ids for one).
    expect(text).toMatch(/<style>[^<]*\.css-[\w-]+\{/);
    expect(text).not.toContain('data-emotion');
  });

  it('a party page shows every section in order, its prices, and booking links that choose the party', async () => {
    const { routes, site } = content;
    const party = routes.find((r) => r.kind === 'party' && r.regions.main.some((b) => b.type === 'gallery') && r.regions.main.some((b) => b.type === 'testimonials'));
    if (!party) throw new Error('no party page with a gallery and testimonials');
    const slug = party.path.slice(party.path.lastIndexOf('/') + 1);
    const t = site.templates.party;
    const doc = await page(party.path);
    const main = doc.querySelector('main')!;
    const headings = texts(main, 'h2');
    const positions = [t.descriptionHeading, t.perksHeading, t.galleryHeading, t.testimonialsHeading, t.closingHeading].map((h) => headings.indexOf(h));
    expect(positions.every((p) => p >= 0), headings.join(' | ')).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const packages = party.regions.main.find((b) => b.type === 'cards' && b.id === 'packages');
    const gallery = party.regions.main.find((b) => b.type === 'gallery');
    if (packages?.type !== 'cards' || gallery?.type !== 'gallery') throw new Error('no packages or gallery');
    const naming = (label: string) => [...doc.querySelectorAll('a[href]')].filter((a) => nameOf(a).toLowerCase().includes(label.toLowerCase()));
    expect(naming(t.packageAction.label)).toHaveLength(packages.cards.length);
    expect(doc.querySelectorAll('#gallery img')).toHaveLength(gallery.images.length);
    const shown = texts(main, '*');
    for (const card of packages.cards) expect(shown, card.title).toContain(card.price!);
    for (const action of [t.heroAction, t.closingAction]) {
      const links = naming(action.label);
      expect(links, action.label).toHaveLength(1);
      const url = new URL(links[0]!.getAttribute('href') ?? '', 'http://site');
      expect(url.pathname, action.label).toBe(new URL(action.href, 'http://site').pathname);
      expect(url.searchParams.get('service'), action.label).toBe(slug);
    }
  });
});

describe('/contact', () => {
  const contactBlocks = () => {
    const form = mainBlocks('/contact').find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
    if (!form?.aside) throw new Error('/contact needs a contact-form block with its contact-details aside');
    return { site: content.site, form, details: form.aside };
  };

  it('the server HTML already holds the details and the form', async () => {
    const { site, form } = contactBlocks();
    const text = await html('/contact');
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const t of [site.business.phone, site.business.email, site.business.office.street, form.heading, form.nameLabel, form.servicePlaceholder]) {
      expect(text, t).toContain(esc(t));
    }
  });

  it('shows the business details, hours and social links from site.config.yaml, and the form with every service', async () => {
    const { site, form, details } = contactBlocks();
    const doc = await page('/contact');
    const hero = mainBlocks('/contact').find((b) => b.type === 'hero');
    expect(scan(await html('/contact')).h1).toEqual([hero?.type === 'hero' ? hero.title : '']);

    const box = region(doc, details.heading);
    const { office, phone, email, hours } = site.business;
    expect(textOf(box.querySelector('address'))).toBe(`${office.street}${office.city}, ${office.state} ${office.zip}`);
    expect(linksNamed(box, phone).map((a) => a.getAttribute('href'))).toEqual([`tel:${phone.replace(/[^\d+]/g, '')}`]);
    expect(linksNamed(box, email).map((a) => a.getAttribute('href'))).toEqual([`mailto:${email}`]);
    expect(texts(box, 'dt')).toEqual(hours.map((h) => h.days));
    expect(texts(box, 'dd')).toEqual(hours.map((h) => h.time));
    const headings = texts(box, 'h1, h2, h3, h4, h5, h6');
    for (const heading of [details.officeHeading, details.phoneHeading, details.emailHeading, details.hoursHeading, details.socialHeading]) expect(headings).toContain(heading);
    for (const [name, href] of [['Facebook', site.social.facebook], ['Instagram', site.social.instagram]] as const) {
      const links = [...box.querySelectorAll('a')].filter((a) => nameOf(a).startsWith(name));
      expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')]), name).toEqual([[href, '_blank']]);
    }

    const formEl = [...doc.querySelectorAll('form')].find((f) => nameOf(f) === form.heading);
    if (!formEl) throw new Error(`no form named ${form.heading}`);
    const labels = texts(formEl, 'label');
    for (const label of [form.nameLabel, form.emailLabel, form.serviceLabel, form.dateLabel, form.messageLabel]) {
      expect(labels.some((l) => l.startsWith(label)), `${label} in ${labels.join(' | ')}`).toBe(true);
    }
    const options = texts(formEl, 'select option');
    for (const option of [form.servicePlaceholder, ...form.services.map((s) => s.label)]) expect(options, option).toContain(option);
    expect(formEl.querySelector('textarea')?.getAttribute('rows')).toBe('4');
    // The button is enabled once the form is live, which only a browser shows.
    expect(textOf(formEl.querySelector('button[type="submit"]'))).toBe(form.submitLabel);
  });

  it('town pages send visitors to the service areas, where every town is listed and every town page linked', async () => {
    const { site, listings } = content;
    const town = content.routes.find((r) => r.kind === 'town');
    const block = mainBlocks('/contact').find((b) => b.type === 'service-areas');
    if (!town || block?.type !== 'service-areas') throw new Error('no town page, or no service areas on /contact');
    const { areaAction } = site.templates.town;
    const links = linksNamed((await page(town.path)).querySelector('main')!, areaAction.label);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([areaAction.href]);
    const target = new URL(areaAction.href, 'http://site');
    expect(`${target.pathname}${target.hash}`).toBe('/contact#service-areas');
    const areas = (await page(target.pathname)).getElementById(target.hash.slice(1));
    if (!areas) throw new Error(`/contact has no ${target.hash}`);
    for (const { name, path } of listings.towns) expect(linksNamed(areas, name).map((a) => a.getAttribute('href')), name).toEqual([path]);
    const withPage = new Set(listings.towns.map((t) => t.name));
    const named = texts(areas, 'li');
    for (const name of site.counties.flatMap((c) => c.otherTowns).filter((n) => !withPage.has(n))) expect(named, name).toContain(name);
  });
});

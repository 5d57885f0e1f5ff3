// Every route of the fixture site (tests/fixtures/site) as the production server sends it, before any
// script runs: its status, title and one h1, the head search engines and social networks read (with a
// preview image that answers), the icons and manifest phones ask for, the speculation rules that make the
// next page instant, the menus marking the page being shown, and the not-found page. Expected texts come
// from the fixture's content; each page is asked for and read once.
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../src/content/types.ts';
import { notFoundText } from '../../../src/layout/page-text.ts';
import { SOCIAL_IMAGE } from '../../../src/schema/page-head.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';
import { siteFixtureContent } from '../content/fixture.ts';
import { headOf, inBatches, nameOf, parse, scan, scriptsOf, structureProblems, type Scanned } from './html.ts';

const NOT_FOUND = '/no/such/page';
const OG = ['og:type', 'og:site_name', 'og:locale', 'og:url', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height'];

interface Answer {
  status: number;
  html: string;
  page: Scanned;
}

let server: SiteServer;
let content: SiteContent;
/** Every route and the not-found page, as answered. */
const answers = new Map<string, Answer>();
const answer = (path: string): Answer => {
  const found = answers.get(path);
  if (!found) throw new Error(`${path} was not asked for`);
  return found;
};

beforeAll(async () => {
  [server, content] = await Promise.all([startSite('fixture'), siteFixtureContent()]);
  const paths = [...content.routes.map((r) => r.path), NOT_FOUND];
  const read = await inBatches(paths, async (path) => {
    const res = await server.get(path);
    const html = await res.text();
    return { status: res.status, html, page: scan(html) };
  });
  paths.forEach((path, i) => answers.set(path, read[i]!));
});
afterAll(() => server?.close());

describe('every route', () => {
  it('is prerendered: 200 with its title and one h1, the hero of its template on town and party pages', () => {
    for (const route of content.routes) {
      const { status, page } = answer(route.path);
      expect(status, route.path).toBe(200);
      expect(headOf(page).title, route.path).toBe(route.title);
      expect(structureProblems(page), route.path).toEqual([]);
      const hero = route.regions.top?.find((b) => b.type === 'hero');
      if (hero?.type === 'hero') expect(page.h1[0], route.path).toBe(hero.title);
    }
  });

  it('has its description, canonical address, Open Graph tags and a large X card, as its content says', () => {
    const { site } = content;
    for (const route of content.routes) {
      const head = headOf(answer(route.path).page);
      const url = `${site.siteUrl}${route.path}`;
      expect(head.description, route.path).toBe(route.description);
      expect(head.canonical, route.path).toBe(url);
      for (const key of OG) expect(head.og[key], `${route.path} ${key}`).toBeTruthy();
      expect(head.og, route.path).toMatchObject({ 'og:url': url, 'og:title': route.title, 'og:description': route.description });
      expect(head.twitterCard, route.path).toBe('summary_large_image');
    }
  });

  it("has a preview image that answers as a 1200 x 630 PNG, the size its tags say", async () => {
    const { site } = content;
    await inBatches(content.routes.map((r) => r.path), async (path) => {
      const { og } = headOf(answer(path).page);
      const image = og['og:image']!;
      expect(image.startsWith(`${site.siteUrl}/`), image).toBe(true);
      const res = await server.get(image.slice(site.siteUrl.length));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toBe('image/png');
      const size = imageSize(new Uint8Array(await res.arrayBuffer()));
      expect(size, image).toMatchObject({ type: 'png', ...SOCIAL_IMAGE });
      expect([og['og:image:width'], og['og:image:height']], image).toEqual([String(size.width), String(size.height)]);
    });
  });

  it('and the not-found page carry no link a phone finds without one (the touch icon is where iPhones look, /apple-touch-icon.png); the web app manifest is left to the page script, after the first paint', () => {
    for (const [path, { page }] of answers) {
      expect(headOf(page).link('apple-touch-icon'), path).toBeUndefined();
      expect(headOf(page).link('manifest'), path).toBeUndefined();
    }
  });

  it('and the not-found page let the browser prerender same-site links, with moderate eagerness, never the API', () => {
    for (const [path, { page }] of answers) {
      const rules = page.tags.filter((t) => t.name === 'script' && t.attrs.type === 'speculationrules');
      expect(rules, path).toHaveLength(1);
      const parsed = JSON.parse(rules[0]!.text!) as { prerender: Array<{ where: unknown; eagerness: string }> };
      expect(parsed.prerender[0]?.eagerness, path).toBe('moderate');
      expect(JSON.stringify(parsed.prerender[0]?.where), path).toContain('/api/*');
    }
  });
});

it('/favicon.ico, the touch icon and the manifest (with each of its icons) answer with real files', async () => {
  const { site } = content;
  const body = async (path: string) => {
    const res = await server.get(path);
    expect(res.status, path).toBe(200);
    return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const ico = await body('/favicon.ico');
  expect(ico.type).toBe('image/x-icon');
  expect(imageSize(ico.bytes)).toMatchObject({ type: 'ico', width: 32, height: 32 });
  const touch = await body('/apple-touch-icon.png');
  expect(touch.type).toBe('image/png');
  expect(imageSize(touch.bytes)).toMatchObject({ width: 180, height: 180 });

  const manifest = await body('/manifest.webmanifest');
  expect(manifest.type).toContain('application/manifest+json');
  const json = JSON.parse(new TextDecoder().decode(manifest.bytes)) as { name: string; start_url: string; theme_color: string; icons: Array<{ src: string; sizes: string }> };
  expect(json.name).toBe(site.business.name);
  expect(json.start_url).toBe('/');
  expect(json.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(json.icons.length).toBeGreaterThan(0);
  for (const icon of json.icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(imageSize((await body(icon.src)).bytes), icon.src).toMatchObject({ width, height });
  }
});

// The menus mark the page being shown in the HTML the build wrote (React Router's NavLink), before any
// script runs. Read from the built site's own menu, so menu changes keep it true.
describe('the menus', () => {
  const marked = (html: string) => [...parse(html).querySelectorAll('header nav a[aria-current="page"]')].map((a) => a.getAttribute('href'));

  it('mark, on each menu page, its own links in the header and the phone menu as the current page, and only those', async () => {
    const home = parse(answer('/').html);
    const hrefs = [...new Set([...home.querySelectorAll('header nav a[href^="/"]')].map((a) => a.getAttribute('href')!))];
    const menuPages = hrefs.filter((href) => !/[?#]/.test(href));
    expect(menuPages.length, 'the menu links to pages of the site').toBeGreaterThan(1);
    for (const href of menuPages) {
      const html = answers.get(href)?.html ?? (await (await server.get(href)).text());
      // The desktop menu and the phone menu each mark it.
      expect(marked(html), `links marked on ${href}`).toEqual([href, href]);
    }
  });

  it('mark nothing on an address no page has', () => {
    expect(marked(answer(NOT_FOUND).html)).toEqual([]);
  });
});

it('an unknown path answers 404 with the not-found page, its landmarks and a way home', () => {
  const { status, html, page } = answer(NOT_FOUND);
  expect(status).toBe(404);
  expect(structureProblems(page)).toEqual([]);
  expect(page.h1).toEqual([notFoundText.heading]);
  const home = [...parse(html).querySelectorAll('main a[href="/"]')].map(nameOf);
  expect(home).toContain(notFoundText.home);
});

it('the script of a page carries no content of other pages', async () => {
  const towns = content.routes.filter((r) => r.kind === 'town');
  const town = towns[0]!;
  const scripts = scriptsOf(answer(town.path).page);
  // A town page has no island: the page script alone.
  expect(scripts).toHaveLength(1);
  const code = await (await server.get(scripts[0]!)).text();
  expect(code.length).toBeGreaterThan(0);
  for (const other of towns.filter((r) => r !== town)) expect(code, other.path).not.toContain(other.path);
});

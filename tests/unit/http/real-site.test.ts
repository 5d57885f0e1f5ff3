// The owner's site as `npm run build` left it in dist/, served as in production: what must hold for any
// content an owner may write. No label, count, price or fact of the content is asserted here (those are the
// fixture's tests). Every route the sitemap lists is asked for once and read in one pass, a few at a time
// through the app (no socket), and every other address the pages name (links, preview images, scripts) is
// asked for once however many pages name it: thousands of towns take seconds.
import { imageSize } from 'image-size';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notFoundText } from '../../../src/layout/page-text.ts';
import { SOCIAL_IMAGE } from '../../../src/schema/page-head.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';
import { headOf, inBatches, scan, scriptsOf, structureProblems } from './html.ts';

const NOT_FOUND = '/no-such-page-here';

/** What the tests keep of a page (not its HTML: thousands of pages stay small in memory). */
interface Page {
  path: string;
  status: number;
  problems: string[];
  title: string;
  description: string;
  canonical: string;
  image: string;
  /** Every same-site address the page names with href="/...", without its #fragment. */
  hrefs: string[];
  scripts: string[];
}

let server: SiteServer;
let pages: Page[] = [];

/** The routes of the build, from its sitemap, as paths ("/", "/towns/emory"). */
async function sitemapPaths(): Promise<string[]> {
  const res = await server.get('/sitemap.xml');
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
}

beforeAll(async () => {
  server = await startSite('real');
  pages = await inBatches(await sitemapPaths(), async (path) => {
    const res = await server.get(path);
    const scanned = scan(await res.text());
    const head = headOf(scanned);
    const hrefs = scanned.tags.flatMap((t) => (t.attrs.href?.startsWith('/') && !t.attrs.href.startsWith('//') ? [t.attrs.href.replace(/#.*$/, '') || '/'] : []));
    return {
      path,
      status: res.status,
      problems: structureProblems(scanned),
      title: head.title,
      description: head.description,
      canonical: head.canonical,
      image: head.og['og:image'] ?? '',
      hrefs: [...new Set(hrefs)],
      scripts: scriptsOf(scanned),
    };
  });
}, 120_000);
afterAll(() => server?.close());

/** Failures as "path: problem" lines, so one run names every page that is wrong. */
const failuresOf = (check: (page: Page) => string[]) => pages.flatMap((p) => check(p).map((problem) => `${p.path}: ${problem}`));

it('every route of the sitemap answers 200 with one h1, its landmarks and a full head', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(
    failuresOf((p) => [
      ...(p.status === 200 ? [] : [`status ${p.status}`]),
      ...p.problems,
      ...(p.title ? [] : ['no title']),
      ...(p.description ? [] : ['no description']),
      ...(p.canonical && new URL(p.canonical).pathname === p.path ? [] : [`canonical ${p.canonical}`]),
      ...(p.image ? [] : ['no og:image']),
    ]),
  ).toEqual([]);
});

it('every preview image answers as a 1200 x 630 PNG', async () => {
  const images = [...new Set(pages.map((p) => p.image).filter(Boolean))];
  const wrong = await inBatches(images, async (image) => {
    const res = await server.get(new URL(image).pathname);
    if (res.status !== 200) return [`${image}: status ${res.status}`];
    const size = imageSize(new Uint8Array(await res.arrayBuffer()));
    return size.type === 'png' && size.width === SOCIAL_IMAGE.width && size.height === SOCIAL_IMAGE.height ? [] : [`${image}: ${size.type} ${size.width} x ${size.height}`];
  });
  expect(wrong.flat()).toEqual([]);
});

it('every same-site link of every page answers 200, or a 301 to an address that does', async () => {
  const routes = new Set(pages.filter((p) => p.status === 200).map((p) => p.path));
  // Routes already answered 200; every other address is asked for once.
  const others = [...new Set(pages.flatMap((p) => p.hrefs))].filter((href) => !routes.has(href));
  const broken = new Map<string, string>();
  await inBatches(others, async (href) => {
    const res = await server.get(href);
    if (res.status === 200) return;
    const location = res.headers.get('location');
    if (res.status === 301 && location) {
      const to = new URL(location, server.url);
      if (to.origin === new URL(server.url).origin && (await server.get(`${to.pathname}${to.search}`)).status === 200) return;
    }
    broken.set(href, `${res.status}${location ? ` to ${location}` : ''}`);
  });
  expect(failuresOf((p) => p.hrefs.filter((h) => broken.has(h)).map((h) => `${h} answers ${broken.get(h)}`))).toEqual([]);
});

it('every script a page loads, or names for its islands, is there', async () => {
  const scripts = [...new Set(pages.flatMap((p) => p.scripts))];
  expect(scripts.length).toBeGreaterThan(0);
  const missing = (
    await inBatches(scripts, async (src) => {
      const res = await server.get(src);
      return res.status === 200 && /javascript/.test(res.headers.get('content-type') ?? '') ? [] : [`${src}: ${res.status} ${res.headers.get('content-type')}`];
    })
  ).flat();
  expect(missing).toEqual([]);
  expect(failuresOf((p) => (p.scripts.length > 0 ? [] : ['loads no script']))).toEqual([]);
});

it('an unknown path answers 404 with the not-found page and its landmarks', async () => {
  const res = await server.get(NOT_FOUND);
  expect(res.status).toBe(404);
  const scanned = scan(await res.text());
  expect(structureProblems(scanned)).toEqual([]);
  expect(scanned.h1).toEqual([notFoundText.heading]);
});

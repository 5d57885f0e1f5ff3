// The home, service and About pages of the fixture site as the server sends them: their sections in order
// under one h1, the key texts of each, pictures with their size reserved that answer (only the banner loads
// eagerly), the home's three services with a Learn More each, and every "Book ..." link of every page landing
// on the booking form with a service it offers. Expected texts come from the fixture's YAML.
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedBlock as Block, ResolvedOf } from '../../../src/blocks/resolve.ts';
import type { SiteContent } from '../../../src/content/types.ts';
import { linkTextWords } from '../../../src/ui/link-text.tsx';
import { startSite, type SiteServer } from '../../support/site-server.ts';
import { siteFixtureContent } from '../content/fixture.ts';
import { inBatches, nameOf, parse, textOf } from './html.ts';

const PAGES = ['/', '/teeth-whitening', '/tooth-gems', '/permanent-jewelry', '/about'] as const;
const SERVICES = ['/teeth-whitening', '/tooth-gems', '/permanent-jewelry'] as const;

let server: SiteServer;
let content: SiteContent;
const docs = new Map<string, Document>();

beforeAll(async () => {
  [server, content] = await Promise.all([startSite('fixture'), siteFixtureContent()]);
  const paths = content.routes.map((r) => r.path);
  const pages = await inBatches(paths, async (path) => {
    const res = await server.get(path);
    expect(res.status, path).toBe(200);
    return parse(await res.text());
  });
  paths.forEach((path, i) => docs.set(path, pages[i]!));
});
afterAll(() => server?.close());

const doc = (path: string) => docs.get(path) ?? expect.fail(`${path} was not read`);
const blocksOf = (path: string): Block[] => {
  const route = content.routes.find((r) => r.path === path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page of blocks`);
  return route.regions.main;
};

/** The section headings (h2) a visitor sees, in page order. */
const sectionHeadings = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => {
    if (b.type === 'showcase' && !b.heading) return b.items.map((i) => i.title);
    return 'heading' in b && b.heading ? [b.heading] : [];
  });

/** Texts inside each section that must show: card, step and item titles, questions, client names. */
function keyTexts(b: Block): string[] {
  switch (b.type) {
    case 'cards': return b.cards.map((c) => c.title);
    case 'process-steps': return b.steps.map((s) => s.title);
    case 'showcase': return b.items.flatMap((i) => [i.title, ...i.facts.map((f) => f.text)]);
    case 'faq': return b.items.map((i) => i.question);
    case 'testimonials': return b.items.map((t) => t.name);
    case 'before-after': return b.pairs.map((p) => p.caption);
    default: return [];
  }
}

describe.each(PAGES)('%s', (path) => {
  it('shows its sections in order under one h1, with the key texts of each', () => {
    const page = doc(path);
    const blocks = blocksOf(path);
    const hero = blocks.find((b) => b.type === 'hero');
    expect([...page.querySelectorAll('h1')].map(textOf)).toEqual([hero?.type === 'hero' ? hero.title : '']);
    const main = page.querySelector('main')!;
    expect([...main.querySelectorAll('h2')].map(textOf)).toEqual(sectionHeadings(blocks));
    const text = textOf(main);
    for (const key of blocks.flatMap(keyTexts)) expect(text, key).toContain(key.replace(/\s+/g, ' '));
  });

  it('reserves the size of every picture, which answers as an image; only the first screen\'s loads at once', async () => {
    const page = doc(path);
    const images = [...page.querySelectorAll('main img')];
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      const src = img.getAttribute('src')!;
      expect(img.getAttribute('width'), src).toMatch(/^\d+$/);
      expect(img.getAttribute('height'), src).toMatch(/^\d+$/);
      // Each candidate a browser may choose, as well as the fallback.
      const candidates = [src, ...[...img.closest('picture')?.querySelectorAll('source') ?? []].flatMap((s) => (s.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!))];
      for (const url of new Set(candidates.filter(Boolean))) {
        // A hero drawn from the page itself (src/content/inline-art.ts) is a drawing there, not a request.
        if (url.startsWith('data:')) {
          expect(url.startsWith('data:image/svg+xml,%3Csvg '), url.slice(0, 40)).toBe(true);
          continue;
        }
        const res = await server.get(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toMatch(/^image\//);
        if (!url.endsWith('.svg')) expect(imageSize(new Uint8Array(await res.arrayBuffer())).width, url).toBeGreaterThan(0);
      }
    }
    // Only the first screen's picture loads at once (src/ui/first-screen.ts): the hero's, or, under a hero
    // without one, the first of the next section (the two halves of a before-and-after pair).
    const [first, second] = blocksOf(path);
    const at = first?.type === 'hero' ? 1 : 0;
    const next = [...(page.querySelector('main')!.children[at]?.querySelectorAll('img') ?? [])];
    const firstScreen = first?.type === 'hero' && first.image ? [images[0]] : next.slice(0, [first, second][at]?.type === 'before-after' ? 2 : 1);
    expect([...page.querySelectorAll('main img:not([loading="lazy"])')]).toEqual(firstScreen);
  });
});

describe('the home page', () => {
  it('presents the three services in one section, WHAT WE DO, with a Learn More for each naming its service', () => {
    const page = doc('/');
    const showcase = blocksOf('/').find((b) => b.type === 'showcase');
    const titles = new Map(showcase?.type === 'showcase' ? showcase.items.flatMap((item) => item.actions.map((a) => [a.href, item.title] as const)) : []);
    const sections = [...page.querySelectorAll('main section')].filter((s) => SERVICES.every((path) => s.querySelector(`a[href="${path}"]`)));
    expect(sections).toHaveLength(1);
    expect(textOf(sections[0])).toContain('WHAT WE DO');
    for (const path of SERVICES) {
      const links = [...sections[0]!.querySelectorAll(`a[href="${path}"]`)].filter((a) => nameOf(a) === `Learn More${linkTextWords.about(titles.get(path) ?? '')}`);
      expect(links, path).toHaveLength(1);
    }
  });
});

describe('booking links', () => {
  const form = () => {
    const route = content.routes.find((r) => r.regions.main.some((b) => b.type === 'contact-form'));
    const block = route?.regions.main.find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
    if (!route || !block?.id) throw new Error('no page with a booking form that has an id');
    return { path: route.path, form: block, id: block.id };
  };

  it('every "Book ..." link of every page lands on the booking form, and any service (and package) it names is one the form offers', () => {
    const { path, form: f, id } = form();
    const found: string[] = [];
    for (const route of content.routes) {
      for (const a of doc(route.path).querySelectorAll('a[href]')) {
        const label = textOf(a);
        const href = a.getAttribute('href')!;
        if (!/^Book\b/i.test(label) && !/[?&]service=/.test(href)) continue;
        const where = `${route.path} "${label}" ${href}`;
        found.push(where);
        const url = new URL(href, 'http://site');
        expect(url.pathname, where).toBe(path);
        expect(url.hash, `${where} lands on the form`).toBe(`#${id}`);
        const service = url.searchParams.get('service');
        const option = f.services.find((o) => o.slug === service);
        if (service !== null) expect(option, where).toBeDefined();
        const pkg = url.searchParams.get('package');
        if (pkg !== null) expect(option?.packages?.some((p) => p.slug === pkg), where).toBe(true);
      }
    }
    expect(found.length).toBeGreaterThan(content.routes.length);
  });

  it("each service page's first \"Book\" link chooses its own service", () => {
    const { form: f, id } = form();
    const services = content.site.services.filter((s) => (SERVICES as readonly string[]).includes(s.page));
    expect(services).toHaveLength(SERVICES.length);
    for (const service of services) {
      const option = f.services.find((o) => o.label === service.name);
      expect(option, service.name).toBeDefined();
      const book = [...doc(service.page).querySelectorAll('main a[href]')].find((a) => /^Book /.test(nameOf(a)));
      expect(book?.getAttribute('href'), service.page).toBe(`/contact?service=${option!.slug}#${id}`);
    }
  });
});

describe('the events page', () => {
  it('is prerendered in its loading state: tabs and the loading text, no event, week, banner or toast', async () => {
    const { eventsMessages: m } = await import('../../../src/data/events/messages.ts');
    const res = await server.get('/events');
    expect(res.status).toBe(200);
    // What the page shows: the island's props (JSON, hydration's input) and the styles are not shown.
    const html = (await res.text()).replace(/<script type="application\/json">[^<]*<\/script>/g, '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    expect(html).toContain(m.loading);
    expect(html).toContain(m.calendarTab);
    for (const text of [...content.site.events.sampleEvents.map((e) => e.eventName), m.nextEventLabel, m.sampleEventLabel, m.previousWeek, 'aria-current="date"', m.toastTitle]) {
      expect(html).not.toContain(text);
    }
  });
});

describe('the Instagram feed page', () => {
  it('is prerendered with its hero, the search form filled with the default account, the loading status, three placeholders and the setup note', async () => {
    const { instagramMessages: m } = await import('../../../src/data/instagram/index.ts');
    const page = doc('/instagram-feed');
    expect(textOf(page.querySelector('h1'))).toBe('Instagram Feed');
    const username = [...page.querySelectorAll('input')].find((i) => nameOf(page.querySelector(`label[for="${i.id}"]`) ?? i) === m.usernameLabel);
    expect(username?.getAttribute('value')).toBe(content.site.instagram.defaultUsername);
    expect(textOf(page.querySelector('main h2'))).toBe(m.postsHeading(content.site.instagram.defaultUsername));
    expect(textOf(page.querySelector('main [role="status"]'))).toBe(m.loading);
    const placeholders = page.querySelectorAll('[data-placeholder="true"]');
    expect(placeholders).toHaveLength(3);
    for (const p of placeholders) expect(p.querySelectorAll('a, img')).toHaveLength(0);
    expect(textOf(page.querySelector('[role="note"]'))).toContain(m.setupNote);
  });
});

// Each route's head on the fixture project: title and description within the limits, canonical address,
// Open Graph and the X card; and the validator's warnings when an owner's text falls outside the limits.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import type { Route } from '../../../src/content/types.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, SOCIAL_IMAGE, TITLE_MAX } from '../../../src/schema/page-head.ts';
import { BASE, baseFile, editFile, lineOf, makeProject, removeProjects, where } from './project.ts';
import { fixtureContent } from './fixture.ts';

afterAll(removeProjects);

const SITE = 'site.config.yaml';
const ABOUT = 'pages/about.yaml';

/** The content of a `<meta property=...>` (or `name=`) tag of a route. */
const meta = (route: Route, key: string): string | undefined =>
  route.head.find((t) => t.tag === 'meta' && (t.attrs.property === key || t.attrs.name === key))?.attrs.content;

describe('the head of every route', () => {
  it('has a unique title of at most 60 characters and a description of 70-160', async () => {
    const { routes } = await fixtureContent();
    for (const r of routes) {
      expect(r.title.length, r.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(r.description.length, r.description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(r.description.length, r.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });

  it('has its canonical address, Open Graph tags and a large X card, from the site config', async () => {
    const { routes, site } = await fixtureContent();
    for (const r of routes) {
      const url = `${site.siteUrl}${r.path}`;
      expect(r.head.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical')?.attrs.href).toBe(url);
      expect(meta(r, 'og:url')).toBe(url);
      expect(meta(r, 'og:title')).toBe(r.title);
      expect(meta(r, 'og:description')).toBe(r.description);
      expect(meta(r, 'og:type')).toBe('website');
      expect(meta(r, 'og:site_name')).toBe(site.business.name);
      expect(meta(r, 'og:locale')).toBe(site.locale);
      expect(meta(r, 'og:image')).toBe(`${site.siteUrl}${r.preview.src}`);
      expect(meta(r, 'og:image:width')).toBe(String(SOCIAL_IMAGE.width));
      expect(meta(r, 'og:image:height')).toBe(String(SOCIAL_IMAGE.height));
      expect(meta(r, 'twitter:card')).toBe('summary_large_image');
    }
    expect(new Set(routes.map((r) => r.preview.src)).size).toBe(routes.length);
  });

  it("previews show the page's hero, and a town's services above it", async () => {
    const { routes, site, listings } = await fixtureContent();
    const home = routes.find((r) => r.path === '/')!;
    const hero = home.regions.main.find((b) => b.type === 'hero');
    expect(hero?.type).toBe('hero');
    expect(home.preview.card).toMatchObject({ eyebrow: site.business.name, title: hero?.type === 'hero' ? hero.title : '', site: new URL(site.siteUrl).host });
    const town = listings.towns[0]!;
    const card = routes.find((r) => r.path === town.path)!.preview.card;
    for (const key of town.services) expect(card.eyebrow).toContain(site.services.find((s) => s.key === key)!.name);
  });
});

describe('warnings about titles and descriptions', () => {
  it('an owner-written title or description outside the limits is a warning where it is written', async () => {
    const long = `title: ${'A'.repeat(TITLE_MAX + 1)}`;
    const result = await loadContent(makeProject({
      ...editFile(ABOUT, baseFile(ABOUT).split('\n')[0]!, long),
    }));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'TextLength', file: ABOUT, line: 1, column: 8 }]);

    const short = await loadContent(makeProject(editFile(ABOUT, baseFile(ABOUT).split('\n')[1]!, 'description: Too short.')));
    expect(where(short.warnings)).toEqual([{ name: 'TextLength', file: ABOUT, line: 2, column: 14 }]);
  });

  it('two pages with one title: a warning at the second', async () => {
    const home = baseFile('pages/index.yaml').split('\n')[0]!;
    const result = await loadContent(makeProject(editFile(ABOUT, baseFile(ABOUT).split('\n')[0]!, home)));
    expect(where(result.warnings)).toEqual([{ name: 'DuplicateTitle', file: ABOUT, line: 1, column: 8 }]);
  });

  it('patterns that leave town titles too long: one warning at the patterns', async () => {
    const patterns = baseFile(SITE).slice(baseFile(SITE).indexOf('    pageTitle:'));
    const list = patterns.slice(0, patterns.indexOf('    pageDescription:'));
    const result = await loadContent(makeProject(editFile(SITE, list, `    pageTitle: "${'Long words '.repeat(6)}in {town}"\n`)));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'TemplateTextLength', file: SITE, line: lineOf(SITE, '    pageTitle:'), column: 16 }]);
    expect(result.warnings[0]?.message).toMatch(/^3 town pages/);
  });

  it('the base fixture has none', async () => {
    const result = await loadContent(BASE);
    expect(result.warnings).toEqual([]);
  });
});

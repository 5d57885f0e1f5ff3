import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { createContentCache } from '../../../src/content/load.ts';
import type { LoadResult, SiteContent } from '../../../src/content/types.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '../../../src/schema/page-head.ts';
import { BASE, baseFile, lines, makeProject, removeProjects, where, type Where } from './project.ts';

afterAll(removeProjects);

const GREENVILLE = 'pages/towns/greenville.yaml';
const SULPHUR = 'pages/towns/sulphur-springs.yaml';
const COMMERCE = 'pages/towns/commerce.yaml';
const PARTY = 'pages/parties/bachelorette.yaml';

function bundleOf(result: LoadResult): SiteContent {
  if (!result.ok) throw new Error(`expected valid content, got ${JSON.stringify(result.errors, null, 2)}`);
  return result.content;
}

/** Edits one line of a base file; the line numbers of the base file stay valid. */
const edit = (file: string, from: string, to: string): Record<string, string> => {
  const text = baseFile(file);
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  return { [file]: text.replace(from, to) };
};

describe('loadContent on the valid base fixture', () => {
  it('returns the site, every route and the image sizes', async () => {
    const bundle = bundleOf(await loadContent(BASE));
    expect(bundle.routes.map((r) => [r.path, r.kind, r.file])).toEqual([
      ['/', 'page', 'pages/index.yaml'],
      ['/about', 'page', 'pages/about.yaml'],
      ['/parties', 'page', 'pages/parties/index.yaml'],
      ['/parties/bachelorette', 'party', 'pages/parties/bachelorette.yaml'],
      ['/towns', 'page', 'pages/towns/index.yaml'],
      ['/towns/commerce', 'town', 'pages/towns/commerce.yaml'],
      ['/towns/greenville', 'town', GREENVILLE],
      ['/towns/sulphur-springs', 'town', SULPHUR],
    ]);
    expect(bundle.site.business.name).toBe('Test Beauty');
    // A small drawing carries its own form, a data: URL, for the pages where it is on the first screen.
    const drawing = expect.stringMatching(/^data:image\/svg\+xml,%3Csvg /);
    expect(bundle.images).toEqual({
      '/images/hero.svg': { width: 1600, height: 900, inline: drawing },
      // A photo: also served resized, as AVIF and WebP up to its own width.
      '/images/photo.png': { width: 800, height: 600, variants: { base: expect.stringMatching(/^\/_img\/[\w-]{16}$/), widths: [480, 800] } },
      '/images/parties/bachelorette.svg': { width: 640, height: 480, inline: drawing },
      // The town pages' default picture is the hero of every town file that names none.
      '/images/towns/default-hero.svg': { width: 1200, height: 600, inline: drawing },
      '/images/towns/greenville.svg': { width: 800, height: 400, inline: drawing },
    });
  });

  it('accepts population as a number and as text, and always hands on text', async () => {
    const bundle = bundleOf(await loadContent(BASE));
    // The town template shows the population in the sidebar's town info box.
    const population = Object.fromEntries(
      bundle.routes.flatMap((r) => {
        const info = r.regions.aside?.find((b) => b.type === 'info-box' && b.icon === 'map-pin');
        const line = info?.type === 'info-box' ? info.lines[0] : undefined;
        return r.kind === 'town' && line ? [[r.path.replace('/towns/', ''), line.value]] : [];
      }),
    );
    expect(population).toEqual({ commerce: '9,090', greenville: '28,164', 'sulphur-springs': '16,347' });
  });

  it('gives towns and parties a title and a description that name the place and what it offers, within the limits', async () => {
    const bundle = bundleOf(await loadContent(BASE));
    for (const town of bundle.listings.towns) {
      const route = bundle.routes.find((r) => r.path === town.path)!;
      expect(route.title).toContain(`${town.name}, ${bundle.site.business.office.state}`);
      expect(route.description).toContain(`${town.name}, ${town.county} County`);
      // The first service the town gets is named in both.
      const first = bundle.site.services.find((s) => town.services.includes(s.key))!;
      expect(route.title).toContain(first.name);
      expect(route.description).toContain(first.name);
    }
    const party = bundle.routes.find((r) => r.path === '/parties/bachelorette')!;
    expect(party.title).toContain(bundle.listings.parties[0]!.title);
    for (const route of bundle.routes.filter((r) => r.kind !== 'page')) {
      expect(route.title.length, route.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(route.description.length, route.description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(route.description.length, route.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(route.description).not.toContain('…');
    }
  });
});

interface Case {
  name: string;
  files: Record<string, string | null>;
  expected: Where[];
}

/** The line of the base file where `text` first appears (1-based), so cases follow edits to the fixture. */
const lineOf = (file: string, text: string): number => baseFile(file).split('\n').findIndex((l) => l.includes(text)) + 1;

const cases: Case[] = [
  {
    name: 'YAML indentation error',
    files: { 'pages/about.yaml': lines('title: About', 'description: x', 'blocks:', '  - type: text', '    body: hi', '  heading: Oops') },
    expected: [{ name: 'YamlIndentation', file: 'pages/about.yaml', line: 6, column: 1 }],
  },
  {
    name: 'tab used for indentation',
    files: { 'pages/about.yaml': lines('title: About', '\tdescription: x') },
    expected: [{ name: 'YamlTab', file: 'pages/about.yaml', line: 2, column: 1 }],
  },
  {
    name: 'duplicate key (the rest of the file is still validated)',
    files: { 'pages/about.yaml': lines('title: About', 'description: x', 'title: Again', 'blocks: []') },
    expected: [
      { name: 'DuplicateKey', file: 'pages/about.yaml', line: 3, column: 1 },
      { name: 'InvalidValue', file: 'pages/about.yaml', line: 4, column: 9 },
    ],
  },
  {
    name: 'unknown key with a did-you-mean (the required key it misspells is not reported again)',
    files: edit(GREENVILLE, 'description:', 'descripton:'),
    expected: [{ name: 'UnknownKey', file: GREENVILLE, line: 3, column: 1 }],
  },
  {
    name: 'missing key, reported at the mapping that lacks it',
    files: edit(PARTY, '    price: Starting at $300\n', ''),
    expected: [{ name: 'MissingKey', file: PARTY, line: 8, column: 5 }],
  },
  {
    name: 'missing key at the top of a file',
    files: edit(GREENVILLE, 'county: Hunt\n', ''),
    expected: [{ name: 'MissingKey', file: GREENVILLE, line: 1, column: 1 }],
  },
  {
    name: 'wrong type: text where a list is expected',
    files: edit(GREENVILLE, 'attractions:\n  - Historic Downtown', 'attractions: Historic Downtown\n# (was a list)'),
    expected: [{ name: 'InvalidType', file: GREENVILLE, line: 5, column: 14 }],
  },
  {
    name: 'boolean written as yes',
    files: edit(GREENVILLE, 'teethWhitening: true', 'teethWhitening: yes'),
    expected: [{ name: 'InvalidType', file: GREENVILLE, line: 8, column: 19 }],
  },
  {
    name: 'county: Dallas (not a county of site.config.yaml)',
    files: edit(GREENVILLE, 'county: Hunt', 'county: Dallas'),
    expected: [{ name: 'UnknownCounty', file: GREENVILLE, line: 2, column: 9 }],
  },
  {
    name: 'misspelled service key in a town',
    files: edit(GREENVILLE, 'permanentJewelry: true', 'permanentJewlery: true'),
    expected: [{ name: 'UnknownService', file: GREENVILLE, line: 10, column: 3 }],
  },
  {
    name: 'a service-areas block filtered by a service the site does not have',
    files: { 'pages/about.yaml': lines('title: About', 'description: x', 'blocks:', '  - type: service-areas', '    id: faq', '    service: toothGem') },
    expected: [{ name: 'UnknownService', file: 'pages/about.yaml', line: 6, column: 14 }],
  },
  {
    name: 'two services with one name',
    files: edit('site.config.yaml', 'name: Tooth Gems', 'name: Teeth Whitening'),
    expected: [{ name: 'DuplicateName', file: 'site.config.yaml', line: lineOf('site.config.yaml', 'name: Tooth Gems'), column: 11 }],
  },
  {
    name: 'a town that names itself as a neighbour',
    files: edit(GREENVILLE, '  - Commerce', '  - Greenville'),
    expected: [{ name: 'SelfNeighbour', file: GREENVILLE, line: 13, column: 5 }],
  },
  {
    name: 'a booking link to a service the form does not offer',
    files: edit('pages/index.yaml', 'href: /about?from=home#top', 'href: /about?service=tooth-gem#top'),
    expected: [{ name: 'UnknownBookingChoice', file: 'pages/index.yaml', line: 20, column: 17 }],
  },
  {
    name: 'a booking link to a package the party does not have',
    files: edit('pages/index.yaml', 'href: /about?from=home#top', 'href: /about?service=bachelorette&package=bride#top'),
    expected: [{ name: 'UnknownBookingChoice', file: 'pages/index.yaml', line: 20, column: 17 }],
  },
  {
    name: 'a town file named with a dot (one slug rule: "Mt. Pleasant" -> mt-pleasant.yaml)',
    files: { 'pages/towns/mt.-pleasant.yaml': baseFile(COMMERCE).replace('name: Commerce', 'name: Mt. Pleasant').replace('  - Sulphur Springs\n', '') },
    expected: [{ name: 'InvalidFileName', file: 'pages/towns/mt.-pleasant.yaml', line: 1, column: 1 }],
  },
  {
    name: 'unknown block type',
    files: edit('pages/index.yaml', '  - type: text', '  - type: txt'),
    expected: [{ name: 'UnknownBlockType', file: 'pages/index.yaml', line: 21, column: 11 }],
  },
  {
    name: 'bad field inside a known block: only that block’s own problem',
    files: edit('pages/index.yaml', 'size: large', 'size: huge'),
    expected: [{ name: 'InvalidEnumValue', file: 'pages/index.yaml', line: 7, column: 11 }],
  },
  {
    name: 'block without a type',
    files: edit('pages/index.yaml', '  - type: text\n    body:', '  - body:'),
    expected: [{ name: 'UnknownBlockType', file: 'pages/index.yaml', line: 21, column: 5 }],
  },
  {
    name: 'navigation item with neither href nor children',
    files: edit('site.config.yaml', '  - label: About\n    href: /about\n', '  - label: About\n'),
    expected: [{ name: 'MissingKey', file: 'site.config.yaml', line: lineOf('site.config.yaml', '  - label: About'), column: 5 }],
  },
  {
    name: 'a value starting with * (an alias to an anchor that does not exist)',
    files: edit('pages/about.yaml', 'body: We are a test.', 'body: *story'),
    expected: [{ name: 'YamlUnquotedValue', file: 'pages/about.yaml', line: 7, column: 11 }],
  },
  {
    name: 'neighbouring town that has no page',
    files: edit(GREENVILLE, '  - Commerce', '  - Atlantis'),
    expected: [{ name: 'UnknownTown', file: GREENVILLE, line: 13, column: 5 }],
  },
  {
    name: 'town name that does not match its file',
    files: edit(GREENVILLE, 'name: Greenville', 'name: Green Ville'),
    expected: [{ name: 'TownNameMismatch', file: GREENVILLE, line: 1, column: 7 }],
  },
  {
    name: 'two towns with the same name',
    files: { 'pages/towns/greenville-east.yaml': baseFile(GREENVILLE) },
    expected: [{ name: 'DuplicateTown', file: 'pages/towns/greenville-east.yaml', line: 1, column: 7 }],
  },
  {
    name: 'duplicate route: about.yaml and about/index.yaml',
    files: { 'pages/about/index.yaml': baseFile('pages/about.yaml') },
    expected: [{ name: 'DuplicateRoute', file: 'pages/about/index.yaml', line: 1, column: 1 }],
  },
  {
    name: 'reserved route /404',
    files: { 'pages/404.yaml': baseFile('pages/about.yaml') },
    expected: [{ name: 'ReservedRoute', file: 'pages/404.yaml', line: 1, column: 1 }],
  },
  {
    name: 'invalid file name',
    files: { 'pages/Gift Cards.yaml': baseFile('pages/about.yaml') },
    expected: [{ name: 'InvalidFileName', file: 'pages/Gift Cards.yaml', line: 1, column: 1 }],
  },
  {
    name: 'misnamed town file: one error, and links to the town it should be still resolve',
    files: { [GREENVILLE]: null, 'pages/towns/Greenville.yaml': baseFile(GREENVILLE) },
    expected: [{ name: 'InvalidFileName', file: 'pages/towns/Greenville.yaml', line: 1, column: 1 }],
  },
  {
    name: 'broken internal link in a block',
    files: edit('pages/index.yaml', 'href: /about?from=home#top', 'href: /abuot#top'),
    expected: [{ name: 'BrokenLink', file: 'pages/index.yaml', line: 20, column: 17 }],
  },
  {
    name: 'broken internal link in site.config.yaml',
    files: edit('site.config.yaml', 'faqHref: /about#faq', 'faqHref: /faq'),
    expected: [{ name: 'BrokenLink', file: 'site.config.yaml', line: lineOf('site.config.yaml', 'faqHref: /about#faq'), column: 12 }],
  },
  {
    name: 'events.timeoutMs not longer than the relay deadline (2500 ms by default) plus a second',
    files: edit('site.config.yaml', 'timeoutMs: 8000\n  relayCacheSeconds', 'timeoutMs: 3000\n  relayCacheSeconds'),
    expected: [{ name: 'InvalidValue', file: 'site.config.yaml', line: lineOf('site.config.yaml', 'timeoutMs: 8000'), column: 14 }],
  },
  {
    name: 'an allowed Instagram username that Instagram would not accept',
    files: edit('site.config.yaml', 'defaultUsername: test.account', 'defaultUsername: test.account\n  allowedUsernames: [good.one, "bad name"]'),
    expected: [{ name: 'InvalidValue', file: 'site.config.yaml', line: lineOf('site.config.yaml', 'defaultUsername: test.account') + 1, column: 32 }],
  },
  {
    name: 'missing image',
    files: edit('pages/index.yaml', 'src: /images/photo.png', 'src: /images/photo.jpg'),
    expected: [{ name: 'MissingImage', file: 'pages/index.yaml', line: 16, column: 16 }],
  },
  {
    name: 'missing default town hero (used by towns without heroImage)',
    files: { 'public/images/towns/default-hero.svg': null },
    expected: [{ name: 'MissingImage', file: 'pages/towns/commerce.yaml', line: 1, column: 1 }],
  },
  {
    name: 'SVG without width, height or viewBox',
    files: { 'public/images/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>\n' },
    expected: [{ name: 'InvalidImage', file: 'pages/index.yaml', line: 6, column: 12 }],
  },
  {
    name: 'empty page file',
    files: { 'pages/about.yaml': '# to do\n' },
    expected: [{ name: 'InvalidType', file: 'pages/about.yaml', line: 1, column: 1 }],
  },
  {
    name: 'no site.config.yaml',
    files: { 'site.config.yaml': null },
    expected: [{ name: 'MissingFile', file: 'site.config.yaml', line: 1, column: 1 }],
  },
];

describe('loadContent on one broken thing at a time', () => {
  it.each(cases)('$name', async ({ files, expected }) => {
    const result = await loadContent(makeProject(files));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : where(result.errors)).toEqual(expected);
  });

  it('reports a missing pages/ folder without throwing', async () => {
    const result = await loadContent(makeProject({ pages: null }));
    expect(result.ok ? [] : where(result.errors)).toContainEqual({ name: 'MissingFile', file: 'pages', line: 1, column: 1 });
  });
});

describe('loadContent with several problems', () => {
  it('reports all of them, sorted by file, line and column', async () => {
    const result = await loadContent(makeProject({
      ...edit('site.config.yaml', 'zip: "75401"', 'zip: 75401'),
      'pages/about.yaml': lines('title: About', 'description: x', 'blocks:', '  - type: cta', '    heading: Go', '    action:', '      label: Go', '      href: /nowhere', '    colour: pink'),
    }));
    expect(result.ok ? [] : where(result.errors)).toEqual([
      { name: 'BrokenLink', file: 'pages/about.yaml', line: 8, column: 13 },
      { name: 'UnknownKey', file: 'pages/about.yaml', line: 9, column: 5 },
      { name: 'InvalidType', file: 'site.config.yaml', line: 11, column: 10 },
    ]);
  });

  it('acceptance: a town with four mistakes and a page with bad indentation give exactly five errors', async () => {
    const town = lines(
      '# Sulphur Springs, the Hopkins County seat.',
      'name: Sulphur Springs',
      'county: Dallas',
      'descripton: |',
      '  Sulphur Springs is built around a downtown square.',
      'population: "16,347"',
      'services:',
      '  teethWhitening: yes',
      '  toothGems: true',
      '  permanentJewelry: true',
      '  parties: true',
      'neighboringTowns:',
      '  - Greenville',
      '  - Atlantis',
    );
    const about = lines('title: About', 'description: x', 'blocks:', '  - type: text', '    id: faq', '   heading: About us', '    body: hi');
    const result = await loadContent(makeProject({ [SULPHUR]: town, 'pages/about.yaml': about }));
    expect(result.ok ? [] : where(result.errors)).toEqual([
      { name: 'YamlIndentation', file: 'pages/about.yaml', line: 6, column: 1 },
      { name: 'UnknownCounty', file: SULPHUR, line: 3, column: 9 },
      { name: 'UnknownKey', file: SULPHUR, line: 4, column: 1 },
      { name: 'InvalidType', file: SULPHUR, line: 8, column: 19 },
      { name: 'UnknownTown', file: SULPHUR, line: 14, column: 5 },
    ]);
    if (result.ok) return;
    // The owner is told what is allowed, and the likely fix.
    expect(result.errors[1]?.message).toContain('Hunt, Hopkins');
    expect(result.errors[2]?.hint).toContain('"description"');
    expect(result.errors[3]?.hint).toContain('true or false');
  });
});

describe('loading again in one process (the studio, npm run dev)', () => {
  it('sees every change of a file: a file parsed once is parsed again when its text changes', async () => {
    const root = makeProject();
    const town = `${root}/${GREENVILLE}`;
    const { readFileSync, writeFileSync } = await import('node:fs');
    const good = readFileSync(town, 'utf8');
    // One cache across the loads, as the studio keeps one.
    const cache = createContentCache();
    expect((await loadContent(root, { cache })).ok).toBe(true);
    writeFileSync(town, good.replace(/^county: .*$/m, 'county: Nowhere'));
    const broken = await loadContent(root, { cache });
    expect(broken.ok ? [] : broken.errors.map((e) => e.file)).toContain(GREENVILLE);
    writeFileSync(town, good);
    expect((await loadContent(root, { cache })).ok).toBe(true);
    // Another project with the same file under the same name, but another text, is read as its own.
    const other = makeProject({ [GREENVILLE]: good.replace(/^county: .*$/m, 'county: Elsewhere') });
    const otherResult = await loadContent(other, { cache });
    expect(otherResult.ok ? [] : otherResult.errors.map((e) => e.file)).toContain(GREENVILLE);
    expect((await loadContent(root, { cache })).ok).toBe(true);
  });
});

// Counties and services are defined once in site.config.yaml; town files, pages and booking links are
// checked against them. Cross-checks that only warn are printed and publish anyway.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import type { LoadResult } from '../../../src/content/types.ts';
import { baseFile, editFile, lineOf, lines, makeProject, removeProjects, where } from './project.ts';

afterAll(removeProjects);

const SITE = 'site.config.yaml';
const GREENVILLE = 'pages/towns/greenville.yaml';
const COMMERCE = 'pages/towns/commerce.yaml';
const SULPHUR = 'pages/towns/sulphur-springs.yaml';

const errorsOf = (result: LoadResult) => (result.ok ? [] : result.errors);

/** A town file made from Commerce's: its name, county and neighbours replaced. */
const town = (name: string, county: string, neighbours: string[] = []): string =>
  baseFile(COMMERCE)
    .replace('name: Commerce', `name: ${name}`)
    .replace('county: Hunt', `county: ${county}`)
    // A town of its own words: a copy of another town's text is a similarity warning (see town-similarity.ts).
    .replace(/^description: .*$/m, `description: ${name} sits by a lake, where brides book summer parties on the shore.`)
    .replace(/^travelNote: .*$/m, `travelNote: ${name} is a short drive along the county road.`)
    .replace(/^questions:\n(?: {2}- .*\n(?: {4}.*\n)*)*/m, '')
    .replace(/neighboringTowns:\n(?: {2}- .*\n)*/, neighbours.length ? `neighboringTowns:\n${neighbours.map((n) => `  - ${n}\n`).join('')}` : '');

describe('owner mistakes against the vocabulary get a precise message', () => {
  it('a misspelled county names the counties of site.config.yaml and the likely one', async () => {
    const result = await loadContent(makeProject(editFile(GREENVILLE, 'county: Hunt', 'county: Hopkin')));
    const [error] = errorsOf(result);
    expect(error).toMatchObject({ name: 'UnknownCounty', file: GREENVILLE, line: 2, column: 9 });
    expect(error?.message).toBe('county must be one of Hunt, Hopkins; got "Hopkin".');
    expect(error?.hint).toBe('did you mean "Hopkins"?');
  });

  it('a county that is nowhere near says where counties are added', async () => {
    const [error] = errorsOf(await loadContent(makeProject(editFile(GREENVILLE, 'county: Hunt', 'county: Van Zandt'))));
    expect(error?.hint).toContain('add it under counties: in site.config.yaml');
  });

  it('a misspelled service key is pointed at the key, with the service keys and the likely one', async () => {
    const [error] = errorsOf(await loadContent(makeProject(editFile(GREENVILLE, 'toothGems: true', 'toothgem: true'))));
    expect(error).toMatchObject({ name: 'UnknownService', file: GREENVILLE, line: 9, column: 3, endColumn: 11 });
    expect(error?.message).toContain('teethWhitening, toothGems, permanentJewelry, parties');
    expect(error?.hint).toBe('did you mean "toothGems"?');
  });

  it('a booking link names the choices the form has', async () => {
    const [error] = errorsOf(await loadContent(makeProject(editFile('pages/index.yaml', 'href: /about?from=home#top', 'href: /about?service=bachelorete#book'))));
    expect(error?.message).toContain('the service "bachelorete"');
    expect(error?.message).toContain('teeth-whitening, tooth-gems, permanent-jewelry, bachelorette');
    expect(error?.hint).toBe('did you mean "bachelorette"?');
  });
});

describe('one slug rule', () => {
  it('"Mt. Pleasant" lives in mt-pleasant.yaml, and a neighbour links to /towns/mt-pleasant', async () => {
    const result = await loadContent(makeProject({
      'pages/towns/mt-pleasant.yaml': town('Mt. Pleasant', 'Hopkins', ['Sulphur Springs']),
      ...editFile(SULPHUR, '  - Commerce\n', '  - Commerce\n  - Mt. Pleasant\n'),
    }));
    expect(errorsOf(result)).toEqual([]);
    expect(result.warnings).toEqual([]);
    if (!result.ok) return;
    const sulphur = result.content.routes.find((r) => r.path === '/towns/sulphur-springs');
    const chips = sulphur?.regions.main.find((b) => b.type === 'link-chips');
    expect(chips?.type === 'link-chips' && chips.links.map((l) => l.href)).toContain('/towns/mt-pleasant');
  });

  it('a file named after the name another way is told the one right name', async () => {
    const result = await loadContent(makeProject({ 'pages/towns/mt-pleasent.yaml': town('Mt. Pleasant', 'Hopkins') }));
    const [error] = errorsOf(result);
    expect(error).toMatchObject({ name: 'TownNameMismatch', file: 'pages/towns/mt-pleasent.yaml' });
    expect(error?.hint).toContain('mt-pleasant.yaml');
  });
});

describe('cross-checks that warn and publish', () => {
  it('a neighbour that does not name the town back is a warning where it is written', async () => {
    const result = await loadContent(makeProject(editFile(COMMERCE, '  - Sulphur Springs\n', '')));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'OneWayNeighbour', file: SULPHUR, line: lineOf(SULPHUR, '  - Commerce'), column: 5 }]);
    expect(result.warnings[0]?.hint).toBe(`add "- Sulphur Springs" under neighboringTowns in ${COMMERCE}, or remove this line.`);
  });

  it('a menu link or link chip that says only "Read more" is a warning at its label; a card link is not', async () => {
    const chips = lines('title: About | Test Beauty', 'description: About the test site, the people behind it and the questions clients ask before booking.',
      'blocks:', '  - type: link-chips', '    heading: Nearby', '    links:', '      - label: Click here', '        href: /towns');
    const result = await loadContent(makeProject({
      ...editFile(SITE, '  - label: About\n', '  - label: Read more\n'),
      'pages/about.yaml': chips,
    }));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([
      { name: 'GenericLinkText', file: 'pages/about.yaml', line: 7, column: 16 },
      { name: 'GenericLinkText', file: SITE, line: lineOf(SITE, '  - label: About'), column: 12 },
    ]);
    // The fixture's home page has a card whose link says "Learn more": the card's title is added to it.
    expect(baseFile('pages/index.yaml')).toMatch(/label: Learn more/);
  });

  it("a town's coordinates far from the office (a mistyped digit) are a warning at them, with how to read them off a map", async () => {
    const result = await loadContent(makeProject(editFile(COMMERCE, 'coordinates: { lat: 33.2471, lng: -95.9000 }', 'coordinates: { lat: 23.2471, lng: -95.9000 }')));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'FarTown', file: COMMERCE, line: lineOf(COMMERCE, 'coordinates:'), column: 14 }]);
    expect(result.warnings[0]?.message).toMatch(/^these coordinates \(lat 23\.2471, lng -95\.9\) put the town about [\d,]+ road miles from the office/);
    expect(result.warnings[0]?.hint).toContain('not swapped');
  });

  it('towns with coordinates while the office has none are a warning at the office', async () => {
    const result = await loadContent(makeProject(editFile(SITE, '    coordinates: { lat: 33.1384, lng: -96.1108 }\n', '')));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'OfficeNotPlaced', file: SITE, line: lineOf(SITE, '  office:'), column: 3 }]);
    expect(result.warnings[0]?.message).toContain(COMMERCE);
  });

  it('a county with no towns is a warning at the county', async () => {
    const result = await loadContent(makeProject(editFile(SITE, '  - name: Hopkins\n', '  - name: Hopkins\n  - name: Van Zandt\n')));
    expect(result.ok).toBe(true);
    expect(where(result.warnings)).toEqual([{ name: 'EmptyCounty', file: SITE, line: lineOf(SITE, '  - name: Hopkins') + 1, column: 11 }]);
  });

  it('a town without a page that has one now is a warning, and the lists name it once, as a link', async () => {
    const result = await loadContent(makeProject(editFile(SITE, '      - Quinlan\n', '      - Quinlan\n      - Commerce\n')));
    expect(where(result.warnings)).toEqual([{ name: 'TownHasPage', file: SITE, line: lineOf(SITE, '      - Quinlan') + 1, column: 9 }]);
    expect(result.warnings[0]?.message).toContain(COMMERCE);
    if (!result.ok) throw new Error('expected valid content');
    const hub = result.content.routes.find((r) => r.path === '/towns');
    const directory = hub?.regions.main.find((b) => b.type === 'town-directory');
    if (directory?.type !== 'town-directory') throw new Error('no town directory');
    const hunt = directory.counties.find((c) => c.county === 'Hunt');
    expect(hunt?.towns.map((t) => t.name)).toContain('Commerce');
    expect(hunt?.otherTowns).toEqual(['Quinlan']);
  });

  it('a new county with one town is listed without code changes or warnings', async () => {
    const result = await loadContent(makeProject({
      ...editFile(SITE, '  - name: Hopkins\n', '  - name: Hopkins\n  - name: Van Zandt\n'),
      'pages/towns/canton.yaml': town('Canton', 'Van Zandt'),
    }));
    expect(errorsOf(result)).toEqual([]);
    expect(result.warnings).toEqual([]);
    if (!result.ok) return;
    expect(result.content.listings.towns.find((t) => t.name === 'Canton')).toMatchObject({ county: 'Van Zandt', path: '/towns/canton' });
    const canton = result.content.routes.find((r) => r.path === '/towns/canton');
    const hero = canton?.regions.top?.find((b) => b.type === 'hero');
    expect(hero?.type === 'hero' && hero.subtitle).toContain('Van Zandt');
  });
});

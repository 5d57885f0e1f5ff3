// A load that keeps what the last one found (the studio's checks as the owner types: a content cache) gives
// exactly what a fresh, full load of the same files gives: the same errors, warnings, sources and routes,
// after every kind of edit (a town's text, name, county, services or neighbours, a page, a party, the site
// config, files changed, added or removed on disk).
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { generateTowns } from '../../../bench/generate-towns.ts';
import { createContentCache, type Overlay } from '../../../src/content/load.ts';
import type { LoadResult } from '../../../src/content/types.ts';
import { loadContent } from '../../../src/site/content.ts';
import { FIXTURE_ROOT } from '../../support/built-sites.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const GREENVILLE = 'pages/towns/greenville.yaml';
const COMMERCE = 'pages/towns/commerce.yaml';
const GENERATED = 'pages/towns/lone-oak-1.yaml';
const NEIGHBOUR = 'pages/towns/pecan-gap-2.yaml';
const SITE = 'site.config.yaml';

/** Everything a load gives, as plain data (routes as JSON, so a difference names its route). */
const shape = (result: LoadResult) => ({
  ok: result.ok,
  errors: result.ok ? [] : result.errors,
  warnings: result.warnings,
  sources: Object.fromEntries(result.sources),
  routes: result.ok ? result.content.routes.map((r) => `${r.path} ${JSON.stringify(r)}`) : [],
  rest: result.ok ? JSON.stringify({ ...result.content, routes: undefined }) : '',
});

/**
 * The fixture site with thirty towns made as the benchmarks make them (which name their neighbours), in a
 * scratch folder, and the edits to make to it one after the other.
 */
function scenario() {
  const root = mkdtempSync(join(tmpdir(), 'incremental-load-'));
  roots.push(root);
  const read = (file: string): string => readFileSync(join(root, file), 'utf8');
  /** The file's text with its data changed by `edit`. */
  const edited = (file: string, edit: (data: Record<string, unknown>) => void): string => {
    const data = parse(read(file)) as Record<string, unknown>;
    edit(data);
    return stringify(data, { lineWidth: 0 });
  };
  for (const part of ['site.config.yaml', 'pages', 'public']) cpSync(join(FIXTURE_ROOT, part), join(root, part), { recursive: true });
  generateTowns(root, 30);
  const counties = (parse(read(SITE)) as { counties: Array<{ name: string }> }).counties.map((c) => c.name);
  const otherCounty = (file: string) => counties.find((c) => c !== (parse(read(file)) as { county: string }).county)!;
  let removed = '';
  const steps: Array<[string, () => Overlay | undefined]> = [
    ['nothing changed', () => undefined],
    ["a town's text", () => new Map([[GREENVILLE, edited(GREENVILLE, (d) => (d.description = `${String(d.description)} We bring the lights.`))]])],
    ["a town's text copied from another", () => new Map([[GREENVILLE, edited(GREENVILLE, (d) => (d.description = (parse(read(COMMERCE)) as { description: string }).description))]])],
    ["a generated town's name", () => new Map([[GENERATED, edited(GENERATED, (d) => (d.name = 'Lone Oak 1x'))]])],
    ["a generated town's county", () => new Map([[GENERATED, edited(GENERATED, (d) => (d.county = otherCounty(GENERATED)))]])],
    ["a town's services", () => new Map([[GENERATED, edited(GENERATED, (d) => (d.services = Object.fromEntries(Object.keys(d.services as object).map((k) => [k, false]))))]])],
    ['a neighbour taken off', () => new Map([[GENERATED, edited(GENERATED, (d) => (d.neighboringTowns = []))]])],
    ['a neighbour added', () => new Map([[GENERATED, edited(GENERATED, (d) => (d.neighboringTowns = [...(d.neighboringTowns as string[]), 'Greenville']))]])],
    ['an unknown neighbour', () => new Map([[NEIGHBOUR, edited(NEIGHBOUR, (d) => (d.neighboringTowns = ['Nowhere At All']))]])],
    ["a page's title", () => new Map([['pages/about.yaml', edited('pages/about.yaml', (d) => (d.title = 'About the studio on wheels'))]])],
    ["a party's title", () => new Map([['pages/parties/birthday.yaml', edited('pages/parties/birthday.yaml', (d) => (d.title = 'Birthday Glow Party'))]])],
    ['a broken town file', () => new Map([[GREENVILLE, `${read(GREENVILLE)}\n  broken: [`]])],
    ['a file changed on disk', () => {
      writeFileSync(join(root, GREENVILLE), read(GREENVILLE).replace(/^population: .*$/m, 'population: "41,234"'));
      return undefined;
    }],
    ['the same file changed again, to the same size', () => {
      writeFileSync(join(root, GREENVILLE), read(GREENVILLE).replace(/^population: .*$/m, 'population: "41,235"'));
      return undefined;
    }],
    ['a town added and one removed on disk', () => {
      writeFileSync(join(root, 'pages/towns/zed-town.yaml'), edited(GENERATED, (d) => (d.name = 'Zed Town')));
      removed = read(NEIGHBOUR);
      unlinkSync(join(root, NEIGHBOUR));
      return undefined;
    }],
    ['the removed town back', () => {
      writeFileSync(join(root, NEIGHBOUR), removed);
      return undefined;
    }],
    ['a draft of a new town', () => new Map([['pages/towns/new-hope.yaml', edited(COMMERCE, (d) => Object.assign(d, { name: 'New Hope', neighboringTowns: [] }))]])],
    ["the business's name", () => new Map([[SITE, edited(SITE, (d) => ((d.business as { name: string }).name = 'Glow & Go Mobile'))]])],
    ["a heading of the towns' pages", () => new Map([[SITE, edited(SITE, (d) => ((d.templates as { town: { welcomeHeading: string } }).town.welcomeHeading = 'Hello there, {town}!'))]])],
    ['a town with a page listed under other towns', () => new Map([[SITE, edited(SITE, (d) => (d.counties as Array<{ otherTowns: string[] }>)[0]!.otherTowns.push('Greenville'))]])],
    ['a county renamed', () => new Map([[SITE, edited(SITE, (d) => ((d.counties as Array<{ name: string }>)[0]!.name = 'Huntington'))]])],
    ['a broken site config', () => new Map([[SITE, `${read(SITE)}\nbusiness: [`]])],
    ['the files on disk again', () => undefined],
  ];
  return { root, steps };
}

it('gives what a full load gives, edit after edit, at thirty towns', async () => {
  const { root, steps } = scenario();
  const cache = createContentCache();
  for (const [step, change] of steps) {
    const overlay = change();
    const kept = shape(await loadContent(root, { overlay, cache }));
    // Without a cache the load shares nothing with the one above: every file is read and parsed again.
    const full = shape(await loadContent(root, { overlay }));
    expect(kept, step).toEqual(full);
  }
}, 30_000);

it('gives what a full load gives when the pages of the loads between were not read', async () => {
  // A check reads every route's title and description but makes only the page it shows: a route whose
  // other parts were never made is made again after a change they could show (a town's name in the lists).
  const { root, steps } = scenario();
  const cache = createContentCache();
  for (const [i, [step, change]] of steps.entries()) {
    const overlay = change();
    const result = await loadContent(root, { overlay, cache });
    if (i % 2 === 0) {
      if (result.ok) expect(result.content.routes.every((r) => r.title.length > 0)).toBe(true);
      continue;
    }
    expect(shape(result), step).toEqual(shape(await loadContent(root, { overlay })));
  }
}, 30_000);

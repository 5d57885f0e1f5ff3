// A build after a build takes the routes the last build made (src/content/route-cache.ts) for the pages whose
// inputs did not change: they are the routes assembling gives, with the same digests (so the page cache finds
// their pages); a changed file, a changed site config, another version of the code, and new lists of towns
// for the pages that show them are assembled again.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { generateTowns } from '../../../bench/generate-towns.ts';
import { routeDigest, RouteStore } from '../../../src/content/route-cache.ts';
import type { Route } from '../../../src/content/types.ts';
import { loadContent } from '../../../src/site/content.ts';
import { FIXTURE_ROOT } from '../../support/built-sites.ts';

const root = mkdtempSync(join(tmpdir(), 'route-cache-'));
cpSync(FIXTURE_ROOT, root, { recursive: true, filter: (src) => !src.includes('.cache') });
generateTowns(root, readdirSync(join(root, 'pages/towns')).length + 2);
const folder = join(root, '.cache/routes');
const GREENVILLE = 'pages/towns/greenville.yaml';
const files = [GREENVILLE, 'site.config.yaml'];
const originals = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

afterEach(() => {
  for (const [file, text] of originals) writeFileSync(join(root, file), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The lists of towns and parties of the last load. */
let lastListings: unknown;

async function routesOf(keep: boolean, code = 'code-1'): Promise<Route[]> {
  const routes = keep ? new RouteStore(folder, code) : undefined;
  const result = await loadContent(root, { kept: { routes } });
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  routes?.save();
  lastListings = result.content.listings;
  return result.content.routes;
}

/** A build's load: routes kept on disk; with the lists of towns and parties it gave. */
const build = async (code?: string) => Object.assign(await routesOf(true, code), { listings: lastListings });
/** A load that keeps nothing: every route assembled. */
const fresh = () => routesOf(false);

/** Whether the route is the kept one (its blocks read from its file when asked for). */
const isKept = (route: Route): boolean => Object.getOwnPropertyDescriptor(route, 'regions')?.get !== undefined;
/** The route as data, whatever the order of its fields. */
const data = (route: Route) => JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(route).sort(([a], [b]) => (a < b ? -1 : 1))))) as unknown;

/** The routes, and the lists of the load that gave them, are those of the load that gave `expected` (the last). */
function expectSame(routes: Route[], expected: Route[], listings = lastListings): void {
  expect(routes.map((r) => r.path)).toEqual(expected.map((r) => r.path));
  expect(listings).toEqual(lastListings);
  routes.forEach((route, i) => {
    expect(data(route), route.path).toEqual(data(expected[i]!));
    // Field for field in the same order: what is written of it (the live pages' kit) is the same bytes.
    expect(JSON.stringify(route), route.path).toBe(JSON.stringify(expected[i]));
    expect(routeDigest(route), route.path).toBe(routeDigest(expected[i]!));
  });
}

it('gives the routes assembling gives, taking the kept ones whose inputs did not change', async () => {
  const cold = await build();
  expect(cold.some(isKept)).toBe(false);
  expectSame(cold, await fresh());

  const warm = await build();
  expect(warm.every(isKept)).toBe(true);
  // Its entries were not checked against their schemas again: what the lists show of them was kept.
  const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as { checked: Record<string, { place?: unknown }> };
  expect(index.checked[GREENVILLE]?.place).toMatchObject({ name: 'Greenville' });
  expectSame(warm, await fresh());

  // One town's text changes: that town is assembled again, the others are kept.
  writeFileSync(join(root, GREENVILLE), originals.get(GREENVILLE)!.replace('description: |\n  ', 'description: |\n  A brand new welcome to Greenville. '));
  const edited = await build();
  expect(edited.filter((r) => !isKept(r)).map((r) => r.file)).toEqual([GREENVILLE]);
  expectSame(edited, await fresh());

  // The site config changes: every page is assembled again.
  writeFileSync(join(root, 'site.config.yaml'), originals.get('site.config.yaml')!.replace(/^(\s*phone: ).*$/m, '$1"(903) 555-0199"'));
  const site = await build();
  expect(site.some(isKept)).toBe(false);
  expectSame(site, await fresh());
});

it('assembles again the pages that read the lists when they change, everything when a town is added, and nothing kept under another code version', async () => {
  await build();
  // Greenville no longer offers tooth gems: the lists of towns change, not the towns' names. Greenville and
  // the pages that show those lists are assembled again; the other towns' pages are kept.
  writeFileSync(join(root, GREENVILLE), originals.get(GREENVILLE)!.replace('  toothGems: true', '  toothGems: false'));
  const listed = await build();
  const again = listed.filter((r) => !isKept(r));
  expect(again.map((r) => r.file)).toContain(GREENVILLE);
  expect(again.map((r) => r.path)).toContain('/towns');
  expect(listed.filter((r) => r.kind === 'town' && r.file !== GREENVILLE).every(isKept)).toBe(true);
  expectSame(listed, await fresh());

  // A town added: every page's graph names the business, whose node names the towns, so all are made again.
  const towns = new Set(readdirSync(join(root, 'pages/towns')));
  generateTowns(root, towns.size + 1);
  const newTown = readdirSync(join(root, 'pages/towns')).find((f) => !towns.has(f))!;
  const added = await build();
  expect(added.some(isKept)).toBe(false);
  expectSame(added, await fresh());

  await build();
  const other = await build('code-2');
  expect(other.some(isKept)).toBe(false);

  // The town removed again: its route is no longer kept.
  generateTowns(root, towns.size);
  await build('code-2');
  const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as { entries: Record<string, unknown> };
  expect(Object.keys(index.entries)).toContain(GREENVILLE);
  expect(Object.keys(index.entries)).not.toContain(`pages/towns/${newTown}`);
});

it('two builds at once each read their kept routes whole while the other replaces the file they were kept in', async () => {
  await build();
  // Both open what the last build kept; then each makes one route again (Greenville changed) and saves, the
  // first removing the file both began from before the second has read a route of it.
  const [first, second] = [new RouteStore(folder, 'code-1'), new RouteStore(folder, 'code-1')];
  writeFileSync(join(root, GREENVILLE), originals.get(GREENVILLE)!.replace('description: |\n  ', 'description: |\n  Two builds at once. '));
  const one = await loadContent(root, { kept: { routes: first } });
  first.save();
  const two = await loadContent(root, { kept: { routes: second } });
  second.save();
  if (!one.ok || !two.ok) throw new Error('the content loads');
  const expected = await fresh();
  for (const routes of [one.content.routes, two.content.routes, await build()]) {
    expect(routes.filter(isKept).length, 'most routes were kept').toBeGreaterThan(routes.length / 2);
    expect(routes.map(data)).toEqual(expected.map(data));
  }
});

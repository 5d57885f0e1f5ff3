// A build after a build reads the files whose text did not change from the parses the last build kept
// (src/content/parse-cache.ts): it gives exactly what parsing them gives (the data, the warnings at their
// lines and columns), parses again a file whose text changed, reads none of the kept parses under another
// version of the code, and forgets the files that are gone.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { generateTowns } from '../../../bench/generate-towns.ts';
import { ParseStore } from '../../../src/content/parse-cache.ts';
import type { LoadResult } from '../../../src/content/types.ts';
import { loadContent } from '../../../src/site/content.ts';
import { FIXTURE_ROOT } from '../../support/built-sites.ts';

const root = mkdtempSync(join(tmpdir(), 'parse-cache-'));
cpSync(FIXTURE_ROOT, root, { recursive: true, filter: (src) => !src.includes('.cache') });
// Generated towns bring warnings (a town without a text of its own), placed at their lines.
generateTowns(root, readdirSync(join(root, 'pages/towns')).length + 3);
const store = join(root, '.cache/parsed.json');
const GREENVILLE = 'pages/towns/greenville.yaml';
const original = readFileSync(join(root, GREENVILLE), 'utf8');

afterEach(() => {
  writeFileSync(join(root, GREENVILLE), original);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build's load, in a new process: nothing in memory, the parses kept on disk. */
async function build(): Promise<LoadResult> {
  const parses = ParseStore.open(store)!;
  const result = await loadContent(root, { kept: { parses } });
  parses.save();
  return result;
}

/** A load that keeps nothing: every file parsed. */
const fresh = (): Promise<LoadResult> => loadContent(root);

const shape = (result: LoadResult) => ({
  errors: result.ok ? [] : result.errors,
  warnings: result.warnings,
  routes: result.ok ? result.content.routes.map((r) => JSON.stringify(r)) : [],
});
const kept = () => JSON.parse(readFileSync(store, 'utf8')) as { version: string; entries: Record<string, { data: Record<string, unknown> }> };

it('gives what parsing gives: the same pages, the warnings at the same places, and a changed file parsed again', async () => {
  const cold = await build();
  expect(cold.ok).toBe(true);
  expect(cold.warnings.length).toBeGreaterThan(0);
  expect(Object.keys(kept().entries)).toContain(GREENVILLE);

  const warm = await build();
  expect(shape(warm)).toEqual(shape(cold));

  // A mistake made since the last build is found and placed as a fresh load places it.
  writeFileSync(join(root, GREENVILLE), original.replace(/^county: Hunt$/m, 'county: Hunnt'));
  const changed = await build();
  expect(changed.ok).toBe(false);
  expect(shape(changed)).toEqual(shape(await fresh()));
  // And a syntax mistake: such a file is not kept.
  writeFileSync(join(root, GREENVILLE), original.replace(/^county: Hunt$/m, 'county: [Hunt'));
  const broken = await build();
  expect(shape(broken)).toEqual(shape(await fresh()));
  expect(Object.keys(kept().entries)).not.toContain(GREENVILLE);
});

it("reads an unchanged file's data from the kept parse, not from its text, and only under the same code", async () => {
  await build();
  const store1 = kept();
  store1.entries[GREENVILLE]!.data.population = '1 (kept)';
  writeFileSync(store, JSON.stringify(store1));
  const page = (result: LoadResult) => JSON.stringify(result.ok ? result.content.routes.find((r) => r.path === '/towns/greenville') : undefined);
  expect(page(await build())).toContain('1 (kept)');
  // A load that is not given the store reads the files alone, whatever a build in this process kept.
  expect(page(await fresh())).not.toContain('1 (kept)');

  writeFileSync(store, JSON.stringify({ ...store1, version: 'another' }));
  expect(page(await build())).not.toContain('1 (kept)');
});

it('forgets a file that is gone', async () => {
  await build();
  const gone = Object.keys(kept().entries).find((f) => f.startsWith('pages/towns/') && f !== GREENVILLE)!;
  const text = readFileSync(join(root, gone), 'utf8');
  unlinkSync(join(root, gone));
  try {
    await build();
    expect(Object.keys(kept().entries)).not.toContain(gone);
  } finally {
    writeFileSync(join(root, gone), text);
  }
});

// The two sites the browser tests run on (see tests/README.md):
// - the fixture site (tests/fixtures/site): a small complete site whose texts, prices and labels the tests
//   read and assert; built into dist-fixture/ and served by playwright.config.ts (project "fixture");
// - the real content, built by `npm run build` into dist/ and served for the smoke suite (tests/e2e/smoke/,
//   project "smoke"), which asserts nothing an owner may change.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT = process.cwd();
export const FIXTURE_ROOT = join(PROJECT, 'tests/fixtures/site');
/** Where the fixture site is built, relative to the project (DIST_DIR). */
export const FIXTURE_DIST = 'dist-fixture';
/** The environment that makes the build and the server work on the fixture site. */
export const FIXTURE_ENV = { CONTENT_ROOT: FIXTURE_ROOT, DIST_DIR: FIXTURE_DIST } as const;

/** The parts of the project that are code (copied into a scratch project with the fixture's content). */
const CODE = ['src', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const CONTENT = ['site.config.yaml', 'pages', 'public'];

/**
 * A scratch project in a temporary folder: this project's code, the fixture site's content, and a link to
 * node_modules. For tests that edit content files or build by themselves (the shared servers stay untouched).
 */
export function scratchProject(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const part of CODE) cpSync(join(PROJECT, part), join(dir, part), { recursive: true });
  for (const part of CONTENT) cpSync(join(FIXTURE_ROOT, part), join(dir, part), { recursive: true });
  symlinkSync(join(PROJECT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

// The two sites the tests read, each built once per run and shared by every test that needs it:
// - "fixture": tests/fixtures/site (a small complete site whose texts, prices and labels tests assert),
//   built into dist-fixture/;
// - "real": the owner's content, built by `npm run build` into dist/ (tests assert only what holds for any
//   content there).
// A build is reused while its inputs (the code, the content, the lock file) are what it was built from: the
// first test process to need it builds it (the others wait for that build), later ones find it current. A
// single test file run on a clean clone builds what it needs, and nothing else.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const PROJECT = join(import.meta.dirname, '../..');
export const FIXTURE_ROOT = join(PROJECT, 'tests/fixtures/site');

export type SiteName = 'fixture' | 'real';

export interface BuiltSite {
  name: SiteName;
  /** CONTENT_ROOT for the build and the server: absolute. */
  contentRoot: string;
  /** DIST_DIR, relative to the project. */
  distDir: string;
}

export const SITES: Record<SiteName, BuiltSite> = {
  fixture: { name: 'fixture', contentRoot: FIXTURE_ROOT, distDir: 'dist-fixture' },
  // CONTENT_ROOT and DIST_DIR as `npm run build` reads them (bench/test-scale.ts points them at a copy).
  real: { name: 'real', contentRoot: resolve(PROJECT, process.env.CONTENT_ROOT || '.'), distDir: process.env.DIST_DIR || 'dist' },
};

const CODE = ['src', 'scripts/build.ts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const CONTENT = ['site.config.yaml', 'pages', 'public'];
const SKIP = new Set(['node_modules', '.cache', '.git']);

function files(at: string): string[] {
  if (!existsSync(at)) return [];
  if (!statSync(at).isDirectory()) return [at];
  return readdirSync(at, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name) && !/\.test\.tsx?$/.test(e.name))
    .flatMap((e) => files(join(at, e.name)))
    .sort();
}

/** A digest of everything a build of `site` is made from. */
export function inputsOf(site: BuiltSite): string {
  const hash = createHash('sha1');
  const parts = [...CODE.map((p) => join(PROJECT, p)), ...CONTENT.map((p) => join(site.contentRoot, p))];
  for (const file of parts.flatMap(files)) {
    hash.update(relative(PROJECT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (site: BuiltSite) => join(PROJECT, 'node_modules/.cache/site-builds', `${site.distDir.replace(/[^\w.-]/g, '_')}.sha1`);

/** Whether `site`'s build folder holds a build of its current inputs. */
export function isCurrent(site: BuiltSite, inputs = inputsOf(site)): boolean {
  const stamp = stampOf(site);
  return existsSync(join(PROJECT, site.distDir, '404.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
}

/** Builds `site` with `npm run build`'s own entry (a real process), unless its build is current. */
export async function ensureBuilt(site: BuiltSite, log: (line: string) => void = () => {}): Promise<void> {
  // While only tests change, TEST_REUSE_BUILDS=1 takes any existing build as it is.
  if (process.env.TEST_REUSE_BUILDS === '1' && existsSync(join(PROJECT, site.distDir, '404.html'))) return;
  // Test files run in several processes at once: one builds, the others wait for its build.
  for (;;) {
    const inputs = inputsOf(site);
    if (isCurrent(site, inputs)) return;
    const release = takeLock(site);
    if (!release) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (isCurrent(site, inputs)) return;
      await build(site, inputs, log);
      return;
    } finally {
      release();
    }
  }
}

const lockOf = (site: BuiltSite) => `${stampOf(site)}.lock`;

/** The build lock of `site` (a folder made atomically, naming its holder), or undefined while another process holds it. */
function takeLock(site: BuiltSite): (() => void) | undefined {
  const lock = lockOf(site);
  mkdirSync(join(lock, '..'), { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    // Held: by a live process, or left by one that died (then it is taken over).
    const holder = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    if (!holder || isAlive(holder)) return undefined;
    rmSync(lock, { recursive: true, force: true });
    return takeLock(site);
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return () => rmSync(lock, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function build(site: BuiltSite, inputs: string, log: (line: string) => void): Promise<void> {
  log(`building the ${site.name} site into ${site.distDir}/`);
  const output: string[] = [];
  // As `npm run build` runs it: a test runner's NODE_ENV=test must not reach the bundler.
  const { NODE_ENV: _, ...env } = process.env;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: PROJECT,
      env: { ...env, CONTENT_ROOT: site.contentRoot, DIST_DIR: site.distDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`The ${site.name} site did not build (exit ${code}):\n${output.join('')}`);
  writeFileSync(stampOf(site), inputs);
}

/** Builds both sites side by side (each build leaves part of the machine idle while it bundles or loads). */
export async function ensureBothBuilt(log?: (line: string) => void): Promise<void> {
  await Promise.all([ensureBuilt(SITES.real, log), ensureBuilt(SITES.fixture, log)]);
}

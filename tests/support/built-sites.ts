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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

// What a build is made from besides the content. (Not here: the Node version, and the year and git history,
// which only the footer's year and the sitemap's dates read.)
const CODE = ['src', 'scripts/build.ts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
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
const builtFile = (site: BuiltSite) => join(PROJECT, site.distDir, '404.html');

/**
 * What the stamp says: the inputs, and the build it was written for (its 404 page's time), so that a build
 * made since by something else (`npm run build` on another branch, `npm start`) is not taken for this one.
 */
const stampText = (site: BuiltSite, inputs: string) => `${inputs} ${statSync(builtFile(site)).mtimeMs}`;

/** Whether `site`'s build folder holds a build of its current inputs. */
export function isCurrent(site: BuiltSite, inputs = inputsOf(site)): boolean {
  const stamp = stampOf(site);
  return existsSync(builtFile(site)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === stampText(site, inputs);
}

/** A build lock older than this was left by a run that was stopped mid-build. */
const STALE_LOCK_MS = 10 * 60_000;

/** What this process already made sure of: a site's build, current for the inputs of this run. */
const ensured = new Map<string, Promise<void>>();

/**
 * Builds `site` with `npm run build`'s own entry (a real process), unless its build is current. Asked again in
 * the same process (each test that starts a server asks), it answers from the first time.
 */
export function ensureBuilt(site: BuiltSite, log: (line: string) => void = () => {}): Promise<void> {
  let done = ensured.get(site.distDir);
  if (!done) {
    done = buildUnlessCurrent(site, log);
    ensured.set(site.distDir, done);
    done.catch(() => ensured.delete(site.distDir));
  }
  return done;
}

async function buildUnlessCurrent(site: BuiltSite, log: (line: string) => void): Promise<void> {
  // While only tests change, TEST_REUSE_BUILDS=1 takes any existing build as it is.
  if (process.env.TEST_REUSE_BUILDS === '1' && existsSync(builtFile(site))) return;
  // The inputs are read once; while another process builds, only its stamp is read again.
  const inputs = inputsOf(site);
  // Test files run in several processes at once: one builds, the others wait for its build.
  for (;;) {
    if (isCurrent(site, inputs)) return;
    // A build of these inputs that failed fails again at once, with its output, instead of being retried by
    // every test file.
    const failed = `${stampOf(site)}.failed`;
    if (existsSync(failed) && readFileSync(failed, 'utf8').startsWith(`${inputs}\n`)) {
      throw new Error(`The ${site.name} site did not build:\n${readFileSync(failed, 'utf8').slice(inputs.length + 1)}`);
    }
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

/** The build lock of `site` (a folder made atomically), or undefined while another process holds it. */
function takeLock(site: BuiltSite): (() => void) | undefined {
  const lock = `${stampOf(site)}.lock`;
  mkdirSync(join(lock, '..'), { recursive: true });
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Held, or left by a run that was stopped: a stale lock is moved aside under a name of this process's
    // own (a rename only one process can win), then taken anew.
    let age: number;
    try {
      age = Date.now() - statSync(lock).mtimeMs;
    } catch {
      return undefined; // released meanwhile: the next try takes it
    }
    if (age < STALE_LOCK_MS) return undefined;
    const aside = `${lock}.stale-${process.pid}`;
    try {
      renameSync(lock, aside);
    } catch {
      return undefined;
    }
    rmSync(aside, { recursive: true, force: true });
    return takeLock(site);
  }
  return () => rmSync(lock, { recursive: true, force: true });
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
  if (code !== 0) {
    writeFileSync(`${stampOf(site)}.failed`, `${inputs}\n${output.join('')}`);
    throw new Error(`The ${site.name} site did not build (exit ${code}):\n${output.join('')}`);
  }
  rmSync(`${stampOf(site)}.failed`, { force: true });
  writeFileSync(stampOf(site), stampText(site, inputs));
}

// The production build at growing town counts: wall time, peak memory and cost per page, to show whether the
// cost of a page is constant. For each N in BENCH_TOWNS (default 12,1000,5000; 12 = only the real towns):
// the project is snapshotted once into a scratch folder in os.tmpdir() (node_modules
// symlinked), bench/generate-towns.ts brings pages/towns/ to N files, and the build runs as a
// child process under GNU time, in the scratch folder (never in this project's dist/):
//   /usr/bin/time -v node --import tsx scripts/build.ts
// which is the process `npm run build` (`tsx scripts/build.ts`) does its work in: the tsx CLI only starts
// `node --require tsx/preflight --import tsx/loader` and relays signals to it.
// One snapshot serves every N, so all sizes measure the same code even while src/ is being edited.
// Each N is built three ways: "first", with empty caches (every page is rendered and its preview image
// drawn); "repeat", the same build again, whose pages and images all come from the caches in .cache/; and
// "pages", with only the page cache emptied (every page rendered, every image cached), which is the cost of
// rendering a site as other static site generators, which draw no images, would (BENCH_REPEAT=0 runs only
// "first"). Each is timed BENCH_RUNS times (default 3) and its median run is reported.
// Before each timed build the file system's pending writes are flushed (`sync`), so no build pays for
// writing back the files of the one before. An untimed warm-up build runs first (BENCH_WARMUP=0 skips it); each build is killed after
// BENCH_BUILD_TIMEOUT_MIN minutes (default 15). The scratch folder is removed at the end, also on Ctrl-C.
// BENCH_PROJECT points at another project folder to measure (default: this one).
// At each N, each first build of ours is followed by a first build of bench/astro-twin.ts (a minimal Astro 7
// site of the same N town pages on Node 22, no images drawn), so the two alternate; the medians of both are
// printed as ms per page and their ratio (BENCH_ASTRO=0 skips Astro).
// The first build's figure in docs/architecture.md: BENCH_TOWNS=5000 BENCH_WARMUP=0 BENCH_REPEAT=0 npx tsx bench/run.ts build
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ASTRO_VERSION, astroTwin } from './astro-twin.ts';
import { generateTowns } from './generate-towns.ts';
import { htmlFiles, pageWeight, type PageWeight } from './page-weight.ts';

const PARTS = ['src', 'pages', 'public', 'scripts', 'site.config.yaml', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const PROBE = '/towns/greenville';
const GNU_TIME = '/usr/bin/time';

export interface Measure {
  towns: number;
  /** "first": empty page and preview image caches; "repeat": every page and image cached; "pages": every image cached. */
  build: 'first' | 'repeat' | 'pages';
  /** Preview images drawn and taken from the cache, from the build's "preview images: ..." line. */
  images: { drawn: number; cached: number } | undefined;
  /** Pages rendered and taken from the page cache, from the build's "pages: ..." line. */
  rendered: { rendered: number; cached: number } | undefined;
  ok: boolean;
  note: string;
  wallMs: number;
  peakRssMb: number | undefined;
  pages: number;
  renderMs: number | undefined;
  renderPages: number | undefined;
  probe: PageWeight | undefined;
}

/** How many times each kind of build is timed (BENCH_RUNS, default 3). */
function repeatRuns(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of at least 1, got "${process.env.BENCH_RUNS}"`);
  return runs;
}

/** The run of median wall time (the first failed run, if one failed). */
export function median(runs: readonly Measure[]): Measure {
  const failed = runs.find((r) => !r.ok);
  if (failed) return failed;
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const m = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!m) throw new Error('no run to take the median of');
  return m;
}

function townCounts(): number[] {
  const raw = process.env.BENCH_TOWNS ?? '12,1000,5000';
  const counts = raw.split(',').map((s) => Number(s.trim()));
  if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`BENCH_TOWNS must be whole numbers, got "${raw}"`);
  return [...new Set(counts)].sort((a, b) => a - b);
}

/** `Prerendered 40 pages and 404.html into dist/ in 812 ms ...`: the render phase, when the build reports it. */
export function parseRender(stdout: string): { ms: number; pages: number } | undefined {
  const m = /Prerendered\s+(\d+)\s+pages?\b([^\n]*?)\bin\s+([\d.,]+)\s*ms/i.exec(stdout);
  if (!m?.[1] || !m[3]) return undefined;
  const ms = Number(m[3].replace(/,/g, ''));
  if (!Number.isFinite(ms)) return undefined;
  return { ms, pages: Number(m[1]) + (/404/.test(m[2] ?? '') ? 1 : 0) };
}

/** `preview images: 28 drawn, 0 from the cache`, when the build reports it. */
export function parseImages(stdout: string): { drawn: number; cached: number } | undefined {
  const m = /preview images:\s*(\d+) drawn, (\d+) from the cache/.exec(stdout);
  return m?.[1] && m[2] ? { drawn: Number(m[1]), cached: Number(m[2]) } : undefined;
}

/** `pages: 28 rendered, 0 from the cache`, when the build reports it. */
export function parsePages(stdout: string): { rendered: number; cached: number } | undefined {
  const m = /pages:\s*(\d+) rendered, (\d+) from the cache/.exec(stdout);
  return m?.[1] && m[2] ? { rendered: Number(m[1]), cached: Number(m[2]) } : undefined;
}

/** "Maximum resident set size (kbytes): 1345678" from GNU time -v, in MB. */
export function parsePeakRss(timeOutput: string): number | undefined {
  const m = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(timeOutput);
  return m?.[1] ? Number(m[1]) / 1024 : undefined;
}

const tail = (text: string, lines = 25): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/** Flushes the file system's pending writes (coreutils `sync`; nothing where it is missing). */
function settleDisk(): void {
  try {
    execFileSync('sync', { stdio: 'ignore' });
  } catch {
    // no sync here: builds are timed as they come
  }
}

interface Running {
  pid: number | undefined;
}

function runBuild(dir: string, timeoutMs: number, running: Running): Promise<{ code: number | null; timedOut: boolean; stdout: string; stderr: string; wallMs: number; time: string }> {
  const timeFile = join(dir, '.time.txt');
  rmSync(timeFile, { force: true });
  const node = [process.execPath, '--import', 'tsx', 'scripts/build.ts'];
  const useTime = existsSync(GNU_TIME);
  const [cmd, ...args] = useTime ? [GNU_TIME, '-v', '-o', timeFile, ...node] : node;
  const started = performance.now();
  return new Promise((done, fail) => {
    // Own process group, so a timeout kills node too (GNU time itself would leave it running).
    const child = spawn(cmd ?? process.execPath, args, { cwd: dir, env: { ...process.env, DIST_DIR: 'dist' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.pid = child.pid;
    let stdout = '';
    let stderr = '';
    const keep = (s: string, chunk: Buffer): string => (s + chunk.toString('utf8')).slice(-256 * 1024);
    child.stdout.on('data', (c: Buffer) => (stdout = keep(stdout, c)));
    child.stderr.on('data', (c: Buffer) => (stderr = keep(stderr, c)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      running.pid = undefined;
      const wallMs = performance.now() - started;
      const time = useTime && existsSync(timeFile) ? readFileSync(timeFile, 'utf8') : '';
      done({ code, timedOut, stdout, stderr, wallMs, time });
    });
  });
}

async function measure(dir: string, towns: number, timeoutMs: number, running: Running, build: Measure['build'] = 'first'): Promise<Measure> {
  if (build === 'first') {
    generateTowns(dir, towns);
    rmSync(join(dir, '.cache'), { recursive: true, force: true });
  }
  if (build === 'pages') rmSync(join(dir, '.cache', 'pages'), { recursive: true, force: true });
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  // The writes of the build before (hundreds of MB at thousands of towns) reach the disk first, so no build
  // is timed while the kernel still writes back another one's files.
  settleDisk();
  const r = await runBuild(dir, timeoutMs, running);
  const base = { towns, build, images: parseImages(r.stdout), rendered: parsePages(r.stdout), wallMs: r.wallMs, peakRssMb: parsePeakRss(r.time), pages: 0, renderMs: undefined, renderPages: undefined, probe: undefined };
  if (r.timedOut || r.code !== 0) {
    const note = r.timedOut ? `timed out after ${Math.round(timeoutMs / 1000)} s` : `exit ${String(r.code)}`;
    console.log(`  N=${towns}: build failed (${note})\n${tail(`${r.stdout}\n${r.stderr}`)}`);
    return { ...base, ok: false, note };
  }
  const dist = join(dir, 'dist');
  const pages = htmlFiles(dist).filter((f) => f.endsWith('index.html')).length;
  const render = parseRender(r.stdout);
  const probe = existsSync(join(dist, PROBE.slice(1), 'index.html')) ? pageWeight(dist, PROBE) : undefined;
  rmSync(dist, { recursive: true, force: true });
  return { ...base, ok: true, note: '', pages, renderMs: render?.ms, renderPages: render?.pages, probe };
}

interface AstroMeasure {
  towns: number;
  wallMs: number;
  pages: number;
  /** Every run's wall time, in the order run (the median's runs). */
  runsMs?: number[];
}

/** The Astro run of median wall time, with every run's time. */
export function medianAstro(runs: readonly AstroMeasure[]): AstroMeasure {
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const m = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!m) throw new Error('no run to take the median of');
  return { ...m, runsMs: runs.map((r) => r.wallMs) };
}

/** Ours against the Astro twin at each N, in ms per page: every build of ours, and its ratio to Astro's first build. */
export function compareWithAstro(results: Measure[], astro: AstroMeasure[]): string[] {
  const lines: string[] = [];
  for (const a of astro) {
    const astroPerPage = a.wallMs / Math.max(1, a.pages);
    const ours = results.filter((r) => r.ok && r.towns === a.towns);
    const parts = ours.map((r) => {
      const perPage = r.wallMs / Math.max(1, r.pages);
      return `${r.build} ${perPage.toFixed(2)} ms/page (${(perPage / astroPerPage).toFixed(1)}x)`;
    });
    const runs = a.runsMs && a.runsMs.length > 1 ? ` (median of ${a.runsMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)` : '';
    lines.push(`  N=${a.towns}: Astro ${ASTRO_VERSION} ${a.pages} pages in ${(a.wallMs / 1000).toFixed(1)} s${runs}, ${astroPerPage.toFixed(2)} ms/page; ours: ${parts.join(', ')}`);
  }
  return lines;
}

function printTable(results: Measure[]): void {
  const base = results.find((r) => r.ok && r.build === 'first');
  const fmt = (n: number | undefined, digits: number): string => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(digits));
  const rows: string[][] = [
    ['towns', 'build', 'pages rendered/cached', 'images drawn/cached', 'pages', 'wall s', 'peak RSS MB', 'ms/page', `marginal ms/page`, 'render ms/page', `${PROBE} HTML B`, 'HTML gz B', 'JS gz B'],
  ];
  for (const r of results) {
    if (!r.ok) {
      rows.push([String(r.towns), r.build, '', '', `FAILED: ${r.note}`, fmt(r.wallMs / 1000, 1), fmt(r.peakRssMb, 0), '', '', '', '', '', '']);
      continue;
    }
    const same = results.find((o) => o.ok && o.build === r.build && o.towns === base?.towns);
    const marginal = same && r.towns > same.towns ? (r.wallMs - same.wallMs) / (r.towns - same.towns) : undefined;
    const render = r.renderMs !== undefined && r.renderPages ? r.renderMs / r.renderPages : undefined;
    rows.push([
      String(r.towns), r.build, r.rendered ? `${r.rendered.rendered}/${r.rendered.cached}` : '-', r.images ? `${r.images.drawn}/${r.images.cached}` : '-', String(r.pages), fmt(r.wallMs / 1000, 1), fmt(r.peakRssMb, 0), fmt(r.wallMs / r.pages, 2), fmt(marginal, 2), fmt(render, 2),
      r.probe ? String(r.probe.htmlBytes) : '-', r.probe ? String(r.probe.htmlGzip) : '-', r.probe ? String(r.probe.jsGzip) : '-',
    ]);
  }
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padStart(widths[c] ?? 0)).join('  '));
  if (base) console.log(`(marginal ms/page = (T(N) - T(${base.towns})) / (N - ${base.towns}) between builds of one kind; render ms/page from the build's "Prerendered ... in <ms> ms" line, "-" if it has none)`);
}

export async function run(): Promise<void> {
  const project = resolve(process.env.BENCH_PROJECT ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  const counts = townCounts();
  const timeoutMs = Number(process.env.BENCH_BUILD_TIMEOUT_MIN ?? 15) * 60_000;
  if (!existsSync(GNU_TIME)) console.log(`${GNU_TIME} not found: peak RSS is not measured`);

  const dir = mkdtempSync(join(tmpdir(), 'glow-build-bench-'));
  const running: Running = { pid: undefined };
  const cleanup = (): void => {
    if (running.pid) {
      try {
        process.kill(-running.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', cleanup);

  const results: Measure[] = [];
  const firstRuns: Measure[] = [];
  const astro: AstroMeasure[] = [];
  try {
    for (const part of PARTS) {
      if (existsSync(join(project, part))) cpSync(join(project, part), join(dir, part), { recursive: true });
    }
    symlinkSync(join(project, 'node_modules'), join(dir, 'node_modules'));
    console.log(`project ${project} snapshotted to ${dir}; towns: ${counts.join(', ')}`);
    if (process.env.BENCH_WARMUP !== '0') {
      const first = counts[0] ?? 12;
      const warm = await measure(dir, first, timeoutMs, running);
      console.log(`  warm-up build (N=${first}): ${(warm.wallMs / 1000).toFixed(1)} s${warm.ok ? '' : ' FAILED'}`);
      if (!warm.ok) throw new Error(`the warm-up build failed (${warm.note}); nothing measured`);
    }
    for (const towns of counts) {
      // First builds, each followed by the Astro twin's: the two are measured in turns, BENCH_RUNS times, so a
      // change of the machine's load over the run falls on both alike, and each side's median run is reported.
      const firsts: Measure[] = [];
      const twins: AstroMeasure[] = [];
      for (let i = 0; i < repeatRuns(); i++) {
        const m = await measure(dir, towns, timeoutMs, running, 'first');
        firsts.push(m);
        console.log(`  N=${towns} (first, run ${i + 1}): ${m.ok ? `${m.pages} pages` : 'FAILED'} in ${(m.wallMs / 1000).toFixed(1)} s, peak RSS ${m.peakRssMb === undefined ? '-' : m.peakRssMb.toFixed(0)} MB${m.images ? `, ${m.images.drawn} images drawn` : ''}`);
        if (!m.ok) break;
        if (process.env.BENCH_ASTRO !== '0') {
          settleDisk();
          const twin = await astroTwin({ towns, projectRoot: dir });
          twin.cleanup();
          twins.push({ towns, wallMs: twin.buildMs, pages: twin.pages });
          console.log(`  N=${towns} (Astro ${ASTRO_VERSION} on Node ${twin.node}, first build, run ${i + 1}): ${twin.pages} pages in ${(twin.buildMs / 1000).toFixed(1)} s`);
        }
      }
      results.push(median(firsts));
      if (twins.length > 0) astro.push(medianAstro(twins));
      firstRuns.push(...firsts);
      if (process.env.BENCH_REPEAT === '0') continue;
      for (const build of ['repeat', 'pages'] as const) {
        // A build from the caches is timed `runs` times and its median run kept: at a few seconds, one run
        // moves by a fifth with the machine.
        const runs: Measure[] = [];
        for (let i = 0; i < repeatRuns(); i++) {
          const m = await measure(dir, towns, timeoutMs, running, build);
          runs.push(m);
          console.log(`  N=${towns} (${build}): ${m.ok ? `${m.pages} pages` : 'FAILED'} in ${(m.wallMs / 1000).toFixed(1)} s, peak RSS ${m.peakRssMb === undefined ? '-' : m.peakRssMb.toFixed(0)} MB`);
          if (!m.ok) break;
        }
        results.push(median(runs));
      }
    }
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('exit', cleanup);
    cleanup();
  }
  printTable(results);
  for (const towns of counts) {
    const runs = firstRuns.filter((r) => r.towns === towns && r.ok);
    if (runs.length > 1) console.log(`first builds at N=${towns}: ${runs.map((r) => `${(r.wallMs / 1000).toFixed(1)} s (${r.peakRssMb?.toFixed(0) ?? '-'} MB)`).join(', ')}; the table shows the median`);
  }
  if (astro.length > 0) {
    console.log(`ours against a minimal Astro site of the same town pages (bench/astro-twin.ts), wall time per page; ratio = ours / Astro's:`);
    for (const line of compareWithAstro(results, astro)) console.log(line);
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) throw new Error(`build failed for N = ${failed.map((r) => r.towns).join(', ')}`);
}

// Does `npm test` keep its result and its time when the owner adds towns? Runs it on two copies of the real
// content (CONTENT_ROOT): as it is, and with N generated towns added (bench/generate-towns.ts), and prints
// each exit code and time and their ratio; the goal is the same result within 10 %. The browser suite runs
// on the fixture site alone, so only validation, the build and reading every real page over HTTP
// (tests/unit/http/real-site.test.ts, a few milliseconds a page) grow with the towns.
// Each copy is built once before it is timed (the page and preview caches warm, as in the owner's project);
// --cold skips that. --steps validate,build,http times those steps instead of the whole `npm test`.
// Usage: npx tsx bench/test-scale.ts [--towns 200] [--cold] [--steps validate,build,http]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generateTowns } from './generate-towns.ts';

const { values } = parseArgs({ options: { towns: { type: 'string', default: '200' }, cold: { type: 'boolean', default: false }, steps: { type: 'string' } } });
const added = Number(values.towns);
const project = process.cwd();

const STEPS: Record<string, string[]> = {
  validate: ['run', 'validate'],
  build: ['run', 'build'],
  // The build the step before made is the one read (TEST_REUSE_BUILDS, set below for this step).
  http: ['exec', 'vitest', 'run', 'tests/unit/http/real-site.test.ts'],
};
const commands = values.steps ? values.steps.split(',').map((s) => ({ name: s, args: STEPS[s] ?? [] })) : [{ name: 'npm test', args: ['test'] }];

function copyOfContent(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `test-scale-${label}-`));
  for (const part of ['site.config.yaml', 'pages', 'public']) cpSync(join(project, part), join(dir, part), { recursive: true });
  return dir;
}

const towns = (dir: string) => readdirSync(join(dir, 'pages/towns')).filter((f) => f.endsWith('.yaml') && f !== 'index.yaml').length;

function run(args: string[], env: NodeJS.ProcessEnv): { code: number; ms: number; tail: string } {
  const start = performance.now();
  const r = spawnSync('npm', args, { cwd: project, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const out = `${r.stdout}${r.stderr}`.trimEnd().split('\n');
  return { code: r.status ?? 1, ms: performance.now() - start, tail: out.slice(-3).join('\n') };
}

const base = copyOfContent('base');
const grown = copyOfContent('grown');
generateTowns(grown, towns(base) + added);
const sites = [
  { label: `real content (${towns(base)} towns)`, dir: base, dist: 'dist-scale-base' },
  { label: `+${added} generated towns (${towns(grown)} towns)`, dir: grown, dist: 'dist-scale-grown' },
];
try {
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} on this machine`);
  const results = sites.map((site) => {
    const env = { ...process.env, CONTENT_ROOT: site.dir, DIST_DIR: site.dist };
    if (!values.cold) run(['run', 'build'], env);
    return { site, runs: commands.map((c) => ({ name: c.name, ...run(c.args, c.name === 'http' ? { ...env, TEST_REUSE_BUILDS: '1' } : env) })) };
  });
  for (const { site, runs } of results) {
    for (const r of runs) console.log(`${site.label.padEnd(36)} ${r.name.padEnd(9)} exit ${r.code}  ${(r.ms / 1000).toFixed(1)} s${r.code === 0 ? '' : `\n${r.tail}`}`);
  }
  commands.forEach((c, i) => {
    const [a, b] = results.map((r) => r.runs[i]!);
    const ratio = b!.ms / a!.ms;
    console.log(`${c.name}: same result ${a!.code === b!.code ? 'yes' : 'NO'}, time x${ratio.toFixed(3)} (${ratio <= 1.1 ? 'within' : 'beyond'} 10 %)`);
  });
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  for (const site of sites) {
    rmSync(site.dir, { recursive: true, force: true });
    for (const suffix of ['', '.tmp', '.renderer']) rmSync(join(project, `${site.dist}${suffix}`), { recursive: true, force: true });
  }
}
